import type { City } from '../types.ts';

export default {
  id: 'ingolstadt',
  name: 'Ingolstadt',
  displayName: 'Ingolstadt',
  seoTitle: 'Weihnachtsfeier Ingolstadt: Locations für Firmen',
  metaDescription: 'Weihnachtsfeier in Ingolstadt: Wir finden Brauereigasthöfe, Säle und moderne Eventflächen für Ihr Team. Jetzt kostenlos anfragen und Angebote vergleichen.',
  heroTitle: 'Weihnachtsfeier in Ingolstadt – bayerisch und modern',
  heroSubtitle: 'Wir finden für Ihr Team die passende Location in Ingolstadt, von der Altstadt bis an die Donau.',
  description: 'In Ingolstadt wurde 1516 das Reinheitsgebot erlassen, und die Stadt pflegt ihre Brautradition bis heute. Innerhalb der alten Festungsmauern finden Firmen gemütliche Wirtshäuser und Brauereigasthöfe, während moderne Hotels und Hallen auch große Gesellschaften aufnehmen. Die Wege sind kurz, und die Landgasthöfe des Umlands liegen gleich vor der Tür.',
  landmarks: ['Kreuztor', 'Neues Schloss', 'Asamkirche Maria de Victoria', 'Liebfrauenmünster'],
  venueTypes: ['Brauereigasthof', 'Bayerisches Wirtshaus', 'Tagungshotel', 'Eventhalle'],
  businessCulture: 'Ingolstadt ist Audi-Stadt: Der Autobauer hat hier seinen Hauptsitz und sein größtes Werk, dazu kommen zahlreiche Zulieferer und Ingenieurdienstleister. Auch MediaMarktSaturn wird von Ingolstadt aus geführt, und in der Region verarbeiten mehrere Raffinerien Rohöl. Die Technische Hochschule Ingolstadt arbeitet eng mit der Industrie zusammen, die Katholische Universität Eichstätt-Ingolstadt unterhält hier ihre Wirtschaftswissenschaftliche Fakultät. Viele Beschäftigte arbeiten im Schichtbetrieb, weshalb Weihnachtsfeiern häufig auf Wochenenden oder frühe Abende gelegt werden. Abteilungsfeiern mit 50 bis 200 Gästen sind verbreitet, der Ton ist bayerisch-gesellig und unkompliziert.',
  accessibility: 'Zum Flughafen München sind es rund 70 Kilometer, über die A9 meist eine knappe Stunde Fahrt. Der Ingolstädter Hauptbahnhof liegt an der Schnellfahrstrecke Nürnberg–München; ICE-Züge erreichen Nürnberg in rund einer halben Stunde und München in etwa 40 Minuten. Ein zweiter Halt, Ingolstadt Nord, liegt näher an der Altstadt. Die A9 führt direkt am Stadtgebiet vorbei. Den Nahverkehr übernehmen die Busse der INVG, eine Straßenbahn gibt es nicht. Beachten Sie: Der Hauptbahnhof liegt südlich der Donau, gut zwei Kilometer vom Zentrum entfernt, für Bahnreisende lohnt sich daher ein Shuttle zur Location.',
  region: 'sued',
  faq: [
    {
      question: 'Wann feiern Ingolstädter Unternehmen ihre Weihnachtsfeier?',
      answer: 'Wegen des Schichtbetriebs in Industrie und Zulieferung sind neben Freitagen auch Samstage sehr gefragt. Die beliebtesten Termine in der ersten Dezemberhälfte sind früh vergeben. Für größere Gruppen empfehlen wir eine Anfrage bis zum Sommer.',
    },
    {
      question: 'Gibt es in Ingolstadt einen Christkindlmarkt?',
      answer: 'Ja, der Ingolstädter Christkindlmarkt auf dem Theaterplatz ist ein beliebter Treffpunkt vor dem Abendessen. Von dort erreicht man viele Wirtshäuser und Restaurants der Altstadt in wenigen Gehminuten.',
    },
    {
      question: 'Welche regionale Küche passt zur Feier in Ingolstadt?',
      answer: 'Bayerische Klassiker wie Schweinebraten, Ente mit Blaukraut oder Obatzda kommen gut an, dazu Bier aus einer Ingolstädter Brauerei wie Herrnbräu oder Nordbräu. Für gemischte Teams empfehlen wir ein Buffet mit vegetarischen Optionen und einem Dessert wie Apfelstrudel.',
    },
    {
      question: 'Wie kommen Gäste nach der Feier nach Hause?',
      answer: 'Ingolstadt hat keine Straßenbahn, und das Busnetz wird spätabends ausgedünnt. Für Gäste aus dem Umland empfehlen wir daher einen Shuttle oder vorab reservierte Taxis. Wer mit der Bahn nach München oder Nürnberg zurückfährt, sollte die letzten Verbindungen vorher prüfen.',
    },
  ],
} satisfies City;
