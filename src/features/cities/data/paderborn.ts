import type { City } from '../types.ts';

export default {
  id: 'paderborn',
  name: 'Paderborn',
  displayName: 'Paderborn',
  seoTitle: 'Weihnachtsfeier in Paderborn – Locations & Service',
  metaDescription: 'Weihnachtsfeier in Paderborn geplant? Wir finden Locations rund um Dom, Paderquellen und Schloss Neuhaus. Jetzt kostenlos anfragen und Angebote vergleichen.',
  heroTitle: 'Weihnachtsfeier in Paderborn: Tradition trifft Technik',
  heroSubtitle: 'Vom Restaurant in der Altstadt bis zur Eventfläche im Technologiepark: Wir finden den passenden Ort.',
  description: 'Paderborn verbindet mehr als 1.200 Jahre Geschichte mit einer jungen, technikgeprägten Wirtschaft. Zwischen Dom, Kaiserpfalz und den über 200 Quellen der Pader finden Teams stimmungsvolle Restaurants, während das Umfeld von Schloss Neuhaus und moderne Eventflächen Raum für größere Firmenfeiern bieten.',
  landmarks: ['Paderborner Dom', 'Kaiserpfalz', 'Paderquellgebiet', 'Heinz Nixdorf MuseumsForum'],
  venueTypes: ['Schlossambiente', 'Altstadtgewölbe', 'Eventhalle', 'Landgasthof'],
  businessCulture: 'Mit Heinz Nixdorf begann in Paderborn die Computerära, und bis heute ist die Stadt ein Zentrum der Informationstechnik in Ostwestfalen-Lippe. Diebold Nixdorf, dSPACE als Anbieter von Entwicklungswerkzeugen für Steuergeräte und zahlreiche Softwarehäuser sind hier ansässig, Benteler betreibt große Werke für Automobil- und Stahlrohrtechnik. Die Universität Paderborn mit Informatik- und Ingenieurfächern liefert Fachkräfte und Gründungen. Zugleich ist Paderborn Erzbischofssitz und katholisch geprägt, was sich in einer bodenständigen, eher traditionellen Feierkultur zeigt. Typisch sind Teams mit 30 bis 150 Personen; viele Firmen planen ihren Abend zwischen Ende November und dem dritten Advent und legen Wert auf gutes Essen in angenehmem Rahmen.',
  accessibility: 'Der Flughafen Paderborn/Lippstadt liegt rund 20 Kilometer südwestlich bei Büren und ist mit dem Auto in etwa 25 Minuten erreichbar; der Dortmunder Flughafen ist gut eine Stunde entfernt. Paderborn Hauptbahnhof bietet Intercity-Verbindungen Richtung Ruhrgebiet und Kassel sowie Regionalzüge nach Bielefeld und Hamm. Die A 33 verbindet die Stadt mit Bielefeld und der A 2, die A 44 verläuft südlich. Im Stadtgebiet fährt padersprinter mit einem dichten Busnetz. Tipp: Aus den umliegenden Gemeinden fahren abends nur wenige Busse, daher ist ein Shuttle für Gäste aus dem Kreisgebiet oft sinnvoll.',
  region: 'west',
  faq: [
    {
      question: 'Gibt es in Paderborn einen Weihnachtsmarkt für einen Teamabend?',
      answer: 'Der Paderborner Weihnachtsmarkt erstreckt sich durch die Innenstadt vom Rathaus bis zum Dom und eignet sich gut als Treffpunkt vor dem Essen. Ein beliebter Anlaufpunkt ist die große, begehbare Weihnachtspyramide auf dem Marktplatz. Für große Gruppen ist ein Termin unter der Woche entspannter.',
    },
    {
      question: 'Welche Locations eignen sich für technikaffine Teams?',
      answer: 'Das Heinz Nixdorf MuseumsForum bietet neben der Ausstellung zur Computergeschichte auch Räume für Veranstaltungen sowie Führungen für Gruppen. Eine Führung vor dem Abendessen kommt bei IT-Teams erfahrungsgemäß gut an. Moderne Eventflächen im Umfeld des Technologieparks ergänzen das Angebot.',
    },
    {
      question: 'Kann man in Schloß Neuhaus feiern?',
      answer: 'Das Renaissanceschloss im Stadtteil Schloß Neuhaus mit seinem weitläufigen Park ist eine beliebte Kulisse für festliche Anlässe. Welche Räume und Gastronomiebetriebe im Umfeld für Firmenfeiern zur Verfügung stehen, prüfen wir für Sie. Die Anfahrt aus der Innenstadt dauert mit Bus oder Auto nur wenige Minuten.',
    },
    {
      question: 'Was kommt in Paderborn auf den Tisch?',
      answer: 'Westfälische Spezialitäten wie Grünkohl mit Mettwurst, Schinken und Pumpernickel oder Wild aus den Wäldern rund um Paderborn sind bei Weihnachtsfeiern beliebt. Dazu wird gern ein Pils aus der Region ausgeschenkt. Viele Restaurants bieten Menüs und Buffets speziell für Firmengruppen an.',
    },
    {
      question: 'Wann sollte man in Paderborn buchen?',
      answer: 'In Paderborn gibt es weniger große Säle als in den Metropolen, daher sind die beliebtesten Termine schnell vergeben. Für Feiern mit mehr als 80 Gästen empfehlen wir eine Anfrage bis Ende September. Kleinere Gruppen finden oft noch im Oktober passende Restaurants.',
    },
  ],
} satisfies City;
