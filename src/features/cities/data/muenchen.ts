import type { City } from '../types.ts';

export default {
  id: 'muenchen',
  name: 'München',
  displayName: 'München',
  seoTitle: 'Weihnachtsfeier München: Locations & Planung',
  metaDescription: 'Firmen-Weihnachtsfeier in München: vom Wirtshaus bis zur Eventhalle. Wir vergleichen Locations und Angebote für Sie – kostenlos anfragen, schnelle Antwort.',
  heroTitle: 'Weihnachtsfeier in München – zünftig oder modern',
  heroSubtitle: 'Ob Bierkeller, Wirtshaus oder Eventhalle im Werksviertel: Wir finden in München den passenden Rahmen für Ihr Team.',
  description: 'München verbindet bayerische Gastlichkeit mit großstädtischem Anspruch. Traditionelle Wirtshäuser und Bierkeller bieten Platz für große Belegschaften, während moderne Eventflächen und Restaurants mit Stil auch anspruchsvolle Kundenevents tragen. Dazu kommt im Advent eine Stadt, die mit Christkindlmärkten und Lichterglanz für Stimmung sorgt.',
  landmarks: ['Marienplatz', 'Frauenkirche', 'Englischer Garten', 'Viktualienmarkt'],
  venueTypes: ['Wirtshaus', 'Bierkeller', 'Eventhalle', 'Hüttenlocation'],
  businessCulture: 'Die bayerische Landeshauptstadt gehört zu den wirtschaftsstärksten Regionen Europas. Konzerne wie BMW, Siemens, Allianz und Munich Re haben hier ihren Sitz, dazu kommen große Entwicklungsstandorte internationaler Tech-Firmen und ein dichtes Netz aus Versicherern, Medienhäusern und Mittelständlern. LMU und TU München ziehen Fachkräfte aus aller Welt an. Die Messe München richtet Leitmessen wie bauma, BAU und expo real aus. Bei Weihnachtsfeiern trifft hier oft Tradition auf Internationalität: Manche Teams feiern in Tracht im Wirtshaus, andere lieber in einer urbanen Location. Budgets liegen erfahrungsgemäß über dem Bundesdurchschnitt, und beliebte Termine Anfang Dezember sind schnell vergeben.',
  accessibility: 'Vom Flughafen München im Erdinger Moos fahren die S-Bahn-Linien S1 und S8 in etwa 40 Minuten in die Innenstadt. Am Hauptbahnhof halten ICE-Züge aus Berlin, Frankfurt, Stuttgart und Nürnberg. Die Stadt ist über die A 8, A 9, A 92, A 95 und A 96 angebunden, der Autobahnring A 99 verteilt den Verkehr rund um München. Vor Ort bringen Sie S-Bahn, die U-Bahn der MVG sowie Tram und Bus im MVV-Tarif zuverlässig ans Ziel. Praktisch: Nach Betriebsschluss übernehmen Nachtlinien; für Gäste aus dem Umland lohnt ein Blick auf die letzten S-Bahnen, da diese nachts seltener fahren.',
  region: 'sued',
  faq: [
    {
      question: 'Ist ein Münchner Wirtshaus für eine Weihnachtsfeier mit großem Team geeignet?',
      answer: 'Unbedingt: Viele Münchner Wirtshäuser und Bierkeller verfügen über separate Säle oder Stuben, in denen auch mehrere hundert Gäste Platz finden. Gemeinsames Essen an langen Tischen fördert das Miteinander. Fragen Sie früh an, denn die schönsten Säle sind im Dezember stark gefragt.',
    },
    {
      question: 'Welche Münchner Spezialitäten eignen sich für das Weihnachtsbuffet?',
      answer: 'Klassiker sind Schweinsbraten mit Knödel, Obatzda mit Brezn und zum Dessert Apfelstrudel oder Dampfnudeln. Im Advent ergänzt eine Gans oder Ente das Angebot. Viele Küchen bieten inzwischen auch vegetarische Varianten bayerischer Gerichte an.',
    },
    {
      question: 'Können wir die Feier mit einem Besuch auf dem Christkindlmarkt oder dem Tollwood verbinden?',
      answer: 'Ja, der Christkindlmarkt am Marienplatz liegt ideal für einen Auftakt in der Altstadt. Alternativ bietet das Tollwood-Winterfestival auf der Theresienwiese Gastronomie und Programm. Wir planen die Location so, dass der Weg danach kurz bleibt.',
    },
    {
      question: 'Mit welchem Budget sollten wir in München rechnen?',
      answer: 'München zählt zu den teureren Pflastern für Firmenfeiern. Rechnen Sie für Essen, Getränke und Location mit einem höheren Pro-Kopf-Betrag als in vielen anderen Städten. Wir vergleichen mehrere Angebote, damit Sie das beste Verhältnis von Leistung und Preis erhalten.',
    },
  ],
} satisfies City;
