import type { City } from '../types.ts';

export default {
  id: 'dresden',
  name: 'Dresden',
  displayName: 'Dresden',
  seoTitle: 'Weihnachtsfeier Dresden: Locations & Planung',
  metaDescription: 'Weihnachtsfeier in Dresden geplant? Wir finden Locations zwischen Altstadt und Elbufer und vergleichen Angebote. Kostenlos anfragen, Antwort in wenigen Stunden.',
  heroTitle: 'Weihnachtsfeier in Dresden: Barock, Elbe und Stollen',
  heroSubtitle: 'Wir suchen für Ihr Team die passende Location in der sächsischen Landeshauptstadt – vom Elbschloss bis zum Gewölbekeller.',
  description: 'Barocke Silhouette, Elbwiesen und eine lebendige Neustadt: Dresden bietet für Firmenfeiern eine ungewöhnlich große Bandbreite. Historische Säle, Elbschlösser und Kellergewölbe stehen ebenso zur Wahl wie moderne Eventflächen, und der Striezelmarkt sorgt im Advent für den stimmungsvollen Auftakt vor dem Dinner.',
  landmarks: ['Frauenkirche', 'Zwinger', 'Semperoper', 'Brühlsche Terrasse'],
  venueTypes: ['Elbschloss', 'Gewölbekeller', 'Historischer Festsaal', 'Bar in der Neustadt'],
  businessCulture: 'Unter dem Schlagwort „Silicon Saxony“ ist Dresden zu einem der wichtigsten Mikroelektronik-Standorte Europas gewachsen. Infineon, GlobalFoundries und Bosch fertigen hier Halbleiter, umgeben von Zulieferern, Start-ups und Forschung: Die Exzellenzuniversität TU Dresden, mehrere Fraunhofer-Institute und Max-Planck-Institute ziehen Fachkräfte aus aller Welt an. Weil in den Fabs rund um die Uhr produziert wird, feiern Produktionsteams häufig gestaffelt oder am Wochenende, während Verwaltung, Forschung und Agenturen eher Donnerstage und Freitage Anfang Dezember wählen. Hinzu kommen Landesbehörden, Kultureinrichtungen und eine starke Tourismuswirtschaft. Der Umgangston ist herzlich und unkompliziert; geschätzt werden solide sächsische Küche, gute Organisation und ein Programm, das auch internationale Kolleginnen und Kollegen einbindet.',
  accessibility: 'Der Flughafen Dresden liegt rund neun Kilometer nördlich des Zentrums in Klotzsche; mit der S-Bahn-Linie S2 erreichen Gäste den Hauptbahnhof in gut 20 Minuten. Vom Hauptbahnhof und vom Bahnhof Dresden-Neustadt fahren Fernzüge unter anderem nach Leipzig, Berlin, Frankfurt und Prag. Mit dem Auto kommen Sie über die A4, die A13 aus Richtung Berlin oder die A17 aus Tschechien. In der Stadt verbinden Straßenbahnen und Busse der Dresdner Verkehrsbetriebe (DVB) alle Viertel. Praktischer Hinweis: Während des Striezelmarkts sind Parkplätze rund um Altmarkt und Neumarkt rar, daher lohnen sich Tram oder ein gebuchter Shuttle.',
  region: 'ost',
  faq: [
    {
      question: 'Wie früh sollten wir eine Weihnachtsfeier in Dresden buchen?',
      answer: 'Dresden ist im Advent ein beliebtes Reiseziel, viele Hotels und Säle sind deshalb früh belegt. Für Freitage im Dezember empfehlen wir, spätestens im Frühsommer anzufragen. Donnerstage oder Termine Ende November sind oft noch kurzfristiger verfügbar.',
    },
    {
      question: 'Lässt sich der Striezelmarkt in die Feier einbinden?',
      answer: 'Ja, ein gemeinsamer Glühwein auf dem Altmarkt ist ein beliebter Auftakt, bevor es in die eigentliche Location geht. Der Striezelmarkt gehört zu den ältesten Weihnachtsmärkten Deutschlands und ist entsprechend gut besucht. Planen Sie für größere Gruppen einen festen Treffpunkt und etwas Zeitpuffer ein.',
    },
    {
      question: 'Welche Dresdner Spezialitäten passen auf die Menükarte?',
      answer: 'Zum Dessert bietet sich echter Dresdner Christstollen an, zum Hauptgang sächsischer Sauerbraten oder Gänsebraten mit Rotkohl und Klößen. Weine aus dem Elbtal rund um Radebeul und Meißen sind eine schöne regionale Ergänzung. Viele Caterer stellen auf Wunsch ein sächsisches Buffet zusammen.',
    },
    {
      question: 'Wo feiern größere Belegschaften in Dresden?',
      answer: 'Für mehrere Hundert Gäste kommen vor allem die Messe Dresden im Ostragehege, große Hotelsäle und umgebaute Industriehallen in Frage. Die Elbschlösser eignen sich eher für kleinere bis mittlere Gruppen mit gehobenem Anspruch. Wir prüfen für Sie, welche Flächen zu Ihrer Teilnehmerzahl passen.',
    },
  ],
} satisfies City;
