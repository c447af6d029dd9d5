import type { City } from '../types.ts';

export default {
  id: 'wolfsburg',
  name: 'Wolfsburg',
  displayName: 'Wolfsburg',
  seoTitle: 'Wolfsburg: Weihnachtsfeier mit Team – Locations finden',
  metaDescription: 'Weihnachtsfeier in Wolfsburg: Wir finden Locations rund um Autostadt, phaeno und Allersee und vergleichen Angebote. Kostenlos anfragen, Antwort in Stunden.',
  heroTitle: 'Weihnachtsfeier in Wolfsburg – modern und unkompliziert',
  heroSubtitle: 'Wir suchen Eventflächen, Restaurants und Lounges für Ihr Team und stellen Ihnen die besten Angebote zusammen.',
  description: 'Wolfsburg ist eine junge Stadt mit markanter Architektur: Zwischen Autostadt, Wissenschaftszentrum phaeno und Kunstmuseum finden Teams moderne Räume, die sich auch für große Inszenierungen eignen. Wer es ruhiger mag, feiert im Umfeld von Schloss Wolfsburg, in der Altstadt von Fallersleben oder in einem Restaurant am Allersee.',
  landmarks: ['Autostadt', 'phaeno', 'Schloss Wolfsburg', 'Kunstmuseum Wolfsburg'],
  venueTypes: ['Museumslocation', 'Stadion-Lounge', 'Hotel-Eventsaal', 'Restaurant am See'],
  businessCulture: 'Gegründet 1938 als Stadt für das Volkswagenwerk, wird Wolfsburg bis heute vom Konzern bestimmt: Hier liegen die Konzernzentrale und eines der größten Automobilwerke der Welt, dazu die Softwaretochter Cariad sowie zahlreiche Zulieferer und Ingenieurdienstleister. Die Wolfsburg AG, ein Gemeinschaftsunternehmen von Stadt und Volkswagen, unterstützt Ansiedlungen und Gründungen, die Ostfalia Hochschule ist mit einem Standort vertreten. Täglich pendeln Zehntausende aus der Region ein, und Abteilungsfeiern erreichen schnell eine beachtliche Größe. Der Stil ist professionell und technikaffin: Showelemente, gute Technik und eine zuverlässige Heimfahrt für Pendler stehen bei der Planung weit oben.',
  accessibility: 'Wolfsburg Hbf liegt an der Schnellfahrstrecke Hannover–Berlin: Mit dem ICE ist man in etwa einer Stunde in Berlin und in gut einer halben Stunde in Hannover. Nächster großer Flughafen ist Hannover, rund 90 Kilometer entfernt; auch der Hauptstadtflughafen BER lässt sich per Bahn gut erreichen. Über die A39 ist die Stadt an die A2 angebunden, Braunschweig liegt etwa eine halbe Autostunde entfernt. Den Busverkehr in der Stadt betreibt die WVG. Besonders praktisch: Vom Bahnhof führt eine Brücke über den Mittellandkanal direkt in die Autostadt, phaeno und Innenstadt liegen ebenfalls nur wenige Gehminuten entfernt.',
  region: 'nord',
  faq: [
    {
      question: 'Kann man in der Wolfsburger Autostadt eine Weihnachtsfeier veranstalten?',
      answer: 'Die Autostadt bietet Räume und Catering für Firmenveranstaltungen, vom kleinen Dinner bis zum großen Empfang. Weil die Termine im Dezember sehr gefragt sind, sollten Sie frühzeitig anfragen. Wir prüfen die Verfügbarkeit und holen zum Vergleich Angebote weiterer Locations ein.',
    },
    {
      question: 'Welche Locations in Wolfsburg eignen sich für mehrere hundert Gäste?',
      answer: 'Für große Belegschaften kommen der CongressPark, Lounges in den Sportarenen und Eventflächen rund um die Autostadt in Frage. Auch größere Hotels verfügen über teilbare Säle. Wir klären Kapazität, Technik und Catering und stellen Ihnen die Optionen übersichtlich gegenüber.',
    },
    {
      question: 'Wann sollten Wolfsburger Unternehmen ihre Weihnachtsfeier buchen?',
      answer: 'Da in Wolfsburg sehr viele Abteilungen und Zulieferer zur gleichen Zeit feiern, sind die Donnerstage und Freitage im Dezember früh vergeben. Eine Anfrage vor den Sommerferien verschafft Ihnen die beste Auswahl. Flexible Teams weichen auf Ende November oder den Januar aus.',
    },
    {
      question: 'Gibt es eine kulinarische Besonderheit, die gut zu Wolfsburg passt?',
      answer: 'Die Volkswagen-Currywurst, die im Werk mit eigener Teilenummer hergestellt wird, ist in der Stadt Kult. Als Mitternachtssnack oder Station am Büfett sorgt sie zuverlässig für Gesprächsstoff. Ansonsten bieten viele Caterer regionale Wintergerichte wie Grünkohl oder Gänsebraten an.',
    },
  ],
} satisfies City;
