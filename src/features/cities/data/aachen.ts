import type { City } from '../types.ts';

export default {
  id: 'aachen',
  name: 'Aachen',
  displayName: 'Aachen',
  seoTitle: 'Weihnachtsfeier Aachen: Locations im Dreiländereck',
  metaDescription: 'Weihnachtsfeier in Aachen planen: Wir finden passende Locations zwischen Dom, Altstadt und Tivoli. Kostenlos anfragen, Antwort binnen weniger Stunden.',
  heroTitle: 'Ihre Firmenweihnachtsfeier in der Kaiserstadt Aachen',
  heroSubtitle: 'Von der Altstadtgaststätte am Dom bis zum Festsaal mit Blick auf den Markt – wir vergleichen Locations und Angebote für Ihr Team.',
  description: 'Aachen verbindet karolingische Geschichte mit der Energie einer großen Hochschulstadt. Rund um Dom und Rathaus liegen gemütliche Gasthäuser und historische Säle, und im Advent verwandelt der bekannte Weihnachtsmarkt die Altstadt in eine festliche Kulisse für Ihre Feier.',
  landmarks: ['Aachener Dom', 'Rathaus Aachen', 'Elisenbrunnen', 'Suermondt-Ludwig-Museum'],
  venueTypes: ['Altstadt-Gasthaus', 'Historischer Festsaal', 'Kongresssaal', 'Stadion-Lounge'],
  businessCulture: 'Prägend für die Wirtschaft ist die RWTH Aachen, eine der größten technischen Universitäten Deutschlands, ergänzt durch die FH Aachen und das Universitätsklinikum. Aus diesem Umfeld sind zahlreiche Ingenieurbüros und Technologie-Start-ups entstanden, etwa auf dem RWTH Aachen Campus in Melaten. Hinzu kommen traditionsreiche Namen wie der Pharmahersteller Grünenthal, der Motorenentwickler FEV, die Printenbäckerei Lambertz und der Fruchtverarbeiter Zentis. Viele Teams sind international besetzt, manche Beschäftigte pendeln aus Belgien oder den Niederlanden. Weihnachtsfeiern fallen hier meist bodenständig aus: mittelgroße Gruppen, ein gutes Essen, gern eine zweisprachige Begrüßung. Beliebt sind Termine Ende November und Anfang Dezember, bevor viele internationale Kolleginnen und Kollegen über die Feiertage in ihre Heimat reisen.',
  accessibility: 'Aachen Hauptbahnhof ist Halt der ICE-Verbindung Frankfurt–Köln–Brüssel sowie der Eurostar-Züge zwischen Köln und Paris; nach Köln brauchen Sie mit dem ICE knapp 40 Minuten. Die Flughäfen Köln/Bonn und Düsseldorf liegen jeweils rund 90 Kilometer entfernt, näher ist der kleine Flughafen Maastricht Aachen auf niederländischer Seite. Über die A4 und die A44 ist die Stadt gut angebunden. Eine Straßen- oder Stadtbahn gibt es nicht, den Nahverkehr übernehmen die Busse der ASEAG. Tipp: Die Innenstadt ist kompakt, viele Locations erreichen Sie vom Elisenbrunnen aus zu Fuß – für Gäste aus dem Umland lohnt sich ein gebuchter Shuttle.',
  region: 'west',
  faq: [
    {
      question: 'Lohnt sich eine Weihnachtsfeier in der Nähe des Aachener Weihnachtsmarkts?',
      answer: 'Ja, der Markt rund um Dom und Rathaus gehört zu den bekanntesten in Deutschland und ist ein schöner Auftakt für einen Umtrunk vor dem Essen. Beachten Sie jedoch, dass die Altstadt an Adventswochenenden sehr voll ist, weil auch viele Besucher aus Belgien und den Niederlanden anreisen. Feiern unter der Woche sind deutlich entspannter.',
    },
    {
      question: 'Welche kulinarische Spezialität passt zu einer Feier in Aachen?',
      answer: 'Natürlich die Aachener Printen, ein würziges Gebäck mit geschützter geografischer Angabe. Viele Gastgeber reichen sie zum Dessert oder legen sie als kleines Gastgeschenk an die Plätze. Dazu passt rheinische Küche, etwa ein klassischer Sauerbraten.',
    },
    {
      question: 'Wie früh sollten wir in Aachen buchen?',
      answer: 'Für Freitage und Samstage im Dezember empfehlen wir eine Anfrage bis spätestens September, denn die beliebten Säle in der Altstadt sind begrenzt. Für Gruppen über 150 Personen kommen nur wenige Häuser infrage, etwa das Kongresszentrum Eurogress. Donnerstage bieten oft mehr Auswahl.',
    },
    {
      question: 'Können wir Kolleginnen und Kollegen aus Belgien und den Niederlanden einbinden?',
      answer: 'Gerade in Aachen ist das üblich. Wir achten auf Locations, die mit dem Auto aus Richtung Lüttich oder Maastricht gut erreichbar sind und genügend Parkplätze bieten. Auf Wunsch suchen wir Caterer oder Moderation, die neben Deutsch auch Niederländisch, Französisch oder Englisch anbieten.',
    },
  ],
} satisfies City;
