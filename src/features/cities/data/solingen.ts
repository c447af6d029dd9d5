import type { City } from '../types.ts';

export default {
  id: 'solingen',
  name: 'Solingen',
  displayName: 'Solingen',
  seoTitle: 'Weihnachtsfeier Solingen: Locations in der Klingenstadt',
  metaDescription: 'Weihnachtsfeier in Solingen: Wir finden Locations von Schloss Burg bis Gräfrath und vergleichen Angebote. Kostenlos anfragen, Rückmeldung in wenigen Stunden.',
  heroTitle: 'Weihnachtsfeier in der Klingenstadt Solingen',
  heroSubtitle: 'Burgromantik, Fachwerk und Industriecharme: Wir finden die passende Location für Ihre Firmenfeier.',
  description: 'Solingen steht weltweit für Messer und Scheren, und diese Handwerkstradition spürt man bis heute. Für die Weihnachtsfeier bieten sich das Umfeld von Schloss Burg über der Wupper, der historische Marktplatz in Gräfrath oder umgebaute Schleifkotten an. Dazu kommen bergische Gasthöfe mit Kaffeetafel und kräftiger Küche.',
  landmarks: ['Schloss Burg', 'Deutsches Klingenmuseum', 'Marktplatz Gräfrath', 'Brückenpark Müngsten'],
  venueTypes: ['Burgrestaurant', 'Schleifkotten', 'Fachwerkgasthof', 'Fabrikloft'],
  businessCulture: 'Die Klingenindustrie ist Solingens Markenzeichen: Zwilling J. A. Henckels, Wüsthof und Böker fertigen hier Messer, Scheren und Bestecke, und die Herkunftsbezeichnung „Solingen“ ist gesetzlich geschützt. Daneben haben sich Oberflächentechnik, Automobilzulieferer und Werkzeugbau angesiedelt; der Modehändler Walbusch hat seinen Sitz in der Stadt. Die Wirtschaft ist überwiegend mittelständisch, viele Betriebe sind seit Generationen in Familienhand. Das prägt auch die Feiern: Man schätzt gutes Essen, eine persönliche Ansprache der Chefin oder des Chefs und Traditionen wie die Bergische Kaffeetafel. Die meisten Teams zählen 20 bis 120 Personen, gefeiert wird überwiegend in den ersten beiden Dezemberwochen.',
  accessibility: 'Zum Flughafen Düsseldorf sind es rund 30 Kilometer, über die A 3 dauert die Fahrt etwa eine halbe Stunde; Köln/Bonn liegt etwas weiter südlich. Solingen Hauptbahnhof im Stadtteil Ohligs ist ICE- und Intercity-Halt an der Strecke Köln–Wuppertal, außerdem enden hier die S 1 aus Dortmund und die S 7 aus Remscheid. Die A 3 verläuft westlich der Stadt, die A 46 streift sie im Norden. Im Stadtverkehr setzen die Stadtwerke Solingen neben Dieselbussen auf Oberleitungsbusse und betreiben damit das größte Obus-Netz Deutschlands. Tipp: Stadtteile wie Burg, Gräfrath und Ohligs liegen weit auseinander, planen Sie deshalb Shuttles statt Fußwege ein.',
  region: 'west',
  faq: [
    {
      question: 'Was ist eine Bergische Kaffeetafel?',
      answer: 'Die Bergische Kaffeetafel ist eine traditionelle Tafel mit Waffeln, heißen Kirschen, Milchreis, Schwarzbrot, Aufschnitt und Kaffee aus der „Dröppelminna“, einer bergischen Kaffeekanne mit Zapfhahn. Als Programmpunkt am Nachmittag oder als Ersatz für ein Dessertbuffet ist sie ein typisch bergisches Erlebnis. Viele Gasthöfe rund um Burg und Gräfrath bieten sie für Gruppen an.',
    },
    {
      question: 'Kann man eine Weihnachtsfeier auf Schloss Burg veranstalten?',
      answer: 'Schloss Burg an der Wupper wird für Veranstaltungen genutzt, und im Ortsteil Burg gibt es Restaurants, die Gruppen aufnehmen. Eine Führung durch die Burganlage passt gut als Rahmenprogramm. Da die Räume begrenzt sind, sollten Sie für Dezember früh anfragen.',
    },
    {
      question: 'Welche Locations in Solingen eignen sich für größere Belegschaften?',
      answer: 'Für 150 Gäste und mehr kommen Hotelsäle, Eventflächen in Gewerbegebieten und umgebaute Fabrikhallen infrage. Kleinere Teams feiern gern in Fachwerkgasthöfen oder historischen Schleifkotten. Wir stellen Ihnen passende Optionen mit Kapazität und Preisrahmen zusammen.',
    },
    {
      question: 'Wie kommen Gäste nach der Feier in Solingen nach Hause?',
      answer: 'Vom Hauptbahnhof in Ohligs fahren S-Bahnen nach Düsseldorf und Wuppertal sowie Fernzüge nach Köln. Zwischen den Stadtteilen verkehren Busse und Obusse, spätabends allerdings seltener. Für Locations in Burg oder Müngsten empfehlen wir einen Shuttle oder vorbestellte Taxis.',
    },
    {
      question: 'Wann beginnt in Solingen die Buchungssaison?',
      answer: 'Die ersten Anfragen für Dezember gehen bereits im Frühsommer ein, besonders für Schloss Burg und größere Säle. Wenn Sie einen Freitag oder Samstag wünschen, sollten Sie spätestens im September anfragen. Kleinere Restaurants haben oft noch bis Oktober Kapazitäten.',
    },
  ],
} satisfies City;
