import type { City } from '../types.ts';

export default {
  id: 'nuernberg',
  name: 'Nürnberg',
  displayName: 'Nürnberg',
  seoTitle: 'Weihnachtsfeier in Nürnberg – Location & Planung',
  metaDescription: 'Weihnachtsfeier in Nürnberg: Gewölbekeller, Bratwursthaus oder Industrieloft? Wir vergleichen Angebote für Ihr Team. Kostenlos anfragen, schnelle Rückmeldung.',
  heroTitle: 'Weihnachtsfeier in Nürnberg, der Stadt des Christkindlesmarkts',
  heroSubtitle: 'Wir finden für Ihr Team die passende Location in Nürnberg, von der Altstadt bis zum Messezentrum.',
  description: 'Wenn im Advent der Duft von Lebkuchen und Rostbratwürsten durch die Gassen zieht, ist Nürnberg ein besonders stimmungsvoller Ort für Firmenfeiern. Unter der Kaiserburg laden historische Gewölbekeller und Wirtshäuser ein, im Westen der Stadt etwa auf dem früheren AEG-Gelände moderne Hallen und Lofts. Auch für große Gruppen gibt es passende Räume.',
  landmarks: ['Kaiserburg', 'Hauptmarkt mit Schönem Brunnen', 'Germanisches Nationalmuseum', 'Albrecht-Dürer-Haus'],
  venueTypes: ['Historischer Gewölbekeller', 'Bratwursthaus', 'Industrieloft', 'Tagungshotel'],
  businessCulture: 'Nürnberg ist das Wirtschaftszentrum Frankens und einer der großen Messeplätze Deutschlands: Die NürnbergMesse richtet Leitmessen wie die Spielwarenmesse, die BIOFACH, die embedded world und die it-sa aus. Siemens ist mit mehreren Standorten vertreten, DATEV und die Nürnberger Versicherung haben hier ihren Sitz, ebenso die Bundesagentur für Arbeit und das Bundesamt für Migration und Flüchtlinge. Im nahen Herzogenaurach sitzen adidas, Puma und Schaeffler. Neben der Technischen Hochschule Georg Simon Ohm und der FAU prägt die junge Technische Universität Nürnberg den Wissenschaftsstandort. Für Weihnachtsfeiern bedeutet das eine große Bandbreite, vom Agenturteam bis zur Konzernabteilung, und wegen des Christkindlesmarkts eine stark ausgelastete Gastronomie im Advent.',
  accessibility: 'Der Albrecht Dürer Airport liegt nur rund fünf Kilometer nördlich der Innenstadt, die U2 fährt in etwa zwölf Minuten zum Hauptbahnhof. Nürnberg Hauptbahnhof ist ein zentraler ICE-Knoten; München erreicht man über die Schnellfahrstrecke in gut einer Stunde, Berlin in rund drei Stunden. Rund um die Stadt verlaufen A3, A6, A9 und A73. Die VAG betreibt U-Bahn, Straßenbahn und Busse, dazu kommt die S-Bahn Nürnberg im Verbund VGN. Praktisch für lange Abende: In den Nächten auf Samstag und Sonntag fahren die U-Bahnen durchgehend, ergänzt durch die NightLiner-Busse.',
  region: 'sued',
  faq: [
    {
      question: 'Wie wirkt sich der Christkindlesmarkt auf die Planung in Nürnberg aus?',
      answer: 'Während des Christkindlesmarkts ab Ende November ist die Altstadt sehr voll, Hotels und Restaurants sind stark gebucht. Reservieren Sie daher möglichst bis zum Frühsommer, besonders für Freitage und Samstage. Ein Bummel über den Markt am Hauptmarkt lässt sich gut mit dem Abendessen verbinden, wenn die Location in Gehweite liegt.',
    },
    {
      question: 'Welche fränkischen Spezialitäten gehören zu einer Nürnberger Weihnachtsfeier?',
      answer: 'Nürnberger Rostbratwürste mit Sauerkraut, Schäufele mit Kloß und zum Nachtisch Elisenlebkuchen sind die Klassiker. Dazu passen Biere aus fränkischen Brauereien oder ein Glühwein. Für Gruppen lassen sich auch Bratwurst-Buffets oder Menüs mit fränkischem Karpfen organisieren.',
    },
    {
      question: 'Wo feiern große Gruppen in Nürnberg?',
      answer: 'Für mehrere hundert Gäste eignen sich Säle in großen Hotels, Räume im Messezentrum oder umgebaute Industriehallen. Wichtig ist die Anbindung an U-Bahn oder Straßenbahn, damit Gäste ohne Auto anreisen können. Wir prüfen die Optionen passend zu Ihrem Budget.',
    },
    {
      question: 'Lässt sich ein Rahmenprogramm in der Altstadt einbauen?',
      answer: 'Beliebt sind Führungen durch die Historischen Felsengänge unter der Altstadt oder ein Rundgang mit dem Nachtwächter. Beides dauert etwa eine Stunde und passt gut vor das Abendessen. Wir stimmen die Uhrzeiten mit der Location ab.',
    },
    {
      question: 'Was kostet eine Weihnachtsfeier in Nürnberg ungefähr?',
      answer: 'Rechnen Sie für ein fränkisches Menü mit Getränken in einem Wirtshaus grob mit 50 bis 90 Euro pro Person. Events mit Raummiete, Technik und Programm liegen deutlich darüber. Wir holen mehrere Angebote ein, damit Sie realistisch vergleichen können.',
    },
  ],
} satisfies City;
