import type { City } from '../types.ts';

export default {
  id: 'augsburg',
  name: 'Augsburg',
  displayName: 'Augsburg',
  seoTitle: 'Weihnachtsfeier Augsburg: Locations & Planung',
  metaDescription: 'Weihnachtsfeier in Augsburg planen: Wir finden Locations von der Altstadt bis zum Textilviertel. Kostenlos anfragen, Antwort in wenigen Stunden.',
  heroTitle: 'Weihnachtsfeier in Augsburg: die Fuggerstadt festlich erleben',
  heroSubtitle: 'Wir suchen für Ihr Team die passende Location in Augsburg und vergleichen die Angebote für Sie.',
  description: 'Augsburg verbindet Renaissance-Pracht mit Industriegeschichte: Feiern Sie in einem Saal nahe der Maximilianstraße, in einer umgebauten Fabrik im Textilviertel oder in einer traditionsreichen Brauereigaststätte. Die kompakte Innenstadt mit ihren kurzen Wegen macht den Abend auch für Gäste aus dem Umland bequem.',
  landmarks: ['Fuggerei', 'Rathaus mit Goldenem Saal', 'Perlachturm', 'Augsburger Puppenkiste'],
  venueTypes: ['Industriedenkmal', 'Brauereigaststätte', 'Historischer Festsaal', 'Eventhalle'],
  businessCulture: 'Augsburg zählt zu den wichtigsten Industriestandorten Bayerns. Hier haben der Roboterhersteller KUKA und der Getriebespezialist RENK ihren Sitz, dazu kommen Zulieferer der Luft- und Raumfahrt sowie zahlreiche Maschinenbauer. Die Universität Augsburg und die Technische Hochschule Augsburg sorgen für eine große Studierendenschaft, aus der viele Betriebe ihren Nachwuchs gewinnen. Auf dem Messegelände finden unter anderem die Verbraucherausstellung afa und die Schleiftechnik-Fachmesse GrindTec statt. Die Firmenlandschaft reicht vom Industriekonzern mit mehreren hundert Beschäftigten bis zum inhabergeführten Handwerksbetrieb. Gefragt sind deshalb große Säle ebenso wie gemütliche Gasträume für 20 bis 50 Personen. Der Ton bleibt meist bodenständig-schwäbisch, gefeiert wird vor allem an den ersten beiden Dezemberwochenenden.',
  accessibility: 'Der Flughafen München liegt rund 80 Kilometer östlich und ist mit dem Auto in etwa einer Stunde erreichbar; alternativ bietet sich der Allgäu Airport Memmingen an. Der Augsburger Hauptbahnhof liegt an der ICE-Strecke Stuttgart–München, die schnellsten Züge brauchen bis München nur gut eine halbe Stunde. Über die A8 ist die Stadt aus beiden Richtungen angebunden. Vor Ort betreiben die Stadtwerke Augsburg ein dichtes Netz aus Straßenbahnen und Bussen. Tipp: Wer Kolleginnen und Kollegen aus München einlädt, sollte die letzten Züge zurück in die Landeshauptstadt vorab heraussuchen und im Einladungsschreiben nennen.',
  region: 'sued',
  faq: [
    {
      question: 'Wann sollte man eine Weihnachtsfeier in Augsburg buchen?',
      answer: 'Beliebte Säle in der Altstadt und im Textilviertel sind für die Freitage im Dezember oft schon im Frühsommer vergeben. Erwarten Sie mehr als 80 Gäste, planen Sie möglichst bis September. Für kleinere Teams finden wir auch im Herbst noch gute Termine.',
    },
    {
      question: 'Lässt sich die Feier mit dem Augsburger Christkindlesmarkt verbinden?',
      answer: 'Ja, der Christkindlesmarkt auf dem Rathausplatz ist ein schöner Auftakt. Besonders stimmungsvoll ist das Engelesspiel, bei dem als Engel gekleidete Mitwirkende in den Fenstern der Rathausfassade erscheinen und musiziert wird. Ein gemeinsamer Glühwein lässt sich gut mit einer Location in Gehweite kombinieren.',
    },
    {
      question: 'Welche Küche passt zu einer Weihnachtsfeier in Augsburg?',
      answer: 'Viele Gastgeber setzen auf schwäbische Klassiker wie Käsespätzle, Maultaschen oder Krustenbraten, dazu Bier aus einer Augsburger Brauerei. Wer es moderner mag, findet auch Caterer mit Fingerfood und Flying Buffet. Vegetarische Varianten sind inzwischen überall selbstverständlich.',
    },
    {
      question: 'Eignet sich das Textilviertel für große Gruppen?',
      answer: 'Im Textilviertel rund um das Staatliche Textil- und Industriemuseum wurden mehrere ehemalige Fabrikgebäude umgenutzt, einige davon vermieten Räume für Veranstaltungen. Dort sind auch Feiern mit Bühne und Tanzfläche für größere Gruppen möglich. Technik und Catering werden oft separat gebucht, was wir für Sie koordinieren.',
    },
  ],
} satisfies City;
