import type { City } from '../types.ts';

export default {
  id: 'freiburg-im-breisgau',
  name: 'Freiburg',
  displayName: 'Freiburg im Breisgau',
  seoTitle: 'Weihnachtsfeier Freiburg – Locations im Breisgau',
  metaDescription: 'Weihnachtsfeier in Freiburg im Breisgau: Weinstube, Schwarzwaldhütte oder Festsaal? Wir vergleichen Angebote für Sie. Kostenlos anfragen, rasche Antwort.',
  heroTitle: 'Weihnachtsfeier in Freiburg zwischen Münster und Schwarzwald',
  heroSubtitle: 'Wir finden für Ihr Team die passende Location in Freiburg und im Umland – mit badischer Gastlichkeit.',
  description: 'Freiburg lebt von badischer Lebensart: gute Weine, ehrliche Küche und eine Altstadt mit Bächle und Münsterplatz. Für Firmen bieten sich historische Säle, urige Weinstuben oder eine Hütte im nahen Schwarzwald an, die per Shuttle schnell erreichbar ist. So lassen sich Stadtabend und Naturerlebnis an einem Tag verbinden.',
  landmarks: ['Freiburger Münster', 'Schlossberg', 'Martinstor', 'Historisches Kaufhaus'],
  venueTypes: ['Weinstube', 'Historischer Festsaal', 'Schwarzwaldhütte', 'Brauereigaststätte'],
  businessCulture: 'Größter Arbeitgeber der Stadt ist das Universitätsklinikum, eng verbunden mit der Albert-Ludwigs-Universität, einer der ältesten Hochschulen Deutschlands. Freiburg hat sich zudem als Zentrum der Solar- und Umweltforschung einen Namen gemacht, allen voran mit dem Fraunhofer-Institut für Solare Energiesysteme. Software und Fachinformation sind mit der Haufe Group vertreten, und der Pharmakonzern Pfizer betreibt hier ein großes Werk. Die Nähe zur Schweiz und zu Frankreich sorgt für viele grenzüberschreitende Geschäftsbeziehungen und Pendler. Weihnachtsfeiern fallen in Freiburg oft etwas entspannter aus: Man schätzt regionale, nachhaltige Küche und guten Wein mehr als ein großes Showprogramm. Typisch sind Gruppen zwischen 20 und 120 Personen.',
  accessibility: 'Nächster Flughafen ist der EuroAirport Basel-Mulhouse-Freiburg, rund 65 Kilometer südlich und mit dem Auto in knapp einer Stunde erreichbar; auch Zürich oder der Baden-Airpark kommen infrage. Der Hauptbahnhof Freiburg (Breisgau) liegt an der Rheintalbahn, ICE-Züge fahren ohne Umstieg nach Basel, Frankfurt, Köln und Berlin. Westlich der Stadt verläuft die A5 Karlsruhe–Basel. Die Freiburger Verkehrs AG betreibt ein gut ausgebautes Straßenbahnnetz bis in die äußeren Stadtteile. Planen Sie für eine Hüttenfeier im Schwarzwald unbedingt einen Bus ein, da Bergstraßen im Winter verschneit sein können.',
  region: 'sued',
  faq: [
    {
      question: 'Kann man die Weihnachtsfeier in Freiburg mit dem Weihnachtsmarkt verbinden?',
      answer: 'Der Freiburger Weihnachtsmarkt verteilt sich über Rathausplatz, Kartoffelmarkt und umliegende Straßen der Altstadt und öffnet in der Regel Ende November. Er eignet sich gut als Treffpunkt vor dem Essen, da viele Restaurants nur wenige Gehminuten entfernt liegen.',
    },
    {
      question: 'Wie organisiert man eine Feier auf einer Schwarzwaldhütte bei Freiburg?',
      answer: 'Viele Hütten und Gasthöfe am Schauinsland oder im Dreisamtal liegen nur 30 bis 45 Minuten von der Innenstadt entfernt. Wir empfehlen einen gemieteten Bus mit Rückfahrt zu einer festen Uhrzeit, denn Taxis sind nachts auf dem Land schwer zu bekommen. Winterausrüstung sollte das Busunternehmen selbstverständlich an Bord haben.',
    },
    {
      question: 'Welche Speisen und Weine sind in Freiburg typisch?',
      answer: 'Badische Küche mit Schäufele, Flammkuchen, Wild aus dem Schwarzwald und Schwarzwälder Kirschtorte kommt bei fast allen Gästen gut an. Dazu gehören Weine vom Kaiserstuhl, vom Tuniberg oder aus dem Markgräflerland, etwa Spätburgunder oder Grauburgunder. Viele Gastgeber legen Wert auf regionale Zutaten.',
    },
    {
      question: 'Wann ist in Freiburg die beste Zeit zum Buchen?',
      answer: 'Die Altstadt hat viele kleine, aber nur wenige sehr große Säle, daher sind größere Räume früh vergeben. Für Gruppen über 100 Personen empfehlen wir eine Anfrage bis Ende Juli. Kleinere Weinstuben sind oft noch im Oktober verfügbar, vor allem unter der Woche.',
    },
  ],
} satisfies City;
