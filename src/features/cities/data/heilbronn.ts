import type { City } from '../types.ts';

export default {
  id: 'heilbronn',
  name: 'Heilbronn',
  displayName: 'Heilbronn',
  seoTitle: 'Weihnachtsfeier in Heilbronn – Wein, Neckar & Locations',
  metaDescription: 'Weihnachtsfeier in Heilbronn: Wir vergleichen Weingüter, Eventschiffe und moderne Locations am Neckar für Sie. Kostenlos anfragen, Antwort in wenigen Stunden.',
  heroTitle: 'Weihnachtsfeier in Heilbronn: zwischen Weinbergen und Neckar',
  heroSubtitle: 'Wir übernehmen die Suche nach der passenden Location in Heilbronn und holen Angebote für Sie ein.',
  description: 'Heilbronn ist eine der größten Weinbaugemeinden Württembergs und zugleich eine Stadt im Aufbruch. Zwischen Kilianskirche, dem neuen Stadtquartier Neckarbogen und dem Bildungscampus finden Teams ganz unterschiedliche Räume: das Weingut mit Blick in die Reben, das Schiff auf dem Neckar oder die moderne Eventfläche mit Glasfassade.',
  landmarks: ['Kilianskirche', 'Historisches Rathaus mit Kunstuhr', 'experimenta', 'Wartberg'],
  venueTypes: ['Weingut', 'Besenwirtschaft', 'Eventschiff', 'Moderne Eventlocation'],
  businessCulture: 'Wirtschaftlich ist Heilbronn eng mit der Schwarz Gruppe verbunden, zu der Lidl und Kaufland gehören und deren Zentrale im benachbarten Neckarsulm liegt, wo auch Audi ein großes Werk betreibt. Die Dieter Schwarz Stiftung hat den Bildungscampus aufgebaut, an dem unter anderem die Technische Universität München und die Hochschule Heilbronn lehren; mit dem Innovationspark Künstliche Intelligenz wächst ein weiterer Schwerpunkt. Traditionsreich sind Lebensmittelherstellung und Weinwirtschaft, Knorr etwa produziert seit dem 19. Jahrhundert in der Stadt. Die Region Heilbronn-Franken ist bekannt für ihre vielen mittelständischen Weltmarktführer. Firmenfeiern reichen vom kleinen Team bis zur großen Gala, regionaler Wein gehört fast immer dazu.',
  accessibility: 'Nächster Flughafen ist Stuttgart, gut 70 Kilometer entfernt und mit dem Auto in rund einer Stunde erreichbar. Der Heilbronner Hauptbahnhof wird vor allem im Regionalverkehr bedient; schnelle Verbindungen gibt es nach Stuttgart, ICE-Anschluss besteht dort oder in Mannheim. Am Weinsberger Kreuz treffen sich die A6 und die A81. In der Stadt und bis in den Kraichgau fährt die Stadtbahn, ergänzt durch Busse der Stadtwerke Heilbronn. Empfehlung: Liegt das Weingut außerhalb, sollten Sie einen Shuttle organisieren, denn in den Weinorten fährt der letzte Bus oft früh.',
  region: 'sued',
  faq: [
    {
      question: 'Lohnt sich eine Weihnachtsfeier im Weingut rund um Heilbronn?',
      answer: 'Ja, viele Weingüter und Weingärtnergenossenschaften der Region bieten Räume für Gruppen an, oft mit einer Weinprobe. Typisch sind Trollinger, Lemberger und Riesling. Rechnen Sie je nach Menü und Weinbegleitung mit einem Preisniveau, das meist unter dem von Großstädten wie Stuttgart liegt.',
    },
    {
      question: 'Was ist eine Besenwirtschaft und eignet sie sich für Firmen?',
      answer: 'Besenwirtschaften sind saisonal geöffnete Lokale von Weingärtnern, die eigene Weine und einfache schwäbische Gerichte anbieten. Sie sind urig, preiswert und meist eher klein, daher ideal für Teams bis etwa 30 Personen. Weil die Öffnungszeiten begrenzt sind, lohnt eine frühe Anfrage.',
    },
    {
      question: 'Gibt es in Heilbronn einen Weihnachtsmarkt?',
      answer: 'Der Heilbronner Weihnachtsmarkt rund um Kilianskirche und Marktplatz ist ein beliebter Treffpunkt nach Feierabend. Viele Firmen beginnen dort mit einem Glühwein und gehen danach gemeinsam in ein Restaurant der Innenstadt.',
    },
    {
      question: 'Wie kommen Gäste in Heilbronn nach der Feier nach Hause?',
      answer: 'Die Stadtbahn verbindet Heilbronn mit vielen Orten im Umland, fährt nachts aber nur eingeschränkt. Für Feiern außerhalb der Innenstadt empfehlen wir einen Bus-Shuttle oder vorab reservierte Taxis. Gerne kalkulieren wir den Transfer im Angebot mit.',
    },
  ],
} satisfies City;
