import type { City } from '../types.ts';

export default {
  id: 'goettingen',
  name: 'Göttingen',
  displayName: 'Göttingen',
  seoTitle: 'Weihnachtsfeier in Göttingen: Locations & Planung',
  metaDescription: 'Weihnachtsfeier in Göttingen für Institut, Labor oder Firma: Wir finden Locations in der Altstadt und im Umland. Kostenlos anfragen, schnelle Antwort.',
  heroTitle: 'Weihnachtsfeier in Göttingen – klug geplant',
  heroSubtitle: 'Vom Fachwerk-Gasthaus bis zur Halle am Bahnhof: Wir holen Angebote ein, und Sie entscheiden in Ruhe.',
  description: 'Göttingen ist eine Stadt der kurzen Wege: Zwischen Gänseliesel, Fachwerkgassen und Stadtwall liegen Restaurants, Kneipen und Säle dicht beieinander. Arbeitsgruppen aus Universität, Max-Planck-Instituten und Hightech-Firmen finden hier vom gemütlichen Gasthaus bis zur großen Halle am Bahnhof passende Räume für den Jahresabschluss.',
  landmarks: ['Gänseliesel', 'Altes Rathaus', 'Aula am Wilhelmsplatz', 'Paulinerkirche'],
  venueTypes: ['Fachwerk-Gasthaus', 'Industriehalle', 'Studentenkneipe', 'Landgasthof'],
  businessCulture: 'Wissenschaft ist Göttingens wichtigster Wirtschaftsfaktor. Die 1737 eröffnete Georg-August-Universität und die Universitätsmedizin beschäftigen Tausende, hinzu kommen mehrere Max-Planck-Institute, das Deutsche Primatenzentrum und ein Standort des DLR. Aus diesem Umfeld ist das „Measurement Valley“ gewachsen, ein Netzwerk von Firmen für Mess- und Labortechnik; bekanntestes Unternehmen ist Sartorius, außerdem verarbeitet Novelis in der Stadt Aluminium. Gefeiert wird oft im Rahmen von Arbeitsgruppen oder Abteilungen, mit internationalen Gästen und Programmpunkten, die auch ohne Deutschkenntnisse funktionieren. Der Stil ist eher locker als repräsentativ. Da viele ausländische Forschende über die Feiertage in ihre Heimat reisen, liegt der Termin meist früh im Dezember.',
  accessibility: 'Göttingen liegt an der Schnellfahrstrecke Hannover–Würzburg, der Bahnhof ist deshalb ein wichtiger ICE-Halt: Hannover ist in gut einer halben Stunde erreichbar, Frankfurt und Hamburg in rund zwei Stunden. Wer fliegt, nutzt meist den Flughafen Hannover, per Bahn mit einmal Umsteigen gut eine Stunde entfernt. Westlich an der Stadt führt die A7 vorbei, südlich zweigt die A38 Richtung Leipzig ab. Im Stadtgebiet übernehmen die Busse der Göttinger Verkehrsbetriebe den Nahverkehr. Praktisch: Der Bahnhof liegt direkt am Rand der Altstadt, auswärtige Gäste erreichen die meisten Lokale zu Fuß und kommen nach der Feier bequem zum Zug.',
  region: 'nord',
  faq: [
    {
      question: 'Lässt sich der Göttinger Weihnachtsmarkt in die Feier einbinden?',
      answer: 'Der Weihnachtsmarkt rund um das Alte Rathaus und die Johanniskirche liegt mitten in der Fußgängerzone. Ein Treffen am Gänseliesel mit anschließendem Glühwein ist ein unkomplizierter Auftakt. Die meisten Restaurants der Innenstadt erreichen Sie von dort in wenigen Minuten.',
    },
    {
      question: 'Wie planen wir in Göttingen eine Feier für ein internationales Forschungsteam?',
      answer: 'Achten Sie auf ein Menü mit vegetarischen und veganen Optionen sowie auf Programmpunkte, die ohne lange deutsche Reden auskommen. Frühe Termine im Dezember erreichen mehr Teammitglieder, bevor die Reisezeit beginnt. Wir weisen die Locations bei der Anfrage gern auf solche Wünsche hin.',
    },
    {
      question: 'Gibt es rund um Göttingen Locations außerhalb der Innenstadt?',
      answer: 'Im Göttinger Land finden sich Landgasthöfe und Hotels mit Festsälen, die sich für größere Gruppen oder eine Feier mit Übernachtung eignen. Die Anfahrt dauert meist nur 15 bis 30 Minuten. Für die Rückfahrt organisieren wir auf Wunsch einen Bus.',
    },
    {
      question: 'Welche regionalen Spezialitäten passen auf das Büfett?',
      answer: 'Aus dem nahen Eichsfeld stammen Ahle Wurscht und Feldkieker, luftgetrocknete Würste, die sich gut als Vorspeise oder für eine Brotzeit am späten Abend eignen. Im Winter ergänzen Grünkohl und Wildgerichte aus den umliegenden Wäldern das Angebot vieler Gasthäuser.',
    },
  ],
} satisfies City;
