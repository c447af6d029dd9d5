import type { City } from '../types.ts';

export default {
  id: 'moers',
  name: 'Moers',
  displayName: 'Moers',
  seoTitle: 'Weihnachtsfeier in Moers: Locations am Niederrhein',
  metaDescription: 'Weihnachtsfeier in Moers geplant? Wir suchen passende Locations zwischen Schloss, Altstadt und Niederrhein. Kostenlose Anfrage, Rückmeldung in Stunden.',
  heroTitle: 'Weihnachtsfeier in Moers: niederrheinisch und herzlich',
  heroSubtitle: 'Ob Altstadtlokal, Gutshof oder Eventhalle – wir finden den passenden Rahmen für Ihr Team.',
  description: 'Moers ist die größte Stadt im Kreis Wesel und vereint auf engem Raum eine verwinkelte Altstadt, ein Schloss im Park und die Spuren des Bergbaus. Firmen aus Duisburg und vom linken Niederrhein schätzen die entspannte Atmosphäre, die gute Erreichbarkeit und Lokale, in denen auch größere Gruppen herzlich bewirtet werden.',
  landmarks: ['Schloss Moers', 'Schlosspark Moers', 'Geleucht auf der Halde Rheinpreußen', 'Freizeitpark Moers'],
  venueTypes: ['Altstadtlokal', 'Gutshof', 'Eventhalle', 'Hotelsaal'],
  businessCulture: 'Bis in die 1990er-Jahre bestimmten Zechen wie Rheinpreußen und Pattberg den Arbeitsalltag in Moers. Heute versorgt die Stadt den linken Niederrhein mit Dienstleistungen und Einkaufsmöglichkeiten, getragen von Handel, Handwerk, Gesundheitswesen und Logistik. Der regionale Verkehrsbetrieb NIAG hat hier seinen Sitz, der Versorger Enni ist ebenfalls ein bekannter Arbeitgeber. Viele Beschäftigte pendeln nach Duisburg, Krefeld oder Düsseldorf, umgekehrt kommen Fachkräfte aus den Nachbarorten. Typisch sind deshalb mittelständische Teams von 15 bis 80 Personen, die eine ungezwungene, fast familiäre Feier mögen. Beliebt sind Termine ab dem letzten Novemberwochenende, bevor der Dezember mit Weihnachtsmarkt und privaten Verpflichtungen voll wird.',
  accessibility: 'Der Düsseldorfer Flughafen ist etwa 35 Kilometer entfernt und über die A 57 in rund einer halben Stunde erreichbar, der kleinere Airport Weeze liegt weiter nördlich. Am Bahnhof Moers hält die Regionalbahn RB 31 „Der Niederrheiner“ zwischen Xanten und Duisburg; dort erreichen Reisende nach etwa einer Viertelstunde den ICE. Am Autobahnkreuz Moers treffen A 40 und A 57 aufeinander. Busse der NIAG erschließen das Stadtgebiet und die Nachbarorte. Praktischer Hinweis: Abends fährt die Regionalbahn seltener, daher lohnt für Gäste aus dem Kreis Wesel ein gemeinsamer Shuttle oder die Organisation von Fahrgemeinschaften.',
  region: 'west',
  faq: [
    {
      question: 'Lässt sich der Moerser Weihnachtsmarkt in die Feier einbinden?',
      answer: 'Der Moerser Weihnachtsmarkt mit seinen Hütten rund um den Kastellplatz in Sichtweite des Schlosses ist in der Region bekannt und eignet sich gut für einen Glühwein vor dem Essen. In den vergangenen Jahren gehörte auch eine Schlittschuhbahn dazu. Viele Teams treffen sich dort am frühen Abend und gehen anschließend zu Fuß in ein Restaurant in der Altstadt.',
    },
    {
      question: 'Welche Locations eignen sich für Teams aus Duisburg und Moers gemeinsam?',
      answer: 'Moers ist von Duisburg aus schnell erreichbar und bietet häufig mehr Raum und Stellplätze als Innenstadtlagen im Ruhrgebiet. Beliebt sind Gutshöfe und Landgasthäuser am Stadtrand sowie Hotelsäle. Wir achten bei der Auswahl auf kurze Wege zum Bahnhof oder zur Autobahn.',
    },
    {
      question: 'Was wird am Niederrhein gern zur Weihnachtsfeier serviert?',
      answer: 'Typisch sind Grünkohl mit Mettwurst, Sauerbraten mit Rotkohl und Klößen oder „Himmel un Ääd“ mit Blutwurst. Viele Gastgeber bieten zusätzlich ein festliches Gänseessen an. Für gemischte Gruppen lässt sich das gut als Buffet mit vegetarischen Varianten umsetzen.',
    },
    {
      question: 'Welches Rahmenprogramm bietet sich in Moers an?',
      answer: 'Ein abendlicher Aufstieg auf die Halde Rheinpreußen zum rot leuchtenden Geleucht ist ein eindrucksvoller Auftakt mit Blick über den Niederrhein. Wer es gemütlicher mag, verbindet die Feier mit einer Vorstellung im Schlosstheater Moers. Für die Halde sollten Sie festes Schuhwerk und Taschenlampen einplanen.',
    },
    {
      question: 'Wie früh sollte man in Moers buchen?',
      answer: 'Für Freitage im Dezember empfehlen wir eine Anfrage bis zum Spätsommer, da die Zahl großer Säle in Moers begrenzt ist. Unter der Woche sind die Chancen auch im Oktober noch gut. Wir sagen Ihnen innerhalb weniger Stunden, welche Häuser noch Termine frei haben.',
    },
  ],
} satisfies City;
