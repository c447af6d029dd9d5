import type { City } from '../types.ts';

export default {
  id: 'salzgitter',
  name: 'Salzgitter',
  displayName: 'Salzgitter',
  seoTitle: 'Weihnachtsfeier in Salzgitter – Locations & Angebote',
  metaDescription: 'Weihnachtsfeier in Salzgitter: Wir finden Locations von Lebenstedt bis Salzgitter-Bad und vergleichen Angebote. Jetzt kostenlos anfragen, Antwort in Stunden.',
  heroTitle: 'Weihnachtsfeier in Salzgitter – bodenständig gut geplant',
  heroSubtitle: 'Vom Landgasthof bis zur Industriehalle: Wir holen Angebote aus allen Stadtteilen ein und Sie behalten den Überblick.',
  description: 'Salzgitter ist flächenmäßig eine der größten Städte Niedersachsens und besteht aus über dreißig Ortsteilen, entsprechend vielfältig sind die Möglichkeiten. Teams feiern in Gasthöfen mit großen Sälen, in Restaurants am Salzgittersee oder in der Fachwerk-Altstadt von Salzgitter-Bad – oft dort, wo große Gruppen seit Jahrzehnten selbstverständlich sind.',
  landmarks: ['Schloss Salder', 'Salzgittersee', 'Schloss Ringelheim', 'Altstadt von Salzgitter-Bad'],
  venueTypes: ['Landgasthof mit Saal', 'Seerestaurant', 'Industriehalle', 'Historisches Gutshaus'],
  businessCulture: 'Salzgitter ist eine Industriestadt durch und durch. Der Stahlkonzern Salzgitter AG hat hier seinen Sitz und sein Hüttenwerk, Volkswagen baut im Motorenwerk Antriebe und errichtet mit der Batterietochter PowerCo eine Zellfabrik. MAN Truck & Bus und Alstom mit dem traditionsreichen Schienenfahrzeugwerk in Watenstedt sind weitere große Arbeitgeber, die Ostfalia Hochschule unterhält einen Campus in der Stadt. Viele Beschäftigte arbeiten im Schichtsystem, Betriebsräte und Vereine spielen im sozialen Leben eine große Rolle. Weihnachtsfeiern sind oft große, familiäre Abende mit deftigem Essen, an denen Produktion und Verwaltung gemeinsam feiern.',
  accessibility: 'Einen eigenen Fernbahnhof hat Salzgitter nicht: ICE-Reisende steigen in Braunschweig oder Hildesheim in Regionalzüge um, die unter anderem Lebenstedt und Ringelheim anfahren. Zum Flughafen Hannover braucht man mit dem Auto knapp eine Stunde. Gut ausgebaut ist das Straßennetz: Die A39 verbindet mit Braunschweig und Wolfsburg und trifft am Dreieck Salzgitter auf die A7. Die Stadtbuslinien betreibt die KVG Braunschweig. Weil die Ortsteile teils weit auseinanderliegen, empfiehlt sich für die Heimfahrt nach der Feier ein gecharterter Bus oder ein vorab reserviertes Taxikontingent.',
  region: 'nord',
  faq: [
    {
      question: 'In welchem Stadtteil von Salzgitter sollten wir feiern?',
      answer: 'Lebenstedt ist der größte Stadtteil mit Rathaus, Einkaufszentrum und Restaurants nahe dem Salzgittersee. Salzgitter-Bad bietet eine Altstadt mit Fachwerkhäusern und gemütlichen Gaststätten. In den kleineren Ortsteilen finden sich Landgasthöfe mit Sälen, die sich für große Gruppen eignen; entscheidend ist oft, wo die meisten Gäste wohnen oder arbeiten.',
    },
    {
      question: 'Wie organisieren wir in Salzgitter die Heimfahrt der Gäste?',
      answer: 'Da die Ortsteile über eine große Fläche verteilt sind und nachts nur wenige Busse fahren, ist ein Shuttle mit festen Haltepunkten die zuverlässigste Lösung. Auch Taxikontingente lassen sich vorab reservieren. Wir planen die Rückfahrt auf Wunsch direkt mit ein.',
    },
    {
      question: 'Wie feiern Schichtbetriebe in Salzgitter am besten gemeinsam?',
      answer: 'Viele Betriebe legen die Feier auf einen Freitag oder Samstag, an dem möglichst wenige Schichten laufen. Alternativ bietet sich eine Feier in zwei Runden an, damit jede Schicht teilnehmen kann. Landgasthöfe und Hallen in Salzgitter sind solche Abläufe gewohnt.',
    },
    {
      question: 'Welche Gerichte kommen bei einer Weihnachtsfeier in Salzgitter gut an?',
      answer: 'Gefragt ist deftige Küche: Grünkohl mit Bregenwurst, Braunschweiger Mettwurst oder ein Schlachteplatten-Büfett. Ebenso beliebt sind Gänsebraten und Wildgerichte aus dem nahen Harzvorland. Vegetarische Alternativen stimmen wir mit dem Gastgeber ab.',
    },
  ],
} satisfies City;
