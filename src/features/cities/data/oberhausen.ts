import type { City } from '../types.ts';

export default {
  id: 'oberhausen',
  name: 'Oberhausen',
  displayName: 'Oberhausen',
  seoTitle: 'Weihnachtsfeier Oberhausen: Locations an der Neuen Mitte',
  metaDescription: 'Weihnachtsfeier in Oberhausen: Locations rund um Gasometer, CentrO und Industriekultur. Kostenlos anfragen, Rückmeldung in wenigen Stunden.',
  heroTitle: 'Weihnachtsfeier in Oberhausen mit Industriekultur',
  heroSubtitle: 'Wir finden Ihre Location – von der Halle in der Neuen Mitte bis zum Restaurant an der Marina.',
  description: 'Oberhausen hat sich vom Stahlstandort zu einem Freizeit- und Veranstaltungsziel gewandelt. Rund um die Neue Mitte mit Gasometer, CentrO und Arena liegen Hotels, Restaurants und Eventflächen dicht beieinander, dazu kommen umgebaute Industriegebäude. Das macht die Stadt ideal für große Firmenfeiern mit Gästen aus dem ganzen Ruhrgebiet.',
  landmarks: ['Gasometer Oberhausen', 'Schloss Oberhausen mit Ludwiggalerie', 'CentrO', 'Theater Oberhausen'],
  venueTypes: ['Industriehalle', 'Arena-Lounge', 'Hotel in der Neuen Mitte', 'Restaurant an der Marina'],
  businessCulture: 'Über mehr als ein Jahrhundert prägten die Gutehoffnungshütte, Stahlwerke und Zechen Oberhausen, bis der Strukturwandel die Stadt in den 1990er-Jahren neu ausrichtete. Auf ehemaligem Industriegelände entstand die Neue Mitte, heute ein Magnet für Handel, Tourismus und Events. Industriell bleibt die Stadt dennoch aktiv: MAN Energy Solutions baut Turbomaschinen, OQ Chemicals betreibt das frühere Ruhrchemie-Werk, und Fraunhofer UMSICHT forscht zu Umwelt- und Energietechnik. Hinzu kommen Dienstleister, Handelsketten und Logistiker. Viele Betriebe arbeiten im Schichtsystem und pflegen einen direkten, unkomplizierten Umgangston. Gefragt sind deshalb oft gute Küche mit anschließender Party, und viele Firmen legen ihre Feier in die ersten beiden Dezemberwochen.',
  accessibility: 'Rund 25 Kilometer sind es bis zum Flughafen Düsseldorf, der per Regionalexpress ohne Umstieg erreichbar ist. Oberhausen Hauptbahnhof ist Halt der ICE-Verbindung Amsterdam–Frankfurt sowie zahlreicher Regionalzüge; zur Neuen Mitte gelangt man mit Straßenbahn oder Bus über eine eigene ÖPNV-Trasse. Das Autobahnkreuz Oberhausen verknüpft A 2, A 3 und A 516, außerdem führt die A 42 durch die Stadt. Den Nahverkehr betreibt die STOAG. Tipp: Finden in der Arena Konzerte statt oder lockt der Weihnachtsmarkt am CentrO viele Besucher, sind die Parkplätze abends stark belegt, eine Anreise mit Bahn oder Shuttle ist dann entspannter.',
  region: 'west',
  faq: [
    {
      question: 'Kann man den Weihnachtsmarkt am CentrO in die Feier einbinden?',
      answer: 'Der Weihnachtsmarkt am CentrO gehört zu den größten im Ruhrgebiet und liegt direkt neben vielen Locations der Neuen Mitte. Ein gemeinsamer Rundgang mit Glühwein ist ein einfacher Auftakt, bevor es zum Essen geht. An Wochenenden ist es voll, ein Termin unter der Woche ist für Gruppen angenehmer.',
    },
    {
      question: 'Lässt sich der Gasometer in eine Weihnachtsfeier einbinden?',
      answer: 'Der Gasometer ist vor allem als Ausstellungshalle bekannt; eine Führung durch die aktuelle Ausstellung und eine Fahrt mit dem Aufzug nach oben lassen sich gut ins Rahmenprogramm einbauen. Für das eigentliche Fest bieten sich nahe Hallen, Hotels und Restaurants an. Wir stimmen Führung und Dinner zeitlich für Sie ab.',
    },
    {
      question: 'Welche Gruppengrößen sind in Oberhausen gut machbar?',
      answer: 'Durch die vielen Hotels und Hallen in der Neuen Mitte sind auch Feiern mit 300 oder mehr Gästen gut realisierbar. Kleinere Teams finden in Sterkrade, Osterfeld oder Alt-Oberhausen gemütliche Restaurants. Wir schlagen Ihnen je nach Größe passende Räume vor.',
    },
    {
      question: 'Wie reisen Gäste aus dem Ruhrgebiet am besten an?',
      answer: 'Oberhausen Hbf ist von Duisburg, Essen und Düsseldorf per Regionalexpress schnell erreichbar; von dort fahren Straßenbahn und Busse in wenigen Minuten zur Neuen Mitte. Wer mit dem Auto kommt, profitiert von der Lage am Autobahnkreuz. Für späte Rückfahrten lohnt sich ein Shuttlebus zum Hauptbahnhof.',
    },
    {
      question: 'Was kostet eine Weihnachtsfeier in Oberhausen?',
      answer: 'Rechnen Sie grob mit 45 bis 90 Euro pro Person für Essen und Getränke, abhängig von Location, Menü und Dauer. Exklusive Hallen mit Technik und Programm kosten entsprechend mehr. Mit unseren Vergleichsangeboten sehen Sie die Unterschiede auf einen Blick.',
    },
  ],
} satisfies City;
