import type { City } from '../types.ts';

export default {
  id: 'recklinghausen',
  name: 'Recklinghausen',
  displayName: 'Recklinghausen',
  seoTitle: 'Weihnachtsfeier Recklinghausen: Locations im Vest',
  metaDescription: 'Firmen-Weihnachtsfeier in Recklinghausen: Wir vergleichen Locations in Altstadt, Festspielhaus und Umgebung. Kostenlos anfragen – schnelle Rückmeldung.',
  heroTitle: 'Weihnachtsfeier in Recklinghausen, dem Herzen des Vests',
  heroSubtitle: 'Altstadtgasthaus, Festspielhaus oder historisches Hotel: Wir finden die Location für Ihr Team.',
  description: 'Recklinghausen überrascht viele Besucher mit einer mittelalterlich geprägten Altstadt innerhalb des Wallrings, die im Advent festlich beleuchtet ist. Bekannt ist die Stadt für die Ruhrfestspiele und ihr Festspielhaus im Stadtgarten. Die Lage am Nordrand des Ruhrgebiets macht sie für Teams aus dem Vest und dem südlichen Münsterland gut erreichbar.',
  landmarks: ['Ruhrfestspielhaus', 'Ikonen-Museum', 'Kunsthalle Recklinghausen', 'Rathaus Recklinghausen'],
  venueTypes: ['Altstadtgasthaus', 'Festspielhaus', 'Zechengebäude', 'Historisches Hotel'],
  businessCulture: 'Als Kreisstadt eines der bevölkerungsreichsten Landkreise Deutschlands ist Recklinghausen das Verwaltungszentrum des Vests: Kreisverwaltung, Gerichte, Krankenhäuser und Sozialversicherungsträger beschäftigen viele Menschen. Die Zechen sind längst stillgelegt, an ihre Stelle traten Gewerbeparks, Handwerk, Handel und Dienstleister. Der Chemiepark Marl und die Raffinerien in Gelsenkirchen liegen nah und prägen den regionalen Arbeitsmarkt mit. Die Westfälische Hochschule unterhält einen Campus in der Stadt. Für die Planung heißt das: Viele Anfragen kommen aus Behörden und dem Mittelstand, meist für 20 bis 80 Personen, und der Ton ist gesellig und unkompliziert. Gefeiert wird vor allem an Donnerstagen und Freitagen im Dezember.',
  accessibility: 'Nächstgelegene Flughäfen sind Dortmund, etwa 45 Kilometer östlich, und Düsseldorf in rund 65 Kilometern Entfernung. Recklinghausen Hauptbahnhof liegt an der Strecke von Wanne-Eickel nach Münster; Regionalexpresslinien fahren Richtung Münster, Gelsenkirchen, Essen und Düsseldorf, die S 2 über Herne nach Dortmund. Fernzüge erreicht man am schnellsten in Gelsenkirchen, Dortmund oder Münster. Am Kreuz Recklinghausen treffen A 2 und A 43 zusammen. Busse der Vestischen Straßenbahnen verbinden die Stadtteile mit den Nachbarstädten. Tipp: Für Gäste aus Marl, Herten oder Datteln ist ein gecharterter Bus oft praktischer als der abendliche Linienverkehr.',
  region: 'west',
  faq: [
    {
      question: 'Gibt es in Recklinghausen einen Weihnachtsmarkt für den Teamauftakt?',
      answer: 'Der Weihnachtsmarkt verteilt sich über mehrere Plätze der Altstadt, etwa den Altstadtmarkt und den Platz vor dem historischen Rathaus, wo in den vergangenen Jahren eine überdachte Eisbahn stand. Eine Runde Eisstockschießen im Team ist ein unterhaltsamer Auftakt, sofern das Angebot im jeweiligen Jahr besteht. Von dort sind viele Restaurants zu Fuß erreichbar.',
    },
    {
      question: 'Kann man im Ruhrfestspielhaus feiern?',
      answer: 'Das Ruhrfestspielhaus im Stadtgarten wird außerhalb der Festspielzeit im Mai und Juni auch für Kongresse, Tagungen und Firmenveranstaltungen genutzt. Die großzügigen Foyers eignen sich für Empfänge und Feiern mit vielen Gästen. Verfügbarkeit und Catering klären wir direkt mit dem Haus.',
    },
    {
      question: 'Welches Rahmenprogramm bietet sich in Recklinghausen an?',
      answer: 'Das Ikonen-Museum zeigt eine der bedeutendsten Sammlungen ostkirchlicher Kunst außerhalb der orthodoxen Länder und passt thematisch gut in die Weihnachtszeit. Wer lieber in die Sterne schaut, besucht die Sternwarte mit Planetarium am Stadtgarten. Beides lässt sich am späten Nachmittag vor dem Essen unterbringen.',
    },
    {
      question: 'Welche Budgets sind in Recklinghausen üblich?',
      answer: 'Im Vergleich zu Essen oder Düsseldorf sind die Preise oft moderat: Für ein Menü oder Buffet mit Getränken rechnen Sie grob mit 40 bis 80 Euro pro Person. Sonderlocations und exklusive Programme kosten mehr. Unsere Vergleichsangebote zeigen Ihnen die Spannbreite.',
    },
  ],
} satisfies City;
