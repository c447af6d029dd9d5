import type { City } from '../types.ts';

export default {
  id: 'wuerzburg',
  name: 'Würzburg',
  displayName: 'Würzburg',
  seoTitle: 'Weihnachtsfeier in Würzburg – Weinkeller & Locations',
  metaDescription: 'Weihnachtsfeier in Würzburg: Historische Weinkeller, Weinstuben und Mainschiffe – wir vergleichen passende Locations. Kostenlos anfragen, schnelle Antwort.',
  heroTitle: 'Weihnachtsfeier in Würzburg: zwischen Residenz und Weinkeller',
  heroSubtitle: 'Wir finden in Würzburg die passende Location für Ihre Firmenfeier und holen Angebote für Sie ein.',
  description: 'Würzburg ist Frankens Weinhauptstadt: Unter der Altstadt liegen jahrhundertealte Keller der großen Weingüter, in denen sich stilvoll feiern lässt. Dazu kommen gemütliche Weinstuben, Restaurants mit Blick auf die Festung Marienberg und Tagungshotels am Main. Die barocke Kulisse rund um die Residenz sorgt im Advent für eine besonders festliche Atmosphäre.',
  landmarks: ['Würzburger Residenz', 'Festung Marienberg', 'Alte Mainbrücke', 'Käppele'],
  venueTypes: ['Historischer Weinkeller', 'Weinstube', 'Mainschiff', 'Tagungshotel'],
  businessCulture: 'Würzburg ist Verwaltungs-, Hochschul- und Weinstadt. Die Julius-Maximilians-Universität mit ihrem Universitätsklinikum gehört zu den größten Arbeitgebern, hinzu kommt die Technische Hochschule Würzburg-Schweinfurt. Industriell steht Koenig & Bauer, einer der ältesten Druckmaschinenhersteller der Welt, für die Stadt; die Vogel Communications Group und der Modekonzern s.Oliver im nahen Rottendorf sind weitere bekannte Namen. Die Weingüter Juliusspital und Bürgerspital sowie der Staatliche Hofkeller prägen Gastronomie und Tourismus. Firmenfeiern finden deshalb gern in einem Weinkeller oder einer Weinstube statt, mit Silvaner aus dem Bocksbeutel. Typisch sind Gruppen von 20 bis 120 Personen und ein geselliger, fränkisch-herzlicher Ton.',
  accessibility: 'Der Frankfurter Flughafen liegt etwa 120 Kilometer westlich und ist mit dem ICE ohne Umstieg erreichbar; alternativ bietet sich der Nürnberger Flughafen an. Würzburg Hauptbahnhof ist ein wichtiger ICE-Knoten an der Schnellfahrstrecke Hannover–Würzburg, mit direkten Zügen nach Frankfurt, Nürnberg, München und Hamburg. Im Raum Würzburg treffen sich die A3, die A7 und die A81. Straßenbahnen und Busse der WVV erschließen Innenstadt und Stadtteile. Tipp: Die Festung und viele Weinlagen liegen am Hang, für ältere Gäste oder bei Glätte empfiehlt sich ein Shuttle.',
  region: 'sued',
  faq: [
    {
      question: 'Kann man in Würzburg in einem Weinkeller feiern?',
      answer: 'Ja, die großen Würzburger Weingüter wie der Staatliche Hofkeller, das Juliusspital und das Bürgerspital verfügen über historische Keller und Säle, die für Gruppen gebucht werden können. Oft lässt sich eine Kellerführung mit Weinprobe vorschalten. Die Räume sind gefragt, daher lohnt eine Anfrage bereits im Frühjahr.',
    },
    {
      question: 'Welcher Weihnachtsmarkt eignet sich in Würzburg als Treffpunkt?',
      answer: 'Der Würzburger Weihnachtsmarkt auf dem Marktplatz rund um die Marienkapelle ist zentral und von fast allen Altstadtlokalen schnell zu Fuß erreichbar. Ein Glühwein aus fränkischem Wein ist dort ein guter Auftakt für den Abend.',
    },
    {
      question: 'Was kommt in Würzburg auf den Tisch?',
      answer: 'Fränkische Küche mit Schäufele, Wildgerichten oder Karpfen, dazu Silvaner oder Müller-Thurgau aus der Region. Eine Würzburger Spezialität sind die Meefischli, kleine frittierte Mainfische, die sich gut als Vorspeise eignen. Zum Dessert passen Lebkuchen oder ein Bratapfel.',
    },
    {
      question: 'Wie kommen Gäste in Würzburg nach der Feier nach Hause?',
      answer: 'Die Straßenbahnen fahren bis in den späten Abend; informieren Sie Ihre Gäste vorab über die letzten Verbindungen. Für Teilnehmende aus den Landkreisen Würzburg, Kitzingen oder Main-Spessart empfehlen wir einen organisierten Shuttle. Den Transfer kalkulieren wir auf Wunsch im Angebot mit.',
    },
  ],
} satisfies City;
