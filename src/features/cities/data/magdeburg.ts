import type { City } from '../types.ts';

export default {
  id: 'magdeburg',
  name: 'Magdeburg',
  displayName: 'Magdeburg',
  seoTitle: 'Weihnachtsfeier in Magdeburg – Locations finden',
  metaDescription: 'Sie planen eine Weihnachtsfeier in Magdeburg? Wir finden passende Locations an der Elbe und holen Angebote ein. Kostenlos anfragen, Rückmeldung binnen Stunden.',
  heroTitle: 'Weihnachtsfeier in Magdeburg an der Elbe',
  heroSubtitle: 'Von der Festung bis zum Restaurant am Fluss: Wir suchen Ihre Location in der Landeshauptstadt Sachsen-Anhalts.',
  description: 'Magdeburg verbindet über 1.200 Jahre Geschichte mit viel Grün und Wasser. Firmen feiern hier in Festungsgewölben, Hotelsälen oder Restaurants mit Elbblick, und im Advent taucht die Lichterwelt die Innenstadt in festliches Licht. Das moderate Preisniveau lässt zudem Spielraum für Programm und Menü.',
  landmarks: ['Magdeburger Dom', 'Grüne Zitadelle', 'Kloster Unser Lieben Frauen', 'Elbauenpark'],
  venueTypes: ['Festungsgewölbe', 'Restaurant an der Elbe', 'Industriedenkmal', 'Hotelbankettsaal'],
  businessCulture: 'Als Landeshauptstadt ist Magdeburg Sitz von Landtag, Ministerien und zahlreichen Behörden, die einen großen Teil der Arbeitsplätze stellen. Tief verwurzelt ist außerdem der Maschinen- und Anlagenbau, der an die lange Schwermaschinenbau-Tradition der Stadt anknüpft. Logistikunternehmen profitieren vom Elbhafen und der Lage an der A2 zwischen Berlin und Hannover. Wissenschaftlich prägen die Otto-von-Guericke-Universität mit ihrer Universitätsmedizin, die Hochschule Magdeburg-Stendal und das Fraunhofer-Institut für Fabrikbetrieb und -automatisierung die Stadt. Weihnachtsfeiern richten hier häufig Ämter, Kliniken und mittelständische Betriebe aus, meist mit 20 bis 200 Gästen. Gefragt sind verlässliche Organisation, ein ordentliches Buffet und Locations, die gut mit Straßenbahn oder Auto erreichbar sind.',
  accessibility: 'Der nächstgelegene große Flughafen ist Leipzig/Halle, etwa eine Autostunde südlich; auch der Hauptstadtflughafen BER ist in rund zwei Stunden erreichbar. Am Magdeburger Hauptbahnhof halten Intercity-Züge, unter anderem in Richtung Leipzig, Hannover und Berlin, dazu kommen Regionalverbindungen und die S-Bahn Mittelelbe. Autofahrer nutzen die A2, die nördlich der Stadt verläuft, sowie die A14 Richtung Halle und Leipzig. Im Stadtgebiet sind die Straßenbahnen der Magdeburger Verkehrsbetriebe (MVB) das wichtigste Verkehrsmittel. Wer auswärtige Gäste hat, sollte die letzten Anschlüsse am Hauptbahnhof prüfen und für die Heimfahrt ins Umland einen Bus-Shuttle erwägen.',
  region: 'ost',
  faq: [
    {
      question: 'Was hat es mit der Magdeburger Lichterwelt auf sich?',
      answer: 'In der Advents- und Winterzeit schmücken zahlreiche beleuchtete Figuren und Installationen die Innenstadt. Ein kurzer Rundgang zwischen Altem Markt und Breitem Weg ist ein schöner Einstieg, bevor das Essen beginnt. Gerade für Teams von außerhalb ist das ein kostenloses Programm mit viel Atmosphäre.',
    },
    {
      question: 'Welche Locations eignen sich in Magdeburg für große Gruppen?',
      answer: 'Für mehrere Hundert Personen bieten sich die Messe- und Veranstaltungsflächen am Elbauenpark sowie große Hotelsäle an. Die historische Festung Mark mit ihren Gewölben ist eine beliebte Alternative mit besonderem Charakter. Wir klären für Sie, welche Räume an Ihrem Wunschtermin frei sind.',
    },
    {
      question: 'Welche regionale Küche passt zur Feier in Magdeburg?',
      answer: 'Ein Klassiker der Stadt ist Bötel mit Lehm und Stroh, also Eisbein mit Erbspüree und Sauerkraut. Daneben sind Gänsebraten und herzhafte Börde-Küche beliebt. Für gemischte Gruppen lässt sich das gut mit vegetarischen Gerichten auf einem Buffet kombinieren.',
    },
    {
      question: 'Wann sollten Magdeburger Firmen ihre Feier buchen?',
      answer: 'Die ersten beiden Freitage im Dezember sind in Magdeburg am stärksten gefragt. Wir empfehlen eine Anfrage drei bis vier Monate vor dem Termin. Wer flexibel ist, findet Ende November oder an Donnerstagen auch kurzfristig noch gute Räume.',
    },
  ],
} satisfies City;
