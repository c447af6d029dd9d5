import type { City } from '../types.ts';

export default {
  id: 'mannheim',
  name: 'Mannheim',
  displayName: 'Mannheim',
  seoTitle: 'Weihnachtsfeier Mannheim – Locations in den Quadraten',
  metaDescription: 'Weihnachtsfeier in Mannheim: Vom Rooftop über den Hafen bis zum Kongresszentrum finden wir Ihre Location. Kostenlos anfragen und Angebote vergleichen.',
  heroTitle: 'Weihnachtsfeier in Mannheim: urban feiern am Wasserturm',
  heroSubtitle: 'Wir suchen in Mannheim die Location, die zu Ihrem Team passt, und holen vergleichbare Angebote ein.',
  description: 'Mannheim ist die Stadt der Quadrate: ein rasterförmiger Stadtkern, in dem Bars, Restaurants und Säle dicht beieinander liegen. Wer es industriell mag, feiert in umgebauten Hallen am Hafen oder im Jungbusch, für klassische Galaabende stehen der Rosengarten und große Hotels bereit. Dank Popakademie und lebendiger Clubszene spielt Musik oft eine besondere Rolle.',
  landmarks: ['Wasserturm', 'Barockschloss Mannheim', 'Luisenpark', 'Technoseum'],
  venueTypes: ['Kongresszentrum', 'Hafenlocation', 'Rooftop-Bar', 'Industriehalle'],
  businessCulture: 'Mannheim ist das wirtschaftliche Zentrum der Metropolregion Rhein-Neckar. In der Stadt baut John Deere Traktoren, Daimler Truck fertigt Motoren und Busse, und Roche betreibt hier einen seiner größten Diagnostik-Standorte. Hinzu kommen die Zentralen von Südzucker, Fuchs, Bilfinger, MVV Energie und ABB Deutschland, während auf der anderen Rheinseite die BASF in Ludwigshafen viele Fachkräfte aus der Region beschäftigt. Die Universität Mannheim mit ihrer renommierten Business School und die Hochschule Mannheim sorgen für Nachwuchs, der Maimarkt gilt als größte Regionalmesse Deutschlands. Weihnachtsfeiern sind hier oft groß und lebhaft, vom Schichtteam bis zur Konzernveranstaltung, der Umgangston ist kurpfälzisch direkt.',
  accessibility: 'Den Frankfurter Flughafen erreichen Gäste mit dem ICE in rund einer halben Stunde, mit dem Auto sind es etwa 80 Kilometer. Mannheim Hauptbahnhof zählt zu den wichtigsten Drehkreuzen im deutschen Fernverkehr, mit ICE-Linien nach Frankfurt, Köln, Stuttgart und Basel sowie direkten Zügen nach Paris. Die A6 und die A656 führen auf die Stadt zu, die A5 und die A61 verlaufen in der Nähe. Straßenbahnen der rnv und die S-Bahn Rhein-Neckar erschließen Stadt und Umland eng. Für große Gruppen gut zu wissen: Auch Gäste aus Ludwigshafen und Heidelberg kommen mit der Straßenbahn ohne Auto nach Hause.',
  region: 'sued',
  faq: [
    {
      question: 'Welche Weihnachtsmärkte gibt es in Mannheim?',
      answer: 'Der bekannteste ist der große Weihnachtsmarkt am Wasserturm mit seiner begehbaren, rund 18 Meter hohen Weihnachtspyramide. Dazu kommen der Märchenwald auf dem Paradeplatz und die Stände auf den Kapuzinerplanken. Alle liegen zentral, sodass sich ein Glühwein gut mit einer Feier in den Quadraten verbinden lässt.',
    },
    {
      question: 'Wie finden sich Gäste in den Mannheimer Quadraten zurecht?',
      answer: 'Statt Straßennamen tragen die Blöcke der Innenstadt Kombinationen aus Buchstaben und Zahlen, etwa Q6 oder N7. Geben Sie Ihren Gästen daher die genaue Quadrat-Adresse und die nächste Straßenbahnhaltestelle an. Auswärtige Gäste gewöhnen sich erfahrungsgemäß schnell an das System.',
    },
    {
      question: 'Welche Location eignet sich in Mannheim für einen Abend mit Musik?',
      answer: 'Mannheim hat eine starke Musikszene, von der Popakademie bis zu den Clubs im Jungbusch. Viele Locations arbeiten mit lokalen Bands oder DJs zusammen, die sich gut in das Programm einbinden lassen. Technik und Künstler fragen wir auf Wunsch direkt mit an.',
    },
    {
      question: 'Wann sollten Firmen in Mannheim buchen und was kostet es?',
      answer: 'Große Säle wie im Rosengarten werden für Dezember-Freitage und -Samstage sehr früh reserviert, für mittlere Gruppen reicht meist eine Anfrage im Spätsommer. Rechnen Sie für ein Menü mit Getränken grob mit 60 bis 120 Euro pro Person, je nach Location und Umfang.',
    },
  ],
} satisfies City;
