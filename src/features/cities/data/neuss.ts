import type { City } from '../types.ts';

export default {
  id: 'neuss',
  name: 'Neuss',
  displayName: 'Neuss',
  seoTitle: 'Weihnachtsfeier Neuss – Locations & Angebote',
  metaDescription: 'Ihre Weihnachtsfeier in Neuss: Wir finden Locations zwischen Quirinus-Münster, Hafen und Hombroich. Kostenlose Anfrage, Rückmeldung in wenigen Stunden.',
  heroTitle: 'Weihnachtsfeier in Neuss – links vom Rhein',
  heroSubtitle: 'Ob Hafenloft, Rennbahn oder Altstadtrestaurant: Wir suchen die Location, die zu Ihrem Unternehmen passt.',
  description: 'Neuss zählt zu den ältesten Städten Deutschlands und liegt Düsseldorf direkt gegenüber, ist aber meist weniger überlaufen als die Landeshauptstadt. Rund um das Quirinus-Münster finden kleinere Teams gemütliche Lokale, während Rennbahn, Hafen und Skihalle ungewöhnliche Kulissen für große Firmenfeiern liefern.',
  landmarks: ['Quirinus-Münster', 'Obertor', 'Museum Insel Hombroich', 'Galopprennbahn Neuss'],
  venueTypes: ['Hafenloft', 'Rennbahn-Lounge', 'Skihalle', 'Altstadtrestaurant'],
  businessCulture: 'Als Teil des Rheinlands profitiert Neuss von der Nähe zur Landeshauptstadt und von einem der wichtigsten Binnenhäfen des Landes, den die Neuss-Düsseldorfer Häfen gemeinsam betreiben. Die Deutschlandzentralen von 3M und Janssen haben hier ihren Sitz, Pierburg entwickelt Komponenten für die Autoindustrie, und Hydro betreibt ein Aluminiumwerk. Lebensmittelindustrie, Handel sowie zahlreiche IT- und Beratungsfirmen ergänzen den Mix. Bei Weihnachtsfeiern treffen daher internationale Konzernteams auf traditionsbewusste Mittelständler, die das Neusser Schützenwesen pflegen. Gefeiert wird in Gruppen von 30 bis 300 Personen, gern mit rheinischer Lockerheit und bevorzugt in der ersten Dezemberhälfte.',
  accessibility: 'Vom Flughafen Düsseldorf sind es nur etwa 20 Kilometer, je nach Verkehr 20 bis 30 Minuten mit dem Auto. Neuss Hauptbahnhof wird von mehreren Regionalexpresslinien und den S-Bahnen S 8, S 11 und S 28 bedient; Düsseldorf Hbf mit seinen ICE-Verbindungen ist nur wenige Minuten entfernt. Die A 46 und die A 57 kreuzen sich im Stadtgebiet. Außerdem fahren die Straßenbahn 709 und die Stadtbahn U 75 der Rheinbahn direkt nach Düsseldorf, Busse der Stadtwerke Neuss ergänzen das Netz. Tipp: Gäste aus Düsseldorf können dank dieser Linien ganz ohne Auto anreisen; nennen Sie in der Einladung die Haltestelle, die Ihrer Location am nächsten liegt.',
  region: 'west',
  faq: [
    {
      question: 'Ist Neuss eine gute Alternative zu einer Weihnachtsfeier in Düsseldorf?',
      answer: 'Für viele Firmen ja: Neuss liegt nur eine Rheinbrücke von Düsseldorf entfernt, die Locations sind jedoch häufig weniger stark nachgefragt und bieten mehr Parkplätze. Gäste aus Düsseldorf erreichen die Neusser Innenstadt mit S-Bahn, Stadtbahn oder Straßenbahn in rund 15 Minuten. So lässt sich die Feier oft auch kurzfristiger organisieren.',
    },
    {
      question: 'Kann man in der Skihalle Neuss eine Weihnachtsfeier veranstalten?',
      answer: 'Die Skihalle bietet Firmenpakete, bei denen Skifahren oder Rodeln mit Hüttenabend und Après-Ski-Stimmung kombiniert werden. Das passt gut zu Teams, die es sportlich und locker mögen. Welche Pakete und Gruppengrößen im Dezember möglich sind, fragen wir für Sie an.',
    },
    {
      question: 'Welches Kulturprogramm eignet sich vor der Feier?',
      answer: 'Das Museum Insel Hombroich und die Langen Foundation auf der ehemaligen Raketenstation verbinden Kunst, Architektur und Landschaft und bieten Führungen für Gruppen an. Im Winter sind die Tage kurz, legen Sie den Besuch deshalb auf den frühen Nachmittag. Danach geht es bequem in die Innenstadt zum Essen.',
    },
    {
      question: 'Welche Gerichte kommen in Neuss bei Weihnachtsfeiern gut an?',
      answer: 'Rheinische Klassiker wie Sauerbraten mit Apfelrotkohl sind beliebt, und da Dezember ein Monat mit „R“ ist, stehen vielerorts auch Muscheln rheinische Art auf der Karte. Dazu wird meist Altbier ausgeschenkt. Viele Caterer bieten außerdem festliche Menüs mit Gans oder Wild an.',
    },
    {
      question: 'Wie lange vorher sollte man in Neuss buchen?',
      answer: 'Große Säle und Sonderlocations wie das Haus am RennbahnPark oder die Skihalle sind für die Freitage im Dezember häufig schon im Sommer vergeben. Planen Sie für Gruppen über 100 Personen mindestens vier bis sechs Monate Vorlauf ein. Für kleinere Runden in Restaurants reichen meist sechs bis acht Wochen.',
    },
  ],
} satisfies City;
