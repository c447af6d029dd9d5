import type { City } from '../types.ts';

export default {
  id: 'krefeld',
  name: 'Krefeld',
  displayName: 'Krefeld',
  seoTitle: 'Weihnachtsfeier Krefeld – Locations in der Seidenstadt',
  metaDescription: 'Firmen-Weihnachtsfeier in Krefeld planen: Wir finden passende Locations von Burg Linn bis Uerdingen. Kostenlos anfragen, Antwort in wenigen Stunden.',
  heroTitle: 'Weihnachtsfeier in der Samt- und Seidenstadt Krefeld',
  heroSubtitle: 'Vom Altbier-Brauhaus bis zur Fabrikantenvilla: Wir suchen die Location, die zu Ihrem Team passt.',
  description: 'Krefeld verbindet niederrheinische Gelassenheit mit dem Erbe der Seidenbarone: Fabrikantenvillen, alte Höfe und die mittelalterliche Wasserburg in Linn bieten stimmungsvolle Kulissen. Dazu kommen kurze Wege nach Düsseldorf und ehrliches Krefelder Altbier für den gemütlichen Ausklang.',
  landmarks: ['Burg Linn', 'Kaiser Wilhelm Museum', 'Haus Lange und Haus Esters', 'Krefelder Zoo'],
  venueTypes: ['Fabrikantenvilla', 'Altbier-Brauhaus', 'Rheinhafen-Location', 'Eventlocation im Zoo'],
  businessCulture: 'Seit dem 18. Jahrhundert prägt die Seidenweberei das Selbstbild Krefelds, heute tragen vor allem Chemie, Stahl und Fahrzeugbau die Wirtschaft. Im Chempark Krefeld-Uerdingen produzieren Covestro und weitere Chemieunternehmen, Siemens Mobility baut in Uerdingen Schienenfahrzeuge, darunter ICE-Züge, und Outokumpu verarbeitet Edelstahl. Die Hochschule Niederrhein bildet am Standort Krefeld unter anderem in Chemie, Design und Maschinenbau aus. Für Weihnachtsfeiern heißt das: Neben Werksbelegschaften, die Säle für mehrere hundert Gäste brauchen, gibt es viele Mittelständler und Agenturen mit 20 bis 60 Personen. Der Ton ist bodenständig und herzlich; gefragt sind vor allem Termine zwischen Ende November und Mitte Dezember, oft mit Einladung der Partnerinnen und Partner.',
  accessibility: 'Der Flughafen Düsseldorf liegt rund 20 Kilometer südöstlich und ist mit dem Auto meist in 25 Minuten erreichbar. Krefeld Hauptbahnhof wird von Regionalexpress- und Regionalbahnlinien nach Düsseldorf, Duisburg, Köln und Mönchengladbach bedient; zum ICE steigen Reisende in Düsseldorf oder Duisburg um. Über die A 57 und die A 44 ist die Stadt an das Autobahnnetz angebunden. Vor Ort fahren Straßenbahnen und Busse der SWK, und die Stadtbahnlinie U 76 der Rheinbahn verbindet Krefeld direkt mit der Düsseldorfer Innenstadt. Tipp: Erwarten Sie Gäste aus Düsseldorf, lohnt ein Blick auf die letzte Stadtbahn des Abends, bevor Sie das Ende der Feier festlegen.',
  region: 'west',
  faq: [
    {
      question: 'Welche Locations in Krefeld eignen sich für größere Firmenfeiern?',
      answer: 'Für 150 Gäste und mehr kommen vor allem Veranstaltungssäle in Hotels, umgebaute Industrieflächen und Eventhallen infrage. Kleinere Teams feiern gern in historischen Villen oder in Restaurants rund um den Stadtwald. Wir prüfen für Sie Kapazitäten, Technik und Catering und schicken Ihnen passende Vorschläge.',
    },
    {
      question: 'Kann man die Weihnachtsfeier mit einem Besuch der Burg Linn verbinden?',
      answer: 'Die mittelalterliche Burg Linn mit ihrem Museumszentrum eignet sich gut für ein Rahmenprogramm, etwa eine Führung vor dem Abendessen. Öffnungszeiten und Gruppenangebote sollten Sie frühzeitig beim Museum erfragen. Das Dinner lässt sich anschließend im historischen Ortskern von Linn oder in der Innenstadt planen.',
    },
    {
      question: 'Was passt kulinarisch zu einer Weihnachtsfeier in Krefeld?',
      answer: 'Beliebt sind deftige niederrheinische Gerichte wie Sauerbraten, Grünkohl oder Reibekuchen, dazu ein Altbier aus einer Krefelder Hausbrauerei. Für festlichere Abende bieten viele Gastgeber Gänsebraten oder ein mehrgängiges Menü an. Vegetarische und vegane Wünsche geben Sie am besten gleich bei der Anfrage mit an.',
    },
    {
      question: 'Wie kommen Gäste nach der Feier in Krefeld wieder nach Hause?',
      answer: 'Innerhalb der Stadt fahren Straßenbahnen und Busse der SWK, deren Abendtakt Sie vorab prüfen sollten. Nach Düsseldorf gelangen Gäste mit der Stadtbahn U 76 oder mit Regionalzügen ab dem Hauptbahnhof. Bei späten Feiern lohnt sich ein gebuchter Shuttlebus, vor allem wenn viele Mitarbeitende aus dem Umland anreisen.',
    },
    {
      question: 'Wann sollten Firmen in Krefeld ihre Weihnachtsfeier buchen?',
      answer: 'Die Freitage und Samstage zwischen Ende November und Mitte Dezember sind in Krefeld schnell vergeben, besonders bei Locations mit mehr als 100 Plätzen. Wir empfehlen eine Anfrage bis spätestens September. Wer flexibel ist, findet unter der Woche oft noch im Oktober freie Termine.',
    },
  ],
} satisfies City;
