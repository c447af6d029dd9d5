import type { City } from '../types.ts';

export default {
  id: 'offenbach-am-main',
  name: 'Offenbach',
  displayName: 'Offenbach am Main',
  seoTitle: 'Weihnachtsfeier in Offenbach: kreative Locations',
  metaDescription: 'Weihnachtsfeier in Offenbach am Main: Wir finden Lofts, Hafen-Locations und Apfelweinwirtschaften für Ihr Team. Kostenlos anfragen, Antwort in wenigen Stunden.',
  heroTitle: 'Weihnachtsfeier in Offenbach: kreativ, direkt, am Main',
  heroSubtitle: 'Wir suchen für Ihr Team Lofts, Hafenrestaurants und gemütliche Apfelweinlokale in Offenbach – nur wenige Minuten von Frankfurt entfernt.',
  description: 'Offenbach ist rauer und kreativer als die große Nachbarstadt, und genau das macht den Reiz aus. Am umgebauten Hafen, in alten Fabriken und Lederwerkstätten entstehen ungewöhnliche Eventflächen, während die Preise meist unter Frankfurter Niveau liegen. Mit der S-Bahn sind Sie von der Frankfurter Innenstadt aus in wenigen Minuten da.',
  landmarks: ['Isenburger Schloss', 'Deutsches Ledermuseum', 'Büsing-Palais', 'Hafen Offenbach'],
  venueTypes: ['Industrieloft', 'Hafenrestaurant', 'Apfelweinwirtschaft', 'Designstudio'],
  businessCulture: 'Früher war Offenbach die deutsche Lederwarenstadt, davon erzählt heute das Deutsche Ledermuseum. Inzwischen prägen andere Branchen den Standort: Der Deutsche Wetterdienst hat hier seine Zentrale, Hyundai Motor Europe sitzt im Bürogebiet am Kaiserlei, und zahlreiche Agenturen, Architekturbüros und Start-ups haben sich in ehemaligen Fabriken eingerichtet. Die Hochschule für Gestaltung (HfG) gibt der Stadt ein junges, kreatives Profil. Dazu kommt eine ausgesprochen internationale Bevölkerung. Viele Unternehmen aus dem Rhein-Main-Gebiet weichen für ihre Weihnachtsfeier bewusst nach Offenbach aus, weil Locations hier oft günstiger und weniger früh ausgebucht sind. Der Stil ist locker, gern mit DJ, Streetfood oder Apfelwein statt steifem Galadinner.',
  accessibility: 'Vom Frankfurter Flughafen fahren die S-Bahn-Linien S8 und S9 ohne Umstieg in etwa einer halben Stunde nach Offenbach, mit dem Auto geht es über die A3 ähnlich schnell. Fernzüge halten am Frankfurter Hauptbahnhof; von dort erreichen Sie mit den Linien S1, S2, S8 und S9 in rund einer Viertelstunde die unterirdische Station Offenbach Marktplatz. Der Offenbacher Hauptbahnhof bedient vor allem Regionalzüge. Autofahrer erreichen die Stadt über das Offenbacher Kreuz mit A3 und A661. Innerhalb der Stadt sorgen die Busse der Offenbacher Verkehrs-Betriebe für Anschluss. Weil die S-Bahn bis spät in die Nacht fährt, kommen auch Gäste aus Frankfurt problemlos zurück.',
  region: 'weitere',
  faq: [
    {
      question: 'Warum feiern viele Frankfurter Firmen in Offenbach?',
      answer: 'Offenbach liegt nur wenige S-Bahn-Minuten von der Frankfurter City entfernt, bietet aber oft günstigere und kurzfristiger verfügbare Locations. Dazu kommt eine kreative Szene mit Lofts und Hallen, die es so in Frankfurt seltener gibt. Für Teams, die etwas Ungewöhnliches suchen, ist das ein echter Vorteil.',
    },
    {
      question: 'Welche Locations gibt es rund um den Offenbacher Hafen?',
      answer: 'Auf dem ehemaligen Hafengelände ist ein neues Stadtquartier mit Restaurants und Bars direkt am Mainufer entstanden. Für kleinere Gruppen eignen sich dort Restaurants mit Wasserblick, für größere Teams flexible Eventflächen in der Umgebung. Wir prüfen, welche Räume zu Ihrer Gruppengröße passen.',
    },
    {
      question: 'Passt Apfelwein zu einer Weihnachtsfeier in Offenbach?',
      answer: 'Absolut, auch in Offenbach gehört der Äppler zur regionalen Tradition. In Apfelweinwirtschaften gibt es dazu Rippchen mit Kraut, Handkäs oder Grie Soß. Im Winter wird oft auch heißer Apfelwein serviert.',
    },
    {
      question: 'Wie früh sollten wir in Offenbach buchen?',
      answer: 'Die Nachfrage ist etwas geringer als in Frankfurt, dennoch sind die Dezemberfreitage beliebt. Wir empfehlen zwei bis drei Monate Vorlauf. Für besondere Lofts oder große Gruppen lohnt sich eine frühere Anfrage.',
    },
  ],
} satisfies City;
