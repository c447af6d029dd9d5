import type { City } from '../types.ts';

export default {
  id: 'bergisch-gladbach',
  name: 'Bergisch Gladbach',
  displayName: 'Bergisch Gladbach',
  seoTitle: 'Weihnachtsfeier Bergisch Gladbach – Locations finden',
  metaDescription: 'Firmenweihnachtsfeier in Bergisch Gladbach: Schlosshotel, Landgasthof oder Villa im Grünen. Jetzt unverbindlich anfragen – Rückmeldung in wenigen Stunden.',
  heroTitle: 'Weihnachtsfeier im Grünen vor den Toren Kölns',
  heroSubtitle: 'In Bergisch Gladbach finden wir für Ihr Team stilvolle Häuser zwischen Schloss Bensberg, Refrath und den Wäldern des Bergischen Landes.',
  description: 'Bergisch Gladbach bietet, was in der Großstadt oft fehlt: Ruhe, Parkplätze und Häuser mit Charakter. Vom Barockschloss in Bensberg über historische Villen bis zum urigen Gasthof im Bergischen Land reicht die Auswahl, und Köln liegt trotzdem nur eine Stadtbahnfahrt entfernt.',
  landmarks: ['Schloss Bensberg', 'Rathaus Bensberg', 'Kunstmuseum Villa Zanders', 'Papiermühle Alte Dombach'],
  venueTypes: ['Schlosshotel', 'Bergischer Landgasthof', 'Historische Villa', 'Golfclub-Restaurant'],
  businessCulture: 'Die Kreisstadt des Rheinisch-Bergischen Kreises hat eine lange Tradition als Papierstadt, an die heute noch die Villa Zanders und das Industriemuseum in der Alten Dombach erinnern. Zu den größten Arbeitgebern zählt inzwischen das Biotechnologieunternehmen Miltenyi Biotec, außerdem hat der Lebensmittel- und Getränkehersteller Krüger hier seinen Sitz. Daneben prägen Handwerksbetriebe, Kanzleien, Arztpraxen und IT-Dienstleister das Bild, und viele Einwohner pendeln täglich nach Köln. Für Weihnachtsfeiern bedeutet das: Meist planen Teams mit 20 bis 80 Personen, die eine persönliche Atmosphäre schätzen. Häufig wird das Essen mit einer Winterwanderung oder einem Glühwein am Kamin verbunden, und viele Firmen wählen bewusst einen Termin unter der Woche.',
  accessibility: 'Vom Flughafen Köln/Bonn erreichen Sie Bergisch Gladbach mit dem Auto in rund 20 Minuten, Düsseldorf ist etwa eine Dreiviertelstunde entfernt. Die S-Bahn-Linie S11 endet am Bahnhof Bergisch Gladbach und verbindet die Stadt direkt mit Köln Hauptbahnhof, wo die ICE-Züge halten. Bensberg und Refrath sind über die Stadtbahnlinie 1 der KVB an die Kölner Innenstadt angeschlossen. Mit dem Auto kommen Sie über die A4 mit den Anschlussstellen Refrath, Bensberg und Moitzfeld an. Unser Rat: Viele Landgasthöfe liegen abseits der Schiene, ein Shuttle zur Stadtbahn oder direkt nach Köln erspart Ihren Gästen die Taxisuche.',
  region: 'west',
  faq: [
    {
      question: 'Kann man in Schloss Bensberg eine Weihnachtsfeier ausrichten?',
      answer: 'Das Grandhotel Schloss Bensberg ist ein Fünf-Sterne-Haus mit eigenen Veranstaltungsräumen und eignet sich für anspruchsvolle Feiern. Rechnen Sie dort mit einem gehobenen Budget und frühen Buchungsfristen. Falls Termin oder Preis nicht passen, prüfen wir gern Alternativen in der Umgebung.',
    },
    {
      question: 'Welche Küche ist im Bergischen Land typisch?',
      answer: 'Bekannt ist die Bergische Kaffeetafel mit Waffeln, Milchreis, Schwarzbrot und Kaffee aus der Dröppelminna. Für eine Weihnachtsfeier bieten sich außerdem deftige Gerichte wie Reibekuchen oder Wild aus den umliegenden Wäldern an.',
    },
    {
      question: 'Wie kommen unsere Gäste nach der Feier zurück nach Köln?',
      answer: 'Die Stadtbahnlinie 1 ab Bensberg und die S11 ab dem Bahnhof Bergisch Gladbach fahren bis in den späten Abend. Für Locations in den ländlichen Ortsteilen, etwa Herkenrath oder Moitzfeld, empfehlen wir einen Bus-Shuttle, den wir auf Wunsch gleich mit anfragen.',
    },
    {
      question: 'Für welche Gruppengrößen eignet sich Bergisch Gladbach?',
      answer: 'Am stärksten ist das Angebot für Gruppen zwischen 20 und 120 Personen in Hotels, Restaurants und Gasthöfen. Für größere Veranstaltungen kommen Säle wie das Bürgerhaus Bergischer Löwe in der Stadtmitte infrage.',
    },
  ],
} satisfies City;
