import type { City } from '../types.ts';

export default {
  id: 'heidelberg',
  name: 'Heidelberg',
  displayName: 'Heidelberg',
  seoTitle: 'Weihnachtsfeier Heidelberg: Locations mit Schlossblick',
  metaDescription: 'Weihnachtsfeier in Heidelberg planen: Studentenlokal, Schlossrestaurant oder Tagungshotel? Wir vergleichen Angebote für Ihr Team. Kostenlos anfragen.',
  heroTitle: 'Weihnachtsfeier in Heidelberg mit Blick aufs Schloss',
  heroSubtitle: 'Wir finden für Ihre Firmenfeier die passende Location in Heidelberg – von der Altstadt bis zur Bahnstadt.',
  description: 'Heidelberg bietet für Weihnachtsfeiern eine Kulisse, die Gäste aus aller Welt anzieht: die Schlossruine über der Altstadt, die beleuchtete Alte Brücke und enge Gassen mit traditionsreichen Studentenlokalen. Dazu kommen moderne Hotels und Tagungsräume, etwa in der Bahnstadt, für Teams, die Wert auf Technik und kurze Wege zum Bahnhof legen.',
  landmarks: ['Heidelberger Schloss', 'Alte Brücke', 'Philosophenweg', 'Heiliggeistkirche'],
  venueTypes: ['Historische Studentenkneipe', 'Schlossrestaurant', 'Neckarschiff', 'Tagungshotel'],
  businessCulture: 'Die Ruprecht-Karls-Universität, 1386 gegründet und damit die älteste Universität im heutigen Deutschland, prägt Heidelberg bis heute. Rund um Universitätsklinikum, Deutsches Krebsforschungszentrum und das Europäische Laboratorium für Molekularbiologie ist ein dichtes Netz aus Forschung und Biotechnologie gewachsen. Ihre Hauptsitze haben hier Heidelberg Materials und Heidelberger Druckmaschinen, im nahen Walldorf arbeitet SAP mit Tausenden Beschäftigten. Unter den Gästen einer Weihnachtsfeier sind daher viele Wissenschaftlerinnen, Entwickler und Beraterinnen mit internationalem Hintergrund. Gefragt sind Locations, die traditionell wirken und zugleich zweisprachig funktionieren. Institute und Firmen feiern meist in Abteilungsgröße, also mit 20 bis 100 Personen.',
  accessibility: 'Zum Frankfurter Flughafen sind es rund 80 Kilometer; per Auto oder mit der Bahn über Mannheim dauert die Fahrt meist etwa eine Stunde. Heidelberg Hauptbahnhof hat eigene IC- und ICE-Halte, deutlich mehr Fernzüge bietet der nur wenige Minuten entfernte Knoten Mannheim. Die S-Bahn Rhein-Neckar verbindet die Stadt mit der ganzen Region, über die A5 und die A656 ist sie ans Autobahnnetz angeschlossen. Straßenbahnen und Busse der rnv fahren bis an den Rand der Altstadt. Hinweis: Parkplätze in der Altstadt sind knapp, empfehlen Sie Ihren Gästen die Anreise mit Bahn und Bus oder reservieren Sie Stellplätze in einem Parkhaus.',
  region: 'sued',
  faq: [
    {
      question: 'Kann man in Heidelberg auf dem Schloss feiern?',
      answer: 'Die Schlossgastronomie bietet Räume, die auch für Firmenveranstaltungen gebucht werden können. Im Dezember ist die Nachfrage hoch, fragen Sie daher frühzeitig an. Hinauf geht es mit der Bergbahn oder per Bus, für die Rückfahrt am späten Abend planen Sie am besten einen Shuttle ein.',
    },
    {
      question: 'Welche Weihnachtsmärkte gibt es in Heidelberg?',
      answer: 'Der Heidelberger Weihnachtsmarkt verteilt sich auf mehrere Plätze der Altstadt, vom Bismarckplatz bis zum Karlsplatz. Auf dem Karlsplatz lädt im Advent eine Eisbahn mit Blick auf die Schlossruine zu einer gemeinsamen Runde auf Schlittschuhen ein. Viele Teams verbinden den Marktbesuch mit einem Abendessen an der Hauptstraße.',
    },
    {
      question: 'Eignet sich eine Schifffahrt auf dem Neckar für die Weihnachtsfeier?',
      answer: 'Einige Anbieter auf dem Neckar verchartern ihre Schiffe auch in der Adventszeit, oft mit Buffet an Bord. Der Blick auf die beleuchtete Altstadt vom Wasser aus ist ein besonderes Erlebnis. Klären Sie vorab, was bei Hochwasser oder Sturm als Ersatz vorgesehen ist.',
    },
    {
      question: 'Was sollte man bei internationalen Gästen in Heidelberg beachten?',
      answer: 'In Heidelberg sind internationale Teams die Regel. Bieten Sie eine zweisprachige Begrüßung an und beschreiben Sie die Anreise mit Bus und Bahn, da viele Gäste kein Auto haben. Als kleines Mitbringsel eignet sich der Heidelberger Studentenkuss, eine Schokoladenspezialität der Stadt.',
    },
  ],
} satisfies City;
