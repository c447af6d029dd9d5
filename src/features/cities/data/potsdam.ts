import type { City } from '../types.ts';

export default {
  id: 'potsdam',
  name: 'Potsdam',
  displayName: 'Potsdam',
  seoTitle: 'Weihnachtsfeier Potsdam: Villen, Seen & Schlösser',
  metaDescription: 'Weihnachtsfeier in Potsdam, nah an Berlin: Wir finden Villen am Wasser, Filmstudio-Locations und Restaurants. Gratis anfragen, Rückmeldung in wenigen Stunden.',
  heroTitle: 'Weihnachtsfeier in Potsdam: Schlösser, Seen, Filmstadt',
  heroSubtitle: 'Nur eine S-Bahn-Fahrt von Berlin entfernt – wir suchen Ihre Location in der brandenburgischen Landeshauptstadt.',
  description: 'Potsdam ist die elegante Alternative für Teams aus Berlin und Brandenburg: preußische Schlösser und Parks, Villen an der Havel und die Medienstadt Babelsberg liegen nah beieinander. Für Weihnachtsfeiern reicht die Auswahl vom gediegenen Salon bis zum Studiogelände, und mehrere kleine Weihnachtsmärkte laden zum Bummel ein.',
  landmarks: ['Schloss Sanssouci', 'Holländisches Viertel', 'Museum Barberini', 'Schloss Cecilienhof'],
  venueTypes: ['Villa am Wasser', 'Filmstudio-Location', 'Historisches Gewölbe', 'Havelschiff'],
  businessCulture: 'Wissenschaft und Medien bestimmen das Profil der brandenburgischen Landeshauptstadt. Rund um den Telegrafenberg und den Campus Golm forschen das Potsdam-Institut für Klimafolgenforschung, das GFZ Helmholtz-Zentrum für Geoforschung und mehrere Max-Planck-Institute; hinzu kommen die Universität Potsdam und das Hasso-Plattner-Institut für Digital Engineering. In Babelsberg produzieren Studio Babelsberg und zahlreiche Film- und Fernsehfirmen, die Filmuniversität bildet den Nachwuchs aus. Landesministerien, IT-Unternehmen und der Tourismus rund um das UNESCO-Welterbe ergänzen das Bild. Für Weihnachtsfeiern bedeutet das viele mittelgroße, oft internationale Teams. Außerdem weichen zahlreiche Berliner Firmen für einen Abend mit besonderem Ambiente nach Potsdam aus, vor allem an Freitagen im Dezember.',
  accessibility: 'Der Flughafen BER liegt rund 40 Autominuten südöstlich, mit der Bahn ist je nach Verbindung mit etwa einer Stunde zu rechnen. Potsdam Hauptbahnhof ist über den Regionalexpress RE1 mit Berlin-Hauptbahnhof und Friedrichstraße verbunden, parallel fährt die S-Bahn-Linie S7; einzelne Intercity-Züge halten ebenfalls. Autofahrer nutzen den Berliner Ring A10 oder die A115 aus Richtung Berlin-Zehlendorf. In der Stadt betreibt der Verkehrsbetrieb Potsdam (ViP) ein dichtes Straßenbahn- und Busnetz. Falls Ihre Gäste nach Berlin zurückfahren, prüfen Sie die Nachtverbindungen oder buchen Sie einen Shuttle, gerade für Locations am Stadtrand.',
  region: 'ost',
  faq: [
    {
      question: 'Welche Weihnachtsmärkte gibt es in Potsdam?',
      answer: 'Der „Blaue Lichterglanz“ in der Brandenburger Straße ist der zentrale Markt der Innenstadt. Im Holländischen Viertel findet zudem traditionell ein Sinterklaas-Fest statt, in Babelsberg ein Böhmischer Weihnachtsmarkt. Ein kurzer Bummel lässt sich gut mit einem Abendessen in der Innenstadt verbinden.',
    },
    {
      question: 'Lohnt sich Potsdam für Teams aus Berlin?',
      answer: 'Ja, viele Berliner Unternehmen schätzen den Tapetenwechsel: Die Anreise dauert mit Regionalexpress oder S-Bahn oft nur eine halbe Stunde. Dafür bekommen Sie historische Kulisse, Wasserlage und etwas mehr Ruhe als in der Hauptstadt. Für die Rückfahrt bieten sich Sammelshuttles an.',
    },
    {
      question: 'Welche regionalen Gerichte passen zu einer Feier in Potsdam?',
      answer: 'Aus Brandenburg kommen Wild aus den umliegenden Wäldern, Zander aus der Havel und die Teltower Rübchen als winterliche Beilage. Gänsebraten mit Rotkohl ist im Advent ohnehin ein Klassiker. Viele Küchen setzen bewusst auf Produkte aus dem Umland.',
    },
    {
      question: 'Wie früh sind Locations in Potsdam ausgebucht?',
      answer: 'Villen und Locations am Wasser sind wegen der Nachfrage aus Berlin oft schon im Spätsommer für die Dezemberfreitage vergeben. Wir empfehlen, spätestens im September anzufragen. Termine Ende November oder unter der Woche bieten mehr Auswahl.',
    },
  ],
} satisfies City;
