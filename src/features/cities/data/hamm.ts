import type { City } from '../types.ts';

export default {
  id: 'hamm',
  name: 'Hamm',
  displayName: 'Hamm',
  seoTitle: 'Weihnachtsfeier Hamm: Locations zwischen Park & Schloss',
  metaDescription: 'Weihnachtsfeier in Hamm: Ob Maximilianpark, Wasserschloss oder Gasthof – wir vergleichen Locations für Ihr Team. Kostenlos anfragen, Antwort in wenigen Stunden.',
  heroTitle: 'Weihnachtsfeier in Hamm – gut erreichbar, gut geplant',
  heroSubtitle: 'Zentral gelegen zwischen Ruhrgebiet, Münsterland und Sauerland: Wir finden die passende Location für Ihre Firmenfeier.',
  description: 'Hamm liegt am Übergang vom Ruhrgebiet ins Münsterland und ist über Schiene und Autobahn hervorragend angebunden – ideal für Teams mit Standorten in ganz Westfalen. Der Maximilianpark mit seinem Glaselefanten, das Wasserschloss Oberwerries und gemütliche Gasthöfe bieten Raum für Feiern jeder Größe.',
  landmarks: ['Maximilianpark', 'Pauluskirche', 'Gustav-Lübcke-Museum', 'Sri-Kamadchi-Ampal-Tempel'],
  venueTypes: ['Eventlocation im Park', 'Wasserschloss', 'Münsterländer Gasthof', 'Restaurant am Kanal'],
  businessCulture: 'Hamm ist seit jeher eine Verkehrsdrehscheibe: Der Rangierbahnhof zählt zu den größten Deutschlands, und der Stadthafen am Datteln-Hamm-Kanal gehört zu den umschlagstärksten Kanalhäfen des Landes. Entsprechend stark sind Logistik, Großhandel und Spedition vertreten. Das Oberlandesgericht Hamm, das größte Oberlandesgericht Deutschlands, prägt gemeinsam mit weiteren Justizbehörden den Dienstleistungssektor, die Hochschule Hamm-Lippstadt bildet Ingenieurinnen und Ingenieure aus. Die Betriebe sind überwiegend mittelständisch, der Ton westfälisch-bodenständig und verbindlich. Typische Weihnachtsfeiern umfassen 30 bis 150 Personen, oft mit Kollegen aus mehreren Standorten, und finden bevorzugt an den ersten beiden Freitagen im Dezember statt.',
  accessibility: 'Hamm (Westf) Hauptbahnhof ist einer der wichtigsten Bahnknoten Westfalens: Hier werden ICE-Züge aus Berlin geteilt und fahren getrennt ins Ruhrgebiet und über Hagen und Wuppertal nach Köln. Berlin ist so in knapp drei Stunden erreichbar. Der Flughafen Dortmund liegt etwa 30 Kilometer entfernt, alternativ kommen Münster/Osnabrück und Paderborn/Lippstadt infrage. Die A2 verläuft südlich der Stadt mit mehreren Anschlussstellen, im Westen führt die A1 vorbei. Innerhalb der Stadt fahren Busse der Stadtwerke Hamm. Hinweis: Die Innenstadt ist vom Bahnhof zu Fuß erreichbar, für Locations in Randlagen wie Uentrop empfiehlt sich ein Shuttle.',
  region: 'west',
  faq: [
    {
      question: 'Warum eignet sich Hamm für Feiern mit mehreren Standorten?',
      answer: 'Durch den ICE-Knoten und die Autobahnen A1 und A2 treffen sich Teams aus Ruhrgebiet, Münsterland, Sauerland und Ostwestfalen hier auf halbem Weg. Wir achten bei der Auswahl auf Locations nahe dem Bahnhof oder mit großen Parkflächen, damit die Anreise für alle einfach bleibt.',
    },
    {
      question: 'Was bietet der Maximilianpark für Firmenfeiern?',
      answer: 'Der Park auf dem Gelände einer ehemaligen Zeche ist bekannt für den Glaselefanten, eine begehbare Skulptur in der früheren Kohlenwäsche. Auf dem Gelände gibt es Veranstaltungsräume und Gastronomie, die auch für Firmenfeiern genutzt werden. Ob Ihr Termin frei ist, klären wir direkt mit dem Betreiber.',
    },
    {
      question: 'Welche Küche ist in Hamm typisch?',
      answer: 'Westfälische Hausmannskost hat hier einen festen Platz, etwa Pfefferpotthast, Grünkohl oder Münsterländer Töttchen. Als Abschluss passt ein Korn aus der Region. Für internationale Teams kombinieren wir das gern mit einem modernen Flying Buffet.',
    },
    {
      question: 'Wie früh sollte man in Hamm buchen?',
      answer: 'Größere Säle sind in Hamm rar, daher sollten Gruppen ab etwa 100 Personen bis zum Spätsommer anfragen. Für kleinere Runden in Restaurants reicht meist eine Planung ab Oktober. Donnerstage sind oft flexibler verfügbar als Freitage.',
    },
  ],
} satisfies City;
