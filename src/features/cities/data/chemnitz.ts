import type { City } from '../types.ts';

export default {
  id: 'chemnitz',
  name: 'Chemnitz',
  displayName: 'Chemnitz',
  seoTitle: 'Firmen-Weihnachtsfeier in Chemnitz planen',
  metaDescription: 'Firmenweihnachtsfeier in Chemnitz: Wir suchen Fabriklofts, Villen und Gasthäuser für Ihr Team. Unverbindlich anfragen, Rückmeldung in wenigen Stunden.',
  heroTitle: 'Weihnachtsfeier in Chemnitz mit Industriecharme',
  heroSubtitle: 'Ob Fabrikloft, Gründerzeitvilla oder urige Gaststube – wir finden in Chemnitz den Rahmen, der zu Ihrem Team passt.',
  description: 'Chemnitz, Kulturhauptstadt Europas 2025, überrascht mit Fabrikarchitektur, prächtigen Villen und kurzen Wegen. Dazu kommt die Nähe zum Erzgebirge: Schwibbögen, Räuchermänner und Bergmannstradition prägen die Adventszeit hier stärker als fast überall sonst und geben jeder Firmenfeier einen besonderen Rahmen.',
  landmarks: ['Karl-Marx-Monument', 'Industriemuseum Chemnitz', 'Villa Esche', 'Roter Turm'],
  venueTypes: ['Fabrikloft', 'Gründerzeitvilla', 'Brauereigaststätte', 'Museum als Location'],
  businessCulture: 'Einst als „sächsisches Manchester“ bekannt, ist Chemnitz bis heute eine Stadt der Ingenieure. Volkswagen baut hier Motoren, Werkzeugmaschinenhersteller wie Niles-Simmons und Starrag Heckert sind ebenso ansässig wie ein dichtes Netz mittelständischer Automobilzulieferer. Forschung und Nachwuchs liefern die Technische Universität Chemnitz und das Fraunhofer-Institut für Werkzeugmaschinen und Umformtechnik. Typisch sind inhabergeführte Firmen mit 30 bis 150 Beschäftigten, bei denen die Weihnachtsfeier oft die wichtigste Veranstaltung des Jahres ist. Man feiert gern bodenständig, mit gutem Essen und ohne große Show, häufig am ersten oder zweiten Dezemberwochenende. Durch das Kulturhauptstadtjahr hat die Stadt zudem neue Aufmerksamkeit und frische Kulturorte gewonnen.',
  accessibility: 'Einen eigenen Verkehrsflughafen hat Chemnitz nicht; die Flughäfen Leipzig/Halle und Dresden sind mit dem Auto jeweils in gut einer Stunde erreichbar. Auf der Schiene ist die Stadt bislang nicht ins ICE-Netz eingebunden, Regionalexpress-Züge fahren aber etwa stündlich nach Leipzig und Dresden, wo Anschluss an den Fernverkehr besteht. Straßenseitig ist Chemnitz dagegen bestens angebunden: Am Autobahnkreuz Chemnitz treffen sich die A4 und die A72. Vor Ort betreibt die CVAG Straßenbahnen und Busse, ergänzt durch die City-Bahn ins Umland. Gäste von weiter her sollten die Rückfahrt aus Leipzig oder Dresden frühzeitig einplanen, Parkplätze sind dagegen meist leicht zu finden.',
  region: 'ost',
  faq: [
    {
      question: 'Wie lässt sich die erzgebirgische Weihnachtstradition in die Feier einbauen?',
      answer: 'Viele Chemnitzer Firmen setzen auf Dekoration mit Schwibbögen und Pyramiden oder verschenken kleine Holzkunst aus dem Erzgebirge. Ein Abstecher über den Weihnachtsmarkt vor dem Rathaus passt gut vor das Essen. Für ein längeres Programm bieten sich Ausflüge in die nahen Erzgebirgsorte an.',
    },
    {
      question: 'Wie reisen Kolleginnen und Kollegen von außerhalb am besten an?',
      answer: 'Da Chemnitz keinen ICE-Halt hat, kombinieren viele Gäste den Fernverkehr bis Leipzig oder Dresden mit dem Regionalexpress. Mit dem Auto ist die Stadt über die A4 und A72 gut erreichbar. Bei überregionalen Teams lohnt sich oft ein Hotelkontingent in der Innenstadt.',
    },
    {
      question: 'Was kommt bei einer Chemnitzer Weihnachtsfeier auf den Tisch?',
      answer: 'Beliebt sind Gänse- und Sauerbraten mit grünen Klößen, im Advent auch Anklänge an das erzgebirgische Neunerlei. Als Dessert passt Stollen, dazu Bier aus der Region. Viele Gaststätten bieten eigene Weihnachtsmenüs für Gruppen an.',
    },
    {
      question: 'Welche Budgets sind in Chemnitz üblich?',
      answer: 'Im Vergleich zu westdeutschen Großstädten liegen Raummieten und Menüpreise in Chemnitz meist spürbar niedriger. Rechnen Sie für ein Menü mit Getränkepauschale grob mit 50 bis 90 Euro pro Person, je nach Location und Programm. Wir holen mehrere Angebote ein, damit Sie direkt vergleichen können.',
    },
  ],
} satisfies City;
