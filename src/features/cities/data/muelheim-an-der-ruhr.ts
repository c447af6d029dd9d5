import type { City } from '../types.ts';

export default {
  id: 'muelheim-an-der-ruhr',
  name: 'Mülheim an der Ruhr',
  displayName: 'Mülheim an der Ruhr',
  seoTitle: 'Weihnachtsfeier in Mülheim an der Ruhr planen',
  metaDescription: 'Weihnachtsfeier in Mülheim an der Ruhr: Locations am Fluss, im Schloss oder im Grünen. Kostenlos anfragen, Rückmeldung innerhalb weniger Stunden.',
  heroTitle: 'Weihnachtsfeier an der Ruhr in Mülheim',
  heroSubtitle: 'Schloss, Wasserbahnhof oder Villa im Grünen: Wir finden die Location für Ihre Firmenfeier.',
  description: 'Mülheim an der Ruhr wirkt grüner und ruhiger als seine großen Nachbarn Essen und Duisburg. Die Ruhr fließt mitten durch die Stadt, an ihren Ufern liegen Schloß Broich, der Wasserbahnhof und die MüGa-Parklandschaft. Für Firmenfeiern heißt das: stilvolle Räume mit Flussblick, kurze Wege und eine entspannte Atmosphäre.',
  landmarks: ['Schloß Broich', 'Camera Obscura', 'Wasserbahnhof', 'Aquarius Wassermuseum'],
  venueTypes: ['Schloss-Location', 'Villa im Grünen', 'Restaurant an der Ruhr', 'Kulturzentrum'],
  businessCulture: 'Aldi Süd steuert von Mülheim aus sein Geschäft und unterhält hier einen großen Verwaltungscampus. Als Heimat der Unternehmerfamilien Thyssen und Stinnes hat die Stadt zudem eine lange Industriegeschichte, die weiterlebt: Siemens Energy fertigt Turbinen und Generatoren, Europipe produziert Großrohre für Pipelines. Forschung hat ebenfalls Gewicht, denn gleich zwei Max-Planck-Institute, für Kohlenforschung und für Chemische Energiekonversion, sowie die Hochschule Ruhr West sind hier ansässig. Das Spektrum reicht also vom Konzernbereich bis zum Labor. Gefragt sind häufig gediegene Abende mit Menü; bei größeren Verwaltungseinheiten kommen schnell 200 Gäste und mehr zusammen, und die meisten Termine liegen zwischen Ende November und Mitte Dezember.',
  accessibility: 'Mit rund 20 Kilometern Entfernung ist der Flughafen Düsseldorf schnell erreicht, auch per Regionalexpress oder S-Bahn. Mülheim (Ruhr) Hauptbahnhof liegt an der Strecke Duisburg–Essen; hier halten Regionalexpresszüge und die S-Bahn-Linien S 1 und S 3, ICE-Reisende steigen in Essen oder Duisburg um. Die A 40 quert das Stadtgebiet, im Süden führt die A 52 über die Ruhrtalbrücke bei Mintard. Die Ruhrbahn betreibt Busse, Straßenbahnen und die Stadtbahn U 18 nach Essen. Tipp: Weil die Ruhr die Stadt teilt, sollten Sie bei Locations in Broich oder Saarn die Verbindung vom Hauptbahnhof über den Fluss vorab heraussuchen und Ihren Gästen mitschicken.',
  region: 'west',
  faq: [
    {
      question: 'Kann man in Mülheim direkt an der Ruhr feiern?',
      answer: 'Ja, entlang des Flusses gibt es Restaurants und Veranstaltungsräume mit Blick aufs Wasser, etwa rund um den Wasserbahnhof auf der Schleuseninsel und in Saarn. Im Winter wirkt die beleuchtete Uferpromenade besonders stimmungsvoll. Für Gruppen ab etwa 60 Personen sollten Sie früh anfragen, da solche Räume begrenzt sind.',
    },
    {
      question: 'Eignet sich Schloß Broich für eine Firmenfeier?',
      answer: 'Das historische Schloß Broich gegenüber der Innenstadt wird regelmäßig für Veranstaltungen genutzt und bietet ein besonderes Ambiente für festliche Abende. Welche Räume im Dezember verfügbar sind, klären wir direkt mit dem Betreiber. Ganz in der Nähe liegt außerdem die Stadthalle, die sich für größere Gruppen eignet.',
    },
    {
      question: 'Welches Rahmenprogramm passt zu Mülheim?',
      answer: 'Die Camera Obscura im alten Wasserturm in der MüGa bietet einen ungewöhnlichen Blick auf die Stadt und ein Museum zur Vorgeschichte des Films. Alternativ bietet sich eine Führung im Aquarius Wassermuseum in Styrum an. Beides lässt sich gut am Nachmittag vor dem Essen einplanen.',
    },
    {
      question: 'Wie gelangen Gäste aus Essen oder Düsseldorf zurück?',
      answer: 'Vom Hauptbahnhof fahren S-Bahnen und Regionalzüge bis in den späten Abend nach Essen, Duisburg und Düsseldorf, nach Essen zusätzlich die Stadtbahn U 18. Nach Mitternacht wird das Angebot dünner, dann sind Taxi oder Shuttle die bequemere Lösung. Wir helfen gern bei der Organisation.',
    },
    {
      question: 'Was kostet eine Weihnachtsfeier in Mülheim an der Ruhr?',
      answer: 'Für ein Menü mit Getränkepauschale rechnen Sie je nach Location grob mit 60 bis 120 Euro pro Person. Exklusive Räume mit Flussblick oder Schlossambiente liegen eher im oberen Bereich. Mit unseren Vergleichsangeboten sehen Sie schnell, was in Ihr Budget passt.',
    },
  ],
} satisfies City;
