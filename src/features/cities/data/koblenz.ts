import type { City } from '../types.ts';

export default {
  id: 'koblenz',
  name: 'Koblenz',
  displayName: 'Koblenz',
  seoTitle: 'Koblenz: Weihnachtsfeier an Rhein und Mosel',
  metaDescription: 'Weihnachtsfeier in Koblenz: Wir finden Festungsräume, Weinhäuser und Säle am Deutschen Eck für Ihr Team. Kostenlos anfragen, Rückmeldung in wenigen Stunden.',
  heroTitle: 'Weihnachtsfeier in Koblenz am Deutschen Eck',
  heroSubtitle: 'Wo Rhein und Mosel zusammenfließen, finden wir für Ihr Team den passenden Ort – von der Festung bis zur Weinstube.',
  description: 'Am Zusammenfluss von Rhein und Mosel bietet Koblenz eine Kulisse, die kaum eine andere Stadt dieser Größe hat. Gefeiert wird in Räumen der Festung Ehrenbreitstein hoch über dem Rhein, im Kurfürstlichen Schloss oder in Weinhäusern der Altstadt. Die Weinbaugebiete Mittelrhein und Mosel beginnen direkt an der Stadtgrenze.',
  landmarks: ['Deutsches Eck', 'Festung Ehrenbreitstein', 'Kurfürstliches Schloss', 'Basilika St. Kastor'],
  venueTypes: ['Festungsgewölbe', 'Weinhaus', 'Schlosssaal', 'Restaurant am Rheinufer'],
  businessCulture: 'Kaum eine deutsche Stadt ist so stark von der Bundeswehr geprägt wie Koblenz. Hier sitzt das Bundesamt für Ausrüstung, Informationstechnik und Nutzung der Bundeswehr mit Tausenden Beschäftigten, dazu kommen das Zentrum Innere Führung und das Bundeswehrzentralkrankenhaus. Auch das Bundesarchiv hat in Koblenz seinen Hauptsitz. In der Privatwirtschaft sind die Debeka-Versicherungsgruppe, der Gasfederhersteller Stabilus und ein großes Werk von ZF für Bremssysteme bedeutende Arbeitgeber. Die Universität Koblenz, die Hochschule Koblenz und die nahe WHU in Vallendar ergänzen den Bildungsstandort. Behördentypisch sind viele Feiern gut strukturiert und früh geplant, bei Versicherungen und Industrie auch mit mehreren Hundert Gästen. Wein von Mosel und Mittelrhein gehört selbstverständlich dazu.',
  accessibility: 'Die Flughäfen Frankfurt und Köln/Bonn sind mit dem Auto jeweils in rund einer Stunde erreichbar; per Bahn geht es über den ICE-Bahnhof Montabaur an der Schnellfahrstrecke Köln–Frankfurt oder mit dem Fernverkehr am Rhein entlang. Koblenz Hauptbahnhof ist ein wichtiger Halt für IC- und ICE-Züge auf der linken Rheinstrecke sowie Ausgangspunkt für Regionalzüge an Mosel und Lahn. Die Autobahnen A61 und A48 treffen sich am Autobahnkreuz Koblenz, die A3 verläuft östlich der Stadt. Innerhalb von Koblenz übernehmen Stadtbusse den Nahverkehr. Zur Festung fährt eine Seilbahn über den Rhein; prüfen Sie aber die Betriebszeiten im Winter und planen Sie für Abendveranstaltungen einen Shuttle.',
  region: 'weitere',
  faq: [
    {
      question: 'Kann man auf der Festung Ehrenbreitstein Weihnachten feiern?',
      answer: 'Auf der Festung gibt es Gastronomie und Räume, die für Veranstaltungen genutzt werden können. Der Blick auf das Deutsche Eck und die beleuchtete Stadt ist besonders am Abend eindrucksvoll. Klären Sie früh die Anreise, denn die Seilbahn fährt im Winter nur eingeschränkt.',
    },
    {
      question: 'Wie ist der Koblenzer Weihnachtsmarkt aufgebaut?',
      answer: 'Der Weihnachtsmarkt verteilt sich auf mehrere Plätze der Altstadt, die zu Fuß gut verbunden sind. So lässt sich ein kleiner Rundgang mit dem Team unkompliziert vor das Abendessen legen. Viele Weinhäuser und Restaurants liegen in unmittelbarer Nähe.',
    },
    {
      question: 'Welche regionale Küche bietet sich in Koblenz an?',
      answer: 'Beliebt sind Döppekooche, ein herzhafter Kartoffelauflauf, sowie Wildgerichte aus Hunsrück und Westerwald. Dazu passen Riesling von der Mosel oder vom Mittelrhein. Viele Weinhäuser bieten dafür feste Gruppenmenüs.',
    },
    {
      question: 'Lohnt sich ein Abend mit Weinprobe an der Mosel?',
      answer: 'Ja, die Weinorte an der Untermosel wie Winningen liegen nur wenige Kilometer von Koblenz entfernt. Viele Winzer bieten Proben mit Vesper oder Menü für Firmengruppen an. Mit einem gemieteten Bus kommen alle sicher zurück in die Stadt.',
    },
  ],
} satisfies City;
