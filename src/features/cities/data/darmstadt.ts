import type { City } from '../types.ts';

export default {
  id: 'darmstadt',
  name: 'Darmstadt',
  displayName: 'Darmstadt',
  seoTitle: 'Weihnachtsfeier in Darmstadt – Räume & Angebote',
  metaDescription: 'Firmenfeier im Advent in Darmstadt? Wir finden Jugendstil-Locations, Tagungsräume und Brauereiausschänke für Sie. Gratis anfragen, Rückmeldung binnen Stunden.',
  heroTitle: 'Weihnachtsfeier in der Wissenschaftsstadt Darmstadt',
  heroSubtitle: 'Jugendstil, Forschung und südhessische Gemütlichkeit – wir finden den passenden Rahmen für Ihr Team.',
  description: 'Darmstadt kombiniert Jugendstil-Erbe mit einer der höchsten Dichten an Forschungseinrichtungen in Deutschland. Auf der Mathildenhöhe, im Kongresszentrum darmstadtium oder in gemütlichen Brauereiausschänken findet jedes Team seinen Rahmen. Der Odenwald und die Bergstraße liegen nah, falls es etwas ländlicher sein darf.',
  landmarks: ['Mathildenhöhe', 'Hochzeitsturm', 'Waldspirale', 'Hessisches Landesmuseum'],
  venueTypes: ['Jugendstilvilla', 'Kongresszentrum', 'Brauereiausschank', 'Gutshof im Odenwald'],
  businessCulture: 'Den Titel „Wissenschaftsstadt“ trägt Darmstadt offiziell und zu Recht. Die TU Darmstadt und die Hochschule Darmstadt bilden Tausende Ingenieure und Informatiker aus, das GSI Helmholtzzentrum für Schwerionenforschung baut mit FAIR eine internationale Beschleunigeranlage, und mehrere Fraunhofer-Institute forschen etwa zu IT-Sicherheit und Computergrafik. Mit ESOC steuert die Europäische Weltraumorganisation von hier aus ihre Satelliten, EUMETSAT betreibt Wettersatelliten. In der Industrie setzt vor allem Merck Akzente, das älteste pharmazeutisch-chemische Unternehmen der Welt mit Sitz in Darmstadt; daneben sind Software- und Telekommunikationsfirmen stark vertreten. Die Belegschaften sind technisch geprägt und oft sehr international, daher sind zweisprachige Programme und flexible Menüs gefragt.',
  accessibility: 'Frankfurt Airport liegt nur rund 25 Kilometer nördlich; der Airliner-Bus verbindet Darmstadt direkt mit den Terminals, mit dem Auto sind es meist 20 bis 30 Minuten. Der Hauptbahnhof liegt an der Main-Neckar-Bahn mit ICE- und IC-Halten Richtung Frankfurt, Heidelberg und Stuttgart; nach Frankfurt fahren zusätzlich die S-Bahn-Linien S3 und S4. Am Darmstädter Kreuz treffen sich die A5 und die A67. Straßenbahnen und Busse von HEAG mobilo erschließen Innenstadt, Mathildenhöhe und die Vororte. Gäste aus Frankfurt sollten die letzte S-Bahn im Blick behalten, bei langen Feiern ist ein gemeinsamer Rücktransport oft günstiger als Einzeltaxis.',
  region: 'weitere',
  faq: [
    {
      question: 'Lässt sich eine Feier auf der Mathildenhöhe ausrichten?',
      answer: 'Die Mathildenhöhe mit Hochzeitsturm und Künstlerkolonie gehört seit 2021 zum UNESCO-Welterbe. In der Umgebung gibt es Räume für Empfänge und Veranstaltungen, deren Verfügbarkeit stark vom Kulturprogramm abhängt. Eine Führung durch das Jugendstilensemble ist ein schönes Vorprogramm für kleinere Gruppen.',
    },
    {
      question: 'Wo findet in Darmstadt der Weihnachtsmarkt statt?',
      answer: 'Der Darmstädter Weihnachtsmarkt erstreckt sich über den Marktplatz und die Umgebung des Residenzschlosses. Er liegt zentral und ist ein guter Treffpunkt vor dem Essen in der Innenstadt. Von dort aus sind viele Restaurants zu Fuß erreichbar.',
    },
    {
      question: 'Welche Küche passt zu einer Darmstädter Weihnachtsfeier?',
      answer: 'Südhessische Klassiker wie Handkäs mit Musik, Rippchen mit Kraut und Apfelwein kommen bei vielen Teams gut an. Für internationale Belegschaften bieten sich Buffets mit regionalen und internationalen Gerichten an. Ein Darmstädter Bier aus der Region rundet das Angebot ab.',
    },
    {
      question: 'Wie groß sind Weihnachtsfeiern in Darmstadt typischerweise?',
      answer: 'Forschungsinstitute und Softwarefirmen feiern oft in Gruppen von 30 bis 150 Personen, große Arbeitgeber auch mit mehreren Hundert Gästen. Für Letztere ist das darmstadtium eine zentrale Option. Kleinere Teams werden in Brauereiausschänken und Restaurants der Innenstadt fündig.',
    },
  ],
} satisfies City;
