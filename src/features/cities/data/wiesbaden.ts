import type { City } from '../types.ts';

export default {
  id: 'wiesbaden',
  name: 'Wiesbaden',
  displayName: 'Wiesbaden',
  seoTitle: 'Weihnachtsfeier Wiesbaden – stilvolle Locations',
  metaDescription: 'Stilvolle Weihnachtsfeier in Wiesbaden: Wir finden Festsäle, Villen und Rheingauer Weingüter für Ihr Team. Kostenlos anfragen, Rückmeldung in wenigen Stunden.',
  heroTitle: 'Weihnachtsfeier in Wiesbaden mit Kurstadt-Flair',
  heroSubtitle: 'Eleganter Rahmen zwischen Kurhaus, Gründerzeitvillen und Rheingau – wir finden die Location für Ihre Firmenfeier.',
  description: 'Wiesbaden steht für Eleganz: Prachtstraßen aus der Gründerzeit, das Kurhaus und festliche Säle geben Firmenfeiern einen gehobenen Rahmen. Wer es ländlicher mag, fährt wenige Minuten in den Rheingau zu Weingütern mit Gutsausschank. Im Advent lockt der Sternschnuppenmarkt mit seinen blau-goldenen Lichtern in die Innenstadt.',
  landmarks: ['Kurhaus Wiesbaden', 'Marktkirche', 'Neroberg', 'Biebricher Schloss'],
  venueTypes: ['Festsaal', 'Gründerzeitvilla', 'Rheingauer Weingut', 'Sektkellerei'],
  businessCulture: 'In der hessischen Landeshauptstadt arbeiten auffallend viele Menschen für Behörden und Versicherungen. Das Bundeskriminalamt und das Statistische Bundesamt haben hier ihren Hauptsitz, ebenso die R+V Versicherung. Mit Henkell Freixenet in Biebrich sitzt einer der größten Sekthersteller der Welt in der Stadt, der Carbonspezialist SGL Carbon hat seine Zentrale ebenfalls hier. Ausgebildet wird an der Hochschule RheinMain, Tagungen finden im RheinMain CongressCenter statt. Die Nähe zu Frankfurt und die Tradition als Kurstadt prägen den Stil: Man legt Wert auf gepflegtes Ambiente, gutes Essen und passenden Wein. Neben mittelständischen Teams richten Versicherer und Behörden Feiern mit mehreren Hundert Gästen aus, bevorzugt an Donnerstagen und Freitagen Anfang Dezember.',
  accessibility: 'Zum Flughafen Frankfurt sind es rund 35 Kilometer; sowohl mit dem Auto als auch mit den S-Bahn-Linien S8 und S9 dauert die Fahrt etwa eine halbe Stunde. Am Wiesbadener Hauptbahnhof beginnen und enden ICE-Verbindungen, die Frankfurter Innenstadt ist per Regionalzug oder S-Bahn in 30 bis 45 Minuten erreichbar. Für Autofahrer sind die A66 nach Frankfurt, die A3 über das Wiesbadener Kreuz sowie die A643 und A671 Richtung Mainz die wichtigsten Routen. Eine Straßenbahn gibt es in Wiesbaden nicht, den Nahverkehr übernehmen die Busse von ESWE Verkehr. Nach späten Feiern sind Taxis oder ein Shuttle daher oft die komfortabelste Lösung.',
  region: 'weitere',
  faq: [
    {
      question: 'Was ist der Wiesbadener Sternschnuppenmarkt?',
      answer: 'So heißt der Weihnachtsmarkt rund um Schlossplatz und Marktkirche, bekannt für seine Dekoration mit blau-goldenen Lilien. Ein Treffen dort passt gut vor ein Essen in einer der nahen Locations. An den Wochenenden im Advent ist der Markt stark besucht.',
    },
    {
      question: 'Wie verbindet man eine Feier in Wiesbaden mit dem Rheingau?',
      answer: 'Der Rheingau mit Orten wie Eltville beginnt direkt westlich der Stadt. Viele Weingüter bieten Weinproben mit Menü in ihren Gutsschänken oder Kellern an. Ein gebuchter Bus bringt die Gruppe anschließend sicher zurück in die Innenstadt.',
    },
    {
      question: 'Welche Locations eignen sich für große Firmenfeiern in Wiesbaden?',
      answer: 'Für mehrere Hundert Gäste kommen vor allem die Säle des Kurhauses, das RheinMain CongressCenter und große Hotels in Frage. Diese Räume sind im Dezember früh belegt. Wir empfehlen für Großveranstaltungen eine Anfrage bereits im Frühjahr.',
    },
    {
      question: 'Mit welchem Budget sollten wir in Wiesbaden rechnen?',
      answer: 'Das Preisniveau liegt im Rhein-Main-Gebiet eher im oberen Bereich. Rechnen Sie für ein gehobenes Menü mit Getränken grob mit 80 bis 150 Euro pro Person, je nach Location. Gasthäuser und Weinstuben sind deutlich günstiger.',
    },
  ],
} satisfies City;
