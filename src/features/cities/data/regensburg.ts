import type { City } from '../types.ts';

export default {
  id: 'regensburg',
  name: 'Regensburg',
  displayName: 'Regensburg',
  seoTitle: 'Weihnachtsfeier Regensburg: Locations an der Donau',
  metaDescription: 'Weihnachtsfeier in Regensburg: Gewölbekeller, Patrizierhaus oder Brauereigaststätte? Wir finden die Location und vergleichen Angebote. Gratis anfragen.',
  heroTitle: 'Weihnachtsfeier in Regensburg: Altstadtflair an der Donau',
  heroSubtitle: 'Wir suchen für Ihr Team die passende Location in der Welterbestadt Regensburg.',
  description: 'Die Regensburger Altstadt mit Stadtamhof gehört zum UNESCO-Welterbe und verbirgt hinter mittelalterlichen Fassaden zahlreiche Gewölbekeller, Patrizierhäuser und Brauereigaststätten. Für größere Gruppen stehen moderne Tagungshotels und das Marinaforum im früheren Schlachthof bereit. Im Advent, wenn gleich mehrere Weihnachtsmärkte die Gassen füllen, ist die Stimmung einzigartig.',
  landmarks: ['Steinerne Brücke', 'Dom St. Peter', 'Altes Rathaus', 'Schloss Thurn und Taxis'],
  venueTypes: ['Gewölbekeller', 'Patrizierhaus', 'Brauereigaststätte', 'Tagungshotel'],
  businessCulture: 'Regensburg gehört zu den wirtschaftlich dynamischsten Städten Bayerns. Im BMW-Werk laufen täglich Hunderte Fahrzeuge vom Band, Infineon und ams OSRAM fertigen Halbleiter und Leuchtdioden, und mit Continental und weiteren Zulieferern ist die Automobilelektronik stark vertreten. Die Maschinenfabrik Reinhausen und Krones im benachbarten Neutraubling stehen für den Maschinenbau. Universität, Ostbayerische Technische Hochschule und Universitätsklinikum bringen Zehntausende Studierende und Beschäftigte in die Stadt. Weihnachtsfeiern reichen daher vom kleinen Ingenieurteam bis zur Werksfeier. Viele Unternehmen setzen bewusst auf die historische Kulisse der Altstadt, entsprechend begehrt sind Termine an den Dezemberwochenenden.',
  accessibility: 'Der Flughafen München ist rund 100 Kilometer entfernt und mit dem Auto in gut einer Stunde erreichbar; alternativ kommt der Nürnberger Flughafen infrage. Regensburg Hauptbahnhof liegt an der ICE-Strecke von Frankfurt und Nürnberg nach Passau und Wien, nach München fahren Regionalexpresszüge in etwa eineinhalb Stunden. Am Stadtrand kreuzen sich die A3 und die A93. Den Nahverkehr übernehmen Busse im Regensburger Verkehrsverbund RVV, eine Straßenbahn gibt es nicht. Unser Tipp: Die Altstadt ist weitgehend verkehrsberuhigt, nutzen Sie die Parkhäuser am Rand und bestellen Sie für die späte Heimfahrt rechtzeitig Taxis.',
  region: 'sued',
  faq: [
    {
      question: 'Welche Weihnachtsmärkte gibt es in Regensburg?',
      answer: 'Bekannt ist vor allem der Romantische Weihnachtsmarkt im Schloss Thurn und Taxis, der Eintritt kostet und sich gut als Gruppenerlebnis eignet. Daneben gibt es den Christkindlmarkt auf dem Neupfarrplatz und den kleinen Lucrezia-Markt am Haidplatz. Alle liegen nahe an zahlreichen Restaurants der Altstadt.',
    },
    {
      question: 'Was isst man in Regensburg zur Weihnachtsfeier?',
      answer: 'Typisch sind bayerische Gerichte wie Schweinebraten mit Knödel oder Gans, dazu Bier aus Regensburger Brauereien wie Bischofshof oder Kneitinger. Eine Besonderheit sind die kleinen Bratwürste der Historischen Wurstkuchl an der Steinernen Brücke mit ihrem eigenen Senf. Ein Bratwurst-Imbiss dort eignet sich auch als Auftakt vor dem Abend.',
    },
    {
      question: 'Wie lange im Voraus sollte man in Regensburg buchen?',
      answer: 'Wegen der Weihnachtsmärkte und vieler Tagesgäste sind Restaurants in der Altstadt an Adventswochenenden früh ausgebucht. Für Gruppen über 50 Personen empfehlen wir eine Anfrage bis zum Sommer. Unter der Woche sind die Chancen auch im Herbst noch gut.',
    },
    {
      question: 'Welche Locations eignen sich in Regensburg für große Teams?',
      answer: 'Für Feiern mit mehreren hundert Gästen kommen das Marinaforum im Stadtosten, ein denkmalgeschützter ehemaliger Schlachthof, und die Säle großer Hotels infrage. In der Altstadt selbst sind die Räume meist kleiner, dafür besonders stimmungsvoll. Wir stellen Ihnen passende Optionen gegenüber.',
    },
  ],
} satisfies City;
