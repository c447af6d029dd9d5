import type { City } from '../types.ts';

export default {
  id: 'leverkusen',
  name: 'Leverkusen',
  displayName: 'Leverkusen',
  seoTitle: 'Weihnachtsfeier Leverkusen: Firmenfeier-Locations finden',
  metaDescription: 'Sie planen eine Weihnachtsfeier in Leverkusen? Wir vergleichen Locations in Wiesdorf, Opladen und Schlebusch für Sie – kostenlos und mit schneller Antwort.',
  heroTitle: 'Firmen-Weihnachtsfeier in Leverkusen planen',
  heroSubtitle: 'Zwischen Köln und Düsseldorf gelegen, bietet Leverkusen kurze Wege und Locations mit Stadion-, Park- und Industrieflair.',
  description: 'Leverkusen liegt genau zwischen Köln und Düsseldorf, sodass Teams aus dem ganzen Rheinland schnell anreisen. Für die Weihnachtsfeier bieten sich die Logen der BayArena, Restaurants am Rheinufer in Hitdorf und gemütliche Gaststätten in Opladen an. Wer es ruhiger mag, feiert im Grünen rund um Schloss Morsbroich.',
  landmarks: ['BayArena', 'Japanischer Garten', 'Schloss Morsbroich', 'Freudenthaler Sensenhammer'],
  venueTypes: ['Stadion-Lounge', 'Industriedenkmal', 'Restaurant am Rhein', 'Bergische Gaststätte'],
  businessCulture: 'Ohne Bayer gäbe es Leverkusen in seiner heutigen Form kaum: Der Konzern hat hier seinen Hauptsitz, der von Currenta betriebene Chempark gehört zu den größten Chemiestandorten Europas, und auch Covestro wird von Leverkusen aus geführt. Hinzu kommen Lanxess-Betriebe, Zulieferer, Labordienstleister und Logistikfirmen. Viele Belegschaften sind international und fachlich hoch spezialisiert, Englisch gehört in manchen Abteilungen zum Alltag. Weihnachtsfeiern reichen vom Abteilungsessen mit 15 Personen bis zum Fest für mehrere hundert Beschäftigte. Wer im Schichtbetrieb arbeitet, bietet oft zwei Termine an, damit alle Kolleginnen und Kollegen teilnehmen können. Der Bundesligist Bayer 04 sorgt zusätzlich für eine sportliche Note im Stadtbild.',
  accessibility: 'Zum Flughafen Köln/Bonn sind es etwa 25 Kilometer, nach Düsseldorf rund 35 Kilometer. Leverkusen Mitte ist Halt der S 6 sowie der RRX-Linien RE 1 und RE 5 zwischen Köln und Düsseldorf, in Opladen halten Regionalzüge Richtung Köln, Solingen und Wuppertal. Fernreisende steigen in Köln Hbf oder Köln Messe/Deutz in den ICE um, die Fahrt dorthin dauert nur wenige Minuten. Die Stadt ist ein Autobahnknoten: A 1, A 3 und A 59 treffen hier zusammen, unter anderem am Leverkusener Kreuz. Den Busverkehr übernimmt die wupsi. Tipp: An der Rheinbrücke der A 1 staut es sich im Berufsverkehr oft, planen Sie für Gäste aus Köln daher Puffer ein.',
  region: 'west',
  faq: [
    {
      question: 'Kann man eine Weihnachtsfeier in der BayArena ausrichten?',
      answer: 'Die BayArena verfügt über Logen und Businessbereiche, die auch für Firmenveranstaltungen genutzt werden. Im Dezember sind die Heimspiele von Bayer 04 zu beachten, weshalb feste Termine früh geklärt werden sollten. Wir fragen Verfügbarkeit und Pakete für Sie an.',
    },
    {
      question: 'Welche Stadtteile in Leverkusen bieten sich für eine gemütliche Feier an?',
      answer: 'Opladen mit seinen vielen Gaststätten eignet sich für Teams, die nach dem Essen noch weiterziehen möchten. Schlebusch und Bergisch Neukirchen haben einen ländlicheren Charakter mit Landgasthöfen. Rund um Wiesdorf finden Sie eher moderne Tagungs- und Eventflächen.',
    },
    {
      question: 'Wie groß sind typische Weihnachtsfeiern in Leverkusen?',
      answer: 'Durch die vielen Chemie- und Pharmaunternehmen ist die Spanne groß: Abteilungen feiern oft mit 20 bis 50 Personen, Standortfeiern umfassen mehrere hundert Gäste. Für sehr große Gruppen kommen neben Leverkusener Hallen auch Locations in Köln oder Düsseldorf in Betracht. Wir vergleichen Angebote aus der ganzen Region.',
    },
    {
      question: 'Welches Rahmenprogramm passt zu Leverkusen?',
      answer: 'Eine Kunstführung im Museum Morsbroich oder ein Besuch im Industriemuseum Freudenthaler Sensenhammer bringt Abwechslung vor dem Abendessen. Fußballbegeisterte Teams buchen gern eine Stadionführung in der BayArena. Die Zeiten stimmen wir mit Ihrer Location ab.',
    },
    {
      question: 'Wie kommen Gäste nach der Feier nach Köln oder Düsseldorf?',
      answer: 'S 6, RE 1 und RE 5 verbinden Leverkusen Mitte in beide Richtungen, ab Opladen fahren Regionalzüge nach Köln und Wuppertal. Bei großen Gruppen empfiehlt sich ein Shuttlebus, besonders wenn die Location abseits der Bahnhöfe in Schlebusch oder Hitdorf liegt. Taxis sollten Sie für den späten Abend vorbestellen.',
    },
  ],
} satisfies City;
