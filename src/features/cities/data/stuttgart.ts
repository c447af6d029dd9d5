import type { City } from '../types.ts';

export default {
  id: 'stuttgart',
  name: 'Stuttgart',
  displayName: 'Stuttgart',
  seoTitle: 'Weihnachtsfeier Stuttgart – Weinstube bis Eventhalle',
  metaDescription: 'Weihnachtsfeier in Stuttgart planen: Weinstube, Weingut oder Eventhalle – wir suchen und vergleichen für Sie. Kostenlose Anfrage, Antwort in wenigen Stunden.',
  heroTitle: 'Schwäbisch feiern: Ihre Weihnachtsfeier in Stuttgart',
  heroSubtitle: 'Wir finden für Ihr Team in Stuttgart den passenden Ort – von der gemütlichen Weinstube bis zur großen Halle.',
  description: 'Weinberge mitten in der Stadt, gemütliche Weinstuben und eindrucksvolle Museen: Stuttgart hat für Firmenfeiern mehr zu bieten, als viele vermuten. Gefeiert wird im Weingut über dem Neckartal, in einer umgebauten Fabrik oder in einem Restaurant nahe dem Schlossplatz, wo im Advent einer der schönsten Weihnachtsmärkte Deutschlands lockt.',
  landmarks: ['Schlossplatz', 'Fernsehturm Stuttgart', 'Mercedes-Benz Museum', 'Wilhelma'],
  venueTypes: ['Weinstube', 'Weingut', 'Industrieloft', 'Museumslocation'],
  businessCulture: 'Die Region Stuttgart ist ein Herz der deutschen Industrie. Mercedes-Benz und Porsche bauen hier Autos, Bosch hat seine Zentrale auf der Schillerhöhe in Gerlingen, und Zulieferer wie Mahle sowie unzählige Mittelständler aus Maschinenbau und Elektrotechnik sitzen im Umland. Die Universität Stuttgart gilt als starke Adresse für Ingenieurwissenschaften, die Universität Hohenheim für Agrar- und Wirtschaftsfächer. Die Landesbank LBBW ist ein großer Arbeitgeber im Finanzbereich. Die Landesmesse direkt am Flughafen zieht Fachbesucher an. Schwäbische Firmen schätzen Qualität und Bodenständigkeit: Eine Feier soll gut organisiert sein und ihr Geld wert, Protz ist eher verpönt. Große Werke feiern oft in mehreren Gruppen, verteilt auf Schichten.',
  accessibility: 'Südlich der Stadt auf den Fildern liegt der Flughafen Stuttgart; mit den S-Bahn-Linien S2 und S3 sind Sie in knapp einer halben Stunde im Zentrum. Am Hauptbahnhof, der wegen des Projekts Stuttgart 21 derzeit umgebaut wird, halten ICE-Züge nach Mannheim, Frankfurt, Köln und über Ulm nach München. Die A 8 zwischen Karlsruhe und München sowie die A 81 Richtung Heilbronn und Singen verbinden Stuttgart mit dem Fernstraßennetz. Wegen der Kessellage staut es sich im Berufsverkehr häufig. Besser fahren Ihre Gäste mit der Stadtbahn der SSB und der S-Bahn im VVS. Bei Locations an den Hängen empfiehlt sich ein Shuttle zur nächsten Haltestelle.',
  region: 'sued',
  faq: [
    {
      question: 'Kann man in Stuttgart in einem Weingut feiern?',
      answer: 'Ja, Stuttgart ist eine der wenigen deutschen Großstädte mit Weinbau im Stadtgebiet. Mehrere Weingüter und Weinstuben, etwa in Uhlbach, Rotenberg oder Bad Cannstatt, vermieten Räume an Gruppen und bieten Weinproben an. Trollinger und Lemberger gehören zu den typischen Sorten.',
    },
    {
      question: 'Lohnt sich ein Abstecher auf den Stuttgarter Weihnachtsmarkt?',
      answer: 'Der Markt rund um Schlossplatz, Schillerplatz und Marktplatz ist berühmt für seine liebevoll geschmückten Budendächer. Ein Treffen dort vor dem Essen ist bei vielen Teams beliebt. Wir schlagen Ihnen Locations vor, die von der Innenstadt aus schnell erreichbar sind.',
    },
    {
      question: 'Welche schwäbischen Gerichte passen zur Weihnachtsfeier?',
      answer: 'Maultaschen, Käsespätzle und Zwiebelrostbraten sind echte Publikumslieblinge. Als festlicher Hauptgang bietet sich im Dezember Gänsebraten an. Dazu schenken viele Gastgeber Wein aus der Region aus.',
    },
    {
      question: 'Wann sollten Stuttgarter Unternehmen ihre Location buchen?',
      answer: 'Da viele Industrieunternehmen zur gleichen Zeit feiern, sind Säle für große Gruppen im Dezember früh belegt. Planen Sie mit einer Anfrage im Sommer oder spätestens im September. Für kleinere Teams und Termine unter der Woche gibt es auch später noch Chancen.',
    },
  ],
} satisfies City;
