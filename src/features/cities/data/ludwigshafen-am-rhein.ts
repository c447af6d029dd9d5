import type { City } from '../types.ts';

export default {
  id: 'ludwigshafen-am-rhein',
  name: 'Ludwigshafen',
  displayName: 'Ludwigshafen am Rhein',
  seoTitle: 'Weihnachtsfeier Ludwigshafen: Pfälzer Locations',
  metaDescription: 'Weihnachtsfeier in Ludwigshafen am Rhein: Wir finden Säle, Pfälzer Weinstuben und Locations am Rhein für Ihre Belegschaft. Gratis anfragen, Antwort in Stunden.',
  heroTitle: 'Weihnachtsfeier in Ludwigshafen am Rhein',
  heroSubtitle: 'Vom Festsaal für die ganze Abteilung bis zur Weinstube an der Weinstraße – wir finden die Location für Ihre Feier.',
  description: 'Ludwigshafen ist Industriestadt mit Pfälzer Herz: Am Rhein gibt es moderne Säle und Restaurants mit Blick aufs Wasser, und bis zu den Weinorten an der Deutschen Weinstraße ist es nur eine kurze Fahrt. Für große Abteilungsfeiern wie für kleine Teams findet sich hier ein passender Rahmen, oft zu moderaten Preisen.',
  landmarks: ['Wilhelm-Hack-Museum', 'Ebertpark', 'Pfalzbau', 'Parkinsel'],
  venueTypes: ['Pfälzer Weinstube', 'Industrieloft', 'Rheinterrasse', 'Kongresssaal'],
  businessCulture: 'Ohne die BASF ist Ludwigshafen nicht zu denken: Der Chemiekonzern hat hier seinen Stammsitz und betreibt den größten zusammenhängenden Chemiestandort der Welt, an dem Zehntausende Menschen arbeiten. Rund um das Werk sind Dienstleister, Anlagenbauer und Logistiker angesiedelt, außerdem forscht und produziert das Pharmaunternehmen AbbVie in der Stadt. Die Hochschule für Wirtschaft und Gesellschaft bildet Fachkräfte aus. Wirtschaftlich ist Ludwigshafen eng mit Mannheim und Heidelberg in der Metropolregion Rhein-Neckar verflochten. Für Weihnachtsfeiern bedeutet das häufig große Gruppen aus einzelnen Abteilungen oder Schichtteams, die an verschiedenen Terminen feiern. Geschätzt werden ein herzhaftes Pfälzer Essen, ein guter Schoppen Wein und eine unkomplizierte, gesellige Atmosphäre.',
  accessibility: 'Der nächste große Flughafen ist Frankfurt, etwa 80 Kilometer entfernt; mit dem ICE ab Mannheim dauert die Fahrt rund eine halbe Stunde. Mannheim Hauptbahnhof als großer ICE-Knoten liegt direkt auf der anderen Rheinseite und ist mit S-Bahn oder Straßenbahn in wenigen Minuten erreichbar, in Ludwigshafen selbst halten vor allem S-Bahnen der S-Bahn RheinNeckar und Regionalzüge. Das Autobahnnetz mit A61, A65, A650 und der nahen A6 bindet die Stadt gut an. Im Nahverkehr betreibt die rnv Straßenbahnen, die Ludwigshafen mit Mannheim und Bad Dürkheim verbinden. Wegen der Bauarbeiten an den innerstädtischen Hochstraßen sollten Sie für die Anreise mit dem Auto mehr Zeit einplanen.',
  region: 'weitere',
  faq: [
    {
      question: 'Wie lässt sich eine Feier in Ludwigshafen mit Pfälzer Wein verbinden?',
      answer: 'Die Deutsche Weinstraße mit Orten wie Bad Dürkheim oder Deidesheim ist nur etwa eine halbe Stunde entfernt. Viele Weingüter bieten im Advent Proben mit Menü für Gruppen an. Die Rhein-Haardtbahn der rnv fährt direkt von Ludwigshafen nach Bad Dürkheim.',
    },
    {
      question: 'Was gehört in Ludwigshafen auf die Speisekarte?',
      answer: 'Pfälzer Saumagen mit Sauerkraut ist der bekannteste Klassiker, dazu Leberknödel, Bratwurst und Dampfnudeln mit Weinsoße. Weinschorle im Dubbeglas ist bei vielen Teams ein Muss. Ein Pfälzer Buffet ist unkompliziert und kommt bei gemischten Gruppen gut an.',
    },
    {
      question: 'Sollten wir in Ludwigshafen oder in Mannheim feiern?',
      answer: 'Beide Städte sind über die Rheinbrücken und die Straßenbahn eng verbunden, die Entscheidung hängt vom Stil ab. Ludwigshafen bietet oft Pfälzer Gemütlichkeit und etwas günstigere Preise, Mannheim mehr Großstadtflair. Wir können Angebote aus beiden Städten für Sie vergleichen.',
    },
    {
      question: 'Wie organisieren wir Feiern für große Abteilungen?',
      answer: 'Bei mehreren Hundert Gästen kommen Säle wie der Pfalzbau, große Hotels oder Eventhallen in der Region in Frage. Viele Firmen teilen ihre Belegschaft auch auf mehrere Abende auf, etwa nach Schichten. Wir helfen dabei, passende Termine und Räume zu kombinieren.',
    },
  ],
} satisfies City;
