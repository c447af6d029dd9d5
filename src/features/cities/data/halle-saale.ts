import type { City } from '../types.ts';

export default {
  id: 'halle-saale',
  name: 'Halle',
  displayName: 'Halle (Saale)',
  seoTitle: 'Weihnachtsfeier in Halle: Räume, Menüs & Planung',
  metaDescription: 'Weihnachtsfeier in Halle (Saale) planen: Wir finden Gewölbekeller, Säle und Restaurants an der Saale. Jetzt gratis anfragen – Rückmeldung in wenigen Stunden.',
  heroTitle: 'Ihre Weihnachtsfeier in Halle an der Saale',
  heroSubtitle: 'Wir vergleichen Locations in der Händelstadt und schicken Ihnen passende Angebote für Ihr Team.',
  description: 'Halle punktet mit einer gut erhaltenen Altstadt, der Saale mit ihren Burgen und einer jungen, akademisch geprägten Szene. Für Weihnachtsfeiern gibt es Gewölbekeller, Säle in historischen Bauten und Restaurants am Fluss. Dank der S-Bahn nach Leipzig ist die Stadt auch für Teams aus der Nachbarstadt schnell erreichbar.',
  landmarks: ['Roter Turm', 'Franckesche Stiftungen', 'Kunstmuseum Moritzburg', 'Burg Giebichenstein'],
  venueTypes: ['Gewölbekeller', 'Restaurant an der Saale', 'Historischer Saal', 'Loft im Altbau'],
  businessCulture: 'Mit der Martin-Luther-Universität Halle-Wittenberg, der Kunsthochschule Burg Giebichenstein und der Leopoldina als Nationaler Akademie der Wissenschaften ist Halle vor allem Wissenschaftsstandort. Auf dem Weinberg Campus arbeiten Max-Planck- und Fraunhofer-Institute Tür an Tür mit jungen Technologiefirmen. Wirtschaftlich profitiert die Stadt vom mitteldeutschen Chemiedreieck mit Standorten wie Leuna und Schkopau sowie von der Logistik rund um den Flughafen Leipzig/Halle. Bekannt ist zudem die Halloren Schokoladenfabrik, die älteste noch produzierende Schokoladenfabrik Deutschlands. Entsprechend vielfältig sind die Feiern: Institute und Lehrstühle organisieren oft kleine, preisbewusste Runden, während Industrie- und Logistikbetriebe größere Abende für Schichtteams ausrichten.',
  accessibility: 'Nur etwa 20 Kilometer trennen Halle vom Flughafen Leipzig/Halle, den Züge in rund einer Viertelstunde erreichen. Der Hauptbahnhof Halle (Saale) ist ein bedeutender ICE-Knoten auf den Achsen Berlin–München und Richtung Erfurt und Frankfurt; Leipzig liegt mit ICE oder S-Bahn Mitteldeutschland nur 20 bis 40 Minuten entfernt. Im Straßennetz sind A14, A9 und A38 die wichtigsten Verbindungen. Innerhalb der Stadt fahren die Straßenbahnen der Halleschen Verkehrs-AG (HAVAG) dicht getaktet. Wenn Ihre Gäste in Leipzig wohnen, prüfen Sie vorab die letzte S-Bahn in Richtung Leipzig oder organisieren Sie einen Rücktransport.',
  region: 'ost',
  faq: [
    {
      question: 'Wo ist in Halle im Advent am meisten los?',
      answer: 'Der Weihnachtsmarkt auf dem Marktplatz rund um den Roten Turm und das Händel-Denkmal ist der zentrale Treffpunkt. Viele Teams treffen sich dort zu einem Glühwein, bevor sie in eine Location in der Altstadt weiterziehen. Die kurzen Wege in der Innenstadt machen das auch für größere Gruppen einfach.',
    },
    {
      question: 'Können wir Halloren-Schokolade in die Feier einbinden?',
      answer: 'Halloren-Kugeln sind ein beliebtes regionales Gastgeschenk und passen gut auf den Dessertteller. Die Schokoladenfabrik betreibt zudem ein Schokoladenmuseum, das sich für ein kurzes Vorprogramm eignen kann. Ob Gruppenbesuche am Wunschtermin möglich sind, klären wir gern für Sie.',
    },
    {
      question: 'Wie kommen Gäste aus Leipzig nach der Feier nach Hause?',
      answer: 'Zwischen Halle und Leipzig fahren S-Bahnen und Regionalzüge bis in den späten Abend. Für Feiern, die länger dauern, lohnt sich ein gecharterter Bus, der die Gruppe gesammelt zurückbringt. Alternativ können Sie Zimmer in einem Hotel in der Innenstadt reservieren.',
    },
    {
      question: 'Für welche Gruppengrößen hat Halle passende Räume?',
      answer: 'Kleine Runden von 15 bis 40 Personen finden in Gewölbekellern und Restaurants der Altstadt reichlich Auswahl. Für 100 Gäste und mehr kommen größere Hotels, Veranstaltungssäle und umgebaute Industriegebäude in Betracht. Nennen Sie uns einfach Ihre Teilnehmerzahl, wir filtern die Angebote entsprechend.',
    },
  ],
} satisfies City;
