import type { City } from '../types.ts';

export default {
  id: 'bonn',
  name: 'Bonn',
  displayName: 'Bonn',
  seoTitle: 'Weihnachtsfeier in Bonn: Locations am Rhein',
  metaDescription: 'Weihnachtsfeier in Bonn organisieren: Rheinschiff, Villa oder Brauhaus – wir vergleichen Angebote für Ihr Team. Kostenfrei anfragen, Antwort noch am selben Tag.',
  heroTitle: 'Weihnachtsfeier in Bonn mit Rheinblick',
  heroSubtitle: 'Vom Brauhaus in der Altstadt bis zur Villa am Rhein – wir finden die richtige Location für Ihre Feier in der Bundesstadt.',
  description: 'Als Beethovenstadt und Sitz zahlreicher Bundesbehörden und UN-Organisationen hat Bonn eine internationale und zugleich rheinisch-gesellige Atmosphäre. Für Weihnachtsfeiern locken Villen und Restaurants mit Rheinblick, Schiffe für winterliche Fahrten und gemütliche Brauhäuser rund um den Münsterplatz.',
  landmarks: ['Beethoven-Haus', 'Bonner Münster', 'Haus der Geschichte', 'Poppelsdorfer Schloss'],
  venueTypes: ['Rheinschiff', 'Villa am Rhein', 'Brauhaus', 'Konferenzzentrum'],
  businessCulture: 'Auch nach dem Umzug von Parlament und Regierung nach Berlin ist Bonn ein Verwaltungs- und Dienstleistungsstandort ersten Ranges. Mehrere Bundesministerien haben hier ihren ersten Dienstsitz, dazu kommen Behörden wie das Bundeskartellamt und das BSI. Auf dem UN-Campus arbeiten rund zwei Dutzend Organisationen der Vereinten Nationen, darunter das Klimasekretariat. Deutsche Telekom und DHL Group führen ihre Konzerne von Bonn aus, die Universität Bonn zählt zu den Exzellenzuniversitäten. Entsprechend vielfältig sind die Feiern: vom förmlichen Empfang mit Reden bis zum ausgelassenen Abend im Brauhaus. Behörden achten oft auf feste Budgetvorgaben, internationale Teams wünschen sich englischsprachige Begleitung und vegetarische Menüs.',
  accessibility: 'Der Flughafen Köln/Bonn liegt etwa 25 Kilometer entfernt, der Schnellbus SB60 bringt Sie vom Hauptbahnhof in rund einer halben Stunde dorthin. Bonn Hauptbahnhof bietet IC- und einige ICE-Verbindungen entlang des Rheins, die schnellen ICE-Züge der Strecke Köln–Frankfurt halten dagegen am Bahnhof Siegburg/Bonn, den die Stadtbahnlinie 66 anbindet. Wichtige Autobahnen sind die A565, die A555 Richtung Köln und die A562. Stadtbahn, Straßenbahn und Busse betreiben die Stadtwerke Bonn. Empfehlung: Für Gäste aus Köln fahren die Linien 16 und 18 durchgehend bis in die Kölner Innenstadt – ideal nach einer Feier in der Bonner City.',
  region: 'west',
  faq: [
    {
      question: 'Welcher Weihnachtsmarkt in Bonn eignet sich für einen Abstecher?',
      answer: 'Der Bonner Weihnachtsmarkt erstreckt sich über Münsterplatz, Marktplatz und angrenzende Straßen der Innenstadt. Viele Teams treffen sich dort auf einen Glühwein und ziehen dann in ein Restaurant in der Nähe. Auch Bad Godesberg hat einen eigenen, kleineren Markt.',
    },
    {
      question: 'Kann man im Winter auf einem Rheinschiff feiern?',
      answer: 'Ja, mehrere Reedereien bieten auch in der Adventszeit Charter- oder Abendfahrten an, häufig mit Buffet an Bord. Beliebt ist die Strecke Richtung Siebengebirge. Da die Zahl beheizter Schiffe begrenzt ist, empfehlen wir eine frühe Anfrage.',
    },
    {
      question: 'Was sollte man bei Feiern mit Behörden- oder UN-Teams beachten?',
      answer: 'Viele öffentliche Arbeitgeber haben feste Kostenobergrenzen pro Person und benötigen transparente Angebote. Internationale Teams legen Wert auf mehrsprachige Menükarten und Rücksicht auf unterschiedliche Ernährungsgewohnheiten. Wir stellen Angebote so zusammen, dass sie sich leicht vergleichen und abrechnen lassen.',
    },
    {
      question: 'Gibt es eine Bonner Spezialität für das Buffet?',
      answer: 'Zum rheinischen Abend gehören Sauerbraten, Reibekuchen mit Apfelmus und ein frisch gezapftes Bönnsch, das obergärige Bier der Stadt. Den Beethoven-Bezug können Sie mit einer kleinen Klavierbegleitung zum Dessert aufgreifen.',
    },
  ],
} satisfies City;
