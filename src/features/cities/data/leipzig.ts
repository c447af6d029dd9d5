import type { City } from '../types.ts';

export default {
  id: 'leipzig',
  name: 'Leipzig',
  displayName: 'Leipzig',
  seoTitle: 'Weihnachtsfeier Leipzig – Locations & Ideen',
  metaDescription: 'Weihnachtsfeier in Leipzig: Industrieloft in Plagwitz, Gewölbekeller oder Location im Zoo. Jetzt kostenlos anfragen – Antwort meist in wenigen Stunden.',
  heroTitle: 'Weihnachtsfeier in Leipzig – kreativ und traditionsreich',
  heroSubtitle: 'Wir finden in Leipzig die passende Location für Ihr Team, vom historischen Keller bis zur Fabrikhalle.',
  description: 'Leipzig ist jung, kreativ und zugleich reich an Tradition. In Plagwitz und Lindenau werden alte Fabriken zu stimmungsvollen Eventflächen, in der Innenstadt laden historische Gewölbekeller und Passagen zum Feiern ein. Im Advent verwandelt einer der ältesten Weihnachtsmärkte Deutschlands die Altstadt in eine festliche Kulisse.',
  landmarks: ['Völkerschlachtdenkmal', 'Thomaskirche', 'Altes Rathaus', 'Mädlerpassage'],
  venueTypes: ['Fabrikhalle', 'Gewölbekeller', 'Eventlocation im Zoo', 'Szenebar'],
  businessCulture: 'Seit Jahren gehört Leipzig zu den am schnellsten wachsenden Städten Deutschlands. BMW und Porsche produzieren im Norden der Stadt, DHL betreibt am Flughafen sein europäisches Luftfracht-Drehkreuz, und zahlreiche Logistiker haben sich angesiedelt. Die Energiebörse EEX und der Gasimporteur VNG stehen für die Energiewirtschaft, der MDR hat hier seinen Sitz. Die traditionsreiche Universität Leipzig und die HHL Leipzig Graduate School of Management sorgen für Nachwuchs, eine lebendige Gründerszene ergänzt das Bild. Auf der Leipziger Messe finden unter anderem die Buchmesse im Frühjahr und viele Fachkongresse statt. Belegschaften sind oft jung und gemischt, die Stimmung bei Firmenfeiern entsprechend unkompliziert. Die Budgets liegen meist unter denen westdeutscher Metropolen.',
  accessibility: 'Der Flughafen Leipzig/Halle bei Schkeuditz hat einen eigenen Bahnhof; S-Bahn und Fernzüge erreichen den Leipziger Hauptbahnhof in etwa einer Viertelstunde. Der Hauptbahnhof gehört zu den größten Bahnhöfen Europas und ist ICE-Halt auf den Strecken nach Berlin, München und Frankfurt, Berlin liegt rund eine Stunde und fünfzehn Minuten entfernt. Über die A 9, A 14 und A 38 ist Leipzig gut an das Autobahnnetz angeschlossen. Den Nahverkehr tragen die Straßenbahnen und Busse der LVB sowie die S-Bahn Mitteldeutschland, die durch den City-Tunnel fährt. Tipp: Viele Szene-Locations im Westen sind per Straßenbahn gut angebunden, prüfen Sie aber die Nachtlinien für den Heimweg.',
  region: 'ost',
  faq: [
    {
      question: 'Lässt sich die Weihnachtsfeier mit dem Leipziger Weihnachtsmarkt verbinden?',
      answer: 'Ja, der Markt rund um Marktplatz, Augustusplatz und Nikolaikirchhof liegt mitten in der Innenstadt und reicht in seiner Tradition bis ins 15. Jahrhundert zurück. Viele Teams treffen sich dort zum Glühwein und gehen dann weiter in einen Gewölbekeller oder ein Restaurant in der Nähe.',
    },
    {
      question: 'Welche Location-Viertel sind in Leipzig besonders beliebt?',
      answer: 'Für Industriecharme eignen sich Plagwitz und Lindenau mit ihren umgebauten Fabriken und Hallen. Die Innenstadt bietet historische Passagen und Keller. Auch der Zoo Leipzig vermietet Räume für Firmenveranstaltungen.',
    },
    {
      question: 'Welche Leipziger Spezialitäten eignen sich für das Catering?',
      answer: 'Leipziger Allerlei als Gemüsebeilage und die süße Leipziger Lerche zum Kaffee sind typische Spezialitäten. Zum Anstoßen passt eine Leipziger Gose, ein obergäriges Bier mit leicht salziger Note. Im Winter kommen gern Gänsebraten und sächsische Klöße auf den Tisch.',
    },
    {
      question: 'Wie früh sollten wir in Leipzig buchen?',
      answer: 'Das Angebot an Locations ist groß, doch beliebte Keller und Hallen sind für die Freitage im Dezember schnell belegt. Eine Anfrage bis Anfang Herbst ist empfehlenswert. Termine unter der Woche oder im Januar sind oft noch kurzfristig verfügbar.',
    },
  ],
} satisfies City;
