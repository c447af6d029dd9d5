import type { City } from '../types.ts';

export default {
  id: 'bremen',
  name: 'Bremen',
  displayName: 'Bremen',
  seoTitle: 'Weihnachtsfeier in Bremen: Locations an der Weser',
  metaDescription: 'Weihnachtsfeier in Bremen: Weserschiff, Speicher in der Überseestadt oder historischer Keller. Kostenlos anfragen, Rückmeldung in wenigen Stunden.',
  heroTitle: 'Hanseatisch feiern: Weihnachtsfeier in Bremen',
  heroSubtitle: 'Von der Schlachte bis zur Überseestadt suchen wir in Bremen die Location, die zu Ihrer Belegschaft passt.',
  description: 'Bremen ist überschaubar, herzlich und voller Geschichte. Zwischen Marktplatz, Schnoor und Weser liegen gemütliche Keller, Restaurants an der Schlachte und Eventschiffe, in der Überseestadt warten umgebaute Speicher mit viel Platz. Weil fast alles nah beieinander liegt, lassen sich Weihnachtsmarkt, Essen und Feier bequem verbinden.',
  landmarks: ['Bremer Rathaus', 'Bremer Roland', 'Böttcherstraße', 'Schnoorviertel'],
  venueTypes: ['Weserschiff', 'Speicherloft', 'Gewölbekeller', 'Restaurant an der Schlachte'],
  businessCulture: 'Die Hansestadt an der Weser ist ein bedeutender Industrie- und Logistikstandort. Mercedes-Benz betreibt in Sebaldsbrück eines seiner größten Pkw-Werke, Airbus baut hier Komponenten für Flügel und ist mit der Raumfahrt präsent, ebenso der Satellitenhersteller OHB. ArcelorMittal erzeugt Stahl an der Weser, die BLG Logistics organisiert Umschlag und Autotransporte in den bremischen Häfen, und die Brauerei Beck’s ist weltweit bekannt. Universität und Hochschule Bremen sowie die private Constructor University prägen die Forschung. Kaufmannstradition und Zurückhaltung bestimmen den Umgangston. Gleichzeitig pflegen Bremer Firmen gern Bräuche wie die winterliche Kohlfahrt, die sich wunderbar als Weihnachtsfeier mit Bewegung eignet.',
  accessibility: 'Zum Bremer Flughafen sind es vom Zentrum nur wenige Kilometer: Die Straßenbahnlinie 6 fährt in rund einer Viertelstunde direkt bis zum Terminal. Der Hauptbahnhof bietet IC- und ICE-Verbindungen etwa nach Köln, Frankfurt und München, Hamburg ist mit Fern- und Regionalzügen in ungefähr einer Stunde erreichbar. Für die Anreise mit dem Auto kommen die A 1, A 27 und A 28 infrage, die A 281 entlastet den Verkehr im Süden und Westen der Stadt. Die BSAG betreibt Straßenbahnen und Busse, ins Umland fahren die Züge der Regio-S-Bahn. Vorteil für Ihre Feier: Altstadt, Schlachte und Bahnhof liegen so dicht beieinander, dass viele Gäste zu Fuß zurück zum Zug gehen können.',
  region: 'nord',
  faq: [
    {
      question: 'Was ist eine Bremer Kohlfahrt und passt sie zur Weihnachtsfeier?',
      answer: 'Bei der Kohlfahrt wandert die Gruppe mit Bollerwagen und Spielen durch die Landschaft und kehrt anschließend zum Grünkohlessen mit Pinkel ein. Die Saison beginnt nach dem ersten Frost und reicht bis in den Februar. Viele Bremer Firmen nutzen sie als Alternative oder Ergänzung zur klassischen Weihnachtsfeier.',
    },
    {
      question: 'Welche Weihnachtsmärkte gibt es in der Bremer Innenstadt?',
      answer: 'Der Weihnachtsmarkt rund um Marktplatz und Domshof liegt vor der Kulisse von Rathaus und Dom. An der Weserpromenade lockt zusätzlich der Schlachte-Zauber mit maritimem Flair. Beide Märkte sind von vielen Locations in der Altstadt schnell erreichbar.',
    },
    {
      question: 'Welche Spezialitäten sollten auf einer Bremer Weihnachtsfeier nicht fehlen?',
      answer: 'Grünkohl mit Pinkel ist im Winter der Klassiker schlechthin. Zum Kaffee gehört in der Adventszeit der Bremer Klaben, ein schwerer Rosinenstollen. Und natürlich darf ein frisch gezapftes Bier aus einer Bremer Brauerei nicht fehlen.',
    },
    {
      question: 'Für welche Gruppengrößen finden sich in Bremen Locations?',
      answer: 'Für Teams von 15 bis 60 Personen bieten Restaurants und Keller in der Altstadt und im Viertel eine große Auswahl. Größere Belegschaften finden in den Speichern der Überseestadt oder auf Eventschiffen Platz. Wir schlagen Ihnen passende Räume für Ihre Personenzahl vor.',
    },
  ],
} satisfies City;
