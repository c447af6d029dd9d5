import type { City } from '../types.ts';

export default {
  id: 'essen',
  name: 'Essen',
  displayName: 'Essen',
  seoTitle: 'Weihnachtsfeier Essen – Locations & Firmenevents',
  metaDescription: 'Weihnachtsfeier in Essen: Zeche Zollverein, Villa oder Restaurant am Baldeneysee – wir finden passende Locations. Jetzt kostenlos anfragen, schnelle Antwort.',
  heroTitle: 'Firmenweihnachtsfeier in Essen, der Konzernstadt im Revier',
  heroSubtitle: 'Von der Zechenhalle auf Zollverein bis zum Seerestaurant im Süden – wir holen Angebote ein, Sie entscheiden.',
  description: 'Essen bietet für Firmenfeiern eine enorme Bandbreite: Auf dem Welterbe Zollverein stehen monumentale Hallen für Hunderte Gäste bereit, im grünen Süden locken der Baldeneysee und die Villa Hügel. Dazwischen sorgen Rüttenscheid und die Innenstadt mit zahlreichen Restaurants und Bars für Abwechslung.',
  landmarks: ['Zeche Zollverein', 'Villa Hügel', 'Museum Folkwang', 'Grugapark'],
  venueTypes: ['Zechenhalle', 'Seerestaurant', 'Gründerzeitvilla', 'Messe- und Kongresshalle'],
  businessCulture: 'Essen ist eine der wichtigsten Konzernzentralen Deutschlands. E.ON, RWE, thyssenkrupp, Evonik, Hochtief, Brenntag und Aldi Nord steuern von hier ihre Geschäfte, hinzu kommen Energiehandel, Beratungen und Kanzleien. Die Messe Essen zieht mit Veranstaltungen wie der SPIEL oder der E-world energy & water internationales Publikum an. Forschung und Lehre bündeln die Universität Duisburg-Essen, das Universitätsklinikum und die Folkwang Universität der Künste. Daraus ergibt sich ein breites Feld von Weihnachtsfeiern: Große Konzernabteilungen buchen Hallen für mehrere hundert Gäste mit Bühnenprogramm, während Agenturen aus Rüttenscheid lieber ein Restaurant exklusiv mieten. Im Dezember konkurrieren viele Firmen um dieselben Freitage, weshalb frühe Planung hier besonders wichtig ist.',
  accessibility: 'Der Flughafen Düsseldorf liegt etwa 30 Kilometer südwestlich, mit dem Regionalexpress sind es vom Hauptbahnhof rund 25 Minuten. Essen Hauptbahnhof gehört zu den meistgenutzten Fernbahnhöfen im Westen; ICE-Züge fahren direkt nach Berlin, Hamburg, Frankfurt und München. Die A40 durchquert die Stadt als Ruhrschnellweg, ergänzt durch die A52 und die A42. Die Ruhrbahn betreibt U-Stadtbahn, Straßenbahn und Busse: Die U11 fährt zur Messe und zum Grugapark, die Straßenbahnlinie 107 bis zur Zeche Zollverein. Während großer Messen wie der Essen Motor Show sind Hotels und Parkhäuser knapp – planen Sie die Anreise Ihrer Gäste deshalb vorausschauend.',
  region: 'west',
  faq: [
    {
      question: 'Was macht den Internationalen Weihnachtsmarkt in Essen aus?',
      answer: 'Der Markt in der Innenstadt gehört zu den größten im Ruhrgebiet und bietet neben deutschen Klassikern Stände mit Spezialitäten aus vielen Ländern. Parallel laufen die Essener Lichtwochen, bei denen die Einkaufsstraßen aufwendig beleuchtet sind. Ein Bummel eignet sich gut als Auftakt vor einem Abendessen in der City.',
    },
    {
      question: 'Kann man auf Zollverein eine Weihnachtsfeier ausrichten?',
      answer: 'Ja, auf dem Gelände des Welterbes gibt es mehrere Hallen und Restaurants, die für Firmenveranstaltungen vermietet werden, vom kleinen Raum bis zur großen Halle. Im Winter lockt zudem die Eisbahn an der Kokerei. Für große Gruppen lohnt eine frühe Anfrage.',
    },
    {
      question: 'Welche Stadtteile eignen sich für kleinere Teams?',
      answer: 'Rüttenscheid mit der Rüttenscheider Straße ist die beliebteste Ausgehmeile der Stadt und bietet viele Restaurants mit separaten Räumen. Werden, Kettwig oder das Ufer des Baldeneysees eignen sich für einen ruhigeren, eher festlichen Abend.',
    },
    {
      question: 'Was kostet eine Weihnachtsfeier in Essen ungefähr?',
      answer: 'Das hängt stark vom Format ab. Für ein Menü mit Getränken in einem guten Restaurant rechnen Sie grob mit 60 bis 120 Euro pro Person, bei Eventhallen mit Technik, Programm und Catering kann es deutlich mehr werden. Wir holen mehrere Angebote ein, damit Sie vergleichen können.',
    },
  ],
} satisfies City;
