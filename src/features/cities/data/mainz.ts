import type { City } from '../types.ts';

export default {
  id: 'mainz',
  name: 'Mainz',
  displayName: 'Mainz',
  seoTitle: 'Weihnachtsfeier in Mainz: Wein, Rhein & Locations',
  metaDescription: 'Weihnachtsfeier in Mainz: Wir finden Weinstuben, Gewölbekeller und Weingüter für Ihr Team und vergleichen Angebote. Kostenlos anfragen, Antwort in Stunden.',
  heroTitle: 'Weihnachtsfeier in Mainz mit rheinhessischem Wein',
  heroSubtitle: 'Von der gemütlichen Weinstube in der Altstadt bis zum Weingut vor den Toren der Stadt – wir finden Ihre Location.',
  description: 'In Mainz gehören Wein und Geselligkeit einfach dazu: Die Altstadt rund um den Dom ist voller Weinstuben, und die Weingüter Rheinhessens liegen direkt vor der Tür. Für Firmenfeiern stehen historische Gewölbe, Säle mit Rheinblick und Weingüter mit eigenen Festräumen bereit. Der Weihnachtsmarkt am Dom rundet den Abend ab.',
  landmarks: ['Mainzer Dom', 'Gutenberg-Museum', 'St. Stephan', 'Zitadelle Mainz'],
  venueTypes: ['Weinstube', 'Gewölbekeller', 'Saal mit Rheinblick', 'Weingut in Rheinhessen'],
  businessCulture: 'Die rheinland-pfälzische Landeshauptstadt ist Medienstadt, Wissenschaftsstandort und Weinmetropole zugleich. Auf dem Lerchenberg hat das ZDF seinen Sitz, der SWR betreibt hier sein Landesfunkhaus. International bekannt wurde Mainz zuletzt durch BioNTech, das am Standort forscht und seinen Hauptsitz hat; der Spezialglashersteller Schott ist ein weiterer großer Arbeitgeber, Boehringer Ingelheim liegt gleich nebenan. Die Johannes Gutenberg-Universität mit der Universitätsmedizin und die Hochschule Mainz bringen viele Akademiker in die Stadt. Mit Rheinhessen beginnt am Stadtrand das größte Weinbaugebiet Deutschlands. Weihnachtsfeiern sind hier gesellig und oft weinlastig. Weil am 11.11. die Fastnachtskampagne beginnt, kennt man sich mit Festen aus, und der Dezember ist entsprechend dicht gebucht.',
  accessibility: 'Vom Frankfurter Flughafen sind es nur gut 25 Kilometer: Die S-Bahn-Linie S8 fährt ohne Umstieg in rund 25 Minuten zum Mainzer Hauptbahnhof. Dieser ist an ICE- und IC-Linien entlang des Rheins angebunden, etwa nach Köln, Koblenz und Mannheim. Rund um die Stadt verläuft der Mainzer Autobahnring mit A60 und A643, dazu kommt die A63 Richtung Kaiserslautern. Im Stadtgebiet fahren Straßenbahnen und Busse der Mainzer Mobilität; Wiesbaden erreichen Sie mit der S-Bahn über die Rheinbrücke in wenigen Minuten. Da viele Locations in der verwinkelten Altstadt liegen, sind Taxis und ÖPNV dem eigenen Auto klar vorzuziehen.',
  region: 'weitere',
  faq: [
    {
      question: 'Wie lässt sich der Mainzer Weihnachtsmarkt einbinden?',
      answer: 'Der Weihnachtsmarkt rund um Dom und Marktplatz mit der großen Weihnachtspyramide ist ein idealer Treffpunkt vor dem Essen. Viele Weinstuben liegen nur wenige Schritte entfernt. Für größere Gruppen empfiehlt sich ein fester Treffpunkt, da es abends sehr voll wird.',
    },
    {
      question: 'Kann man eine Weinprobe mit der Weihnachtsfeier verbinden?',
      answer: 'Ja, das ist in Mainz besonders beliebt. Viele rheinhessische Weingüter im Umland bieten Proben mit anschließendem Menü an, teils mit Bustransfer aus der Stadt. Alternativ kommt ein Winzer mit seinen Weinen direkt in Ihre Location.',
    },
    {
      question: 'Welche Mainzer Spezialitäten passen aufs Buffet?',
      answer: 'Typisch sind Spundekäs mit Brezeln, Weck, Worscht un Woi sowie herzhafte Hausmannskost aus Rheinhessen. Im Advent ergänzen viele Küchen Gans oder Wild. Dazu gehören selbstverständlich regionale Weine und Sekt.',
    },
    {
      question: 'Wie früh sollte man in Mainz buchen?',
      answer: 'Beliebte Weinstuben und Gewölbe in der Altstadt sind oft schon im Sommer für die Dezemberfreitage vergeben. Rechnen Sie mit mindestens drei Monaten Vorlauf. Wer flexibel ist, findet an Wochentagen oder Ende November leichter freie Räume.',
    },
  ],
} satisfies City;
