import type { City } from '../types.ts';

export default {
  id: 'duesseldorf',
  name: 'Düsseldorf',
  displayName: 'Düsseldorf',
  seoTitle: 'Firmen-Weihnachtsfeier in Düsseldorf planen',
  metaDescription: 'Weihnachtsfeier in Düsseldorf: Altbier-Brauerei, Loft im Medienhafen oder Rheinschiff. Fragen Sie kostenlos an – Sie erhalten in wenigen Stunden Antwort.',
  heroTitle: 'Weihnachtsfeier in Düsseldorf – stilvoll am Rhein',
  heroSubtitle: 'Zwischen Altstadt, Kö und Medienhafen finden wir die Location, in der Ihr Team gern feiert.',
  description: 'Düsseldorf kombiniert Eleganz mit rheinischer Geselligkeit. Am Abend locken die Hausbrauereien der Altstadt mit Altbier vom Fass, während im Medienhafen moderne Lofts und Restaurants zwischen den Gehry-Bauten warten. Für Kundenveranstaltungen eignen sich stilvolle Adressen rund um die Königsallee oder ein Saal mit Blick auf den Rhein.',
  landmarks: ['Königsallee', 'Rheinturm', 'MedienHafen', 'Schloss Benrath'],
  venueTypes: ['Hausbrauerei', 'Loft im Medienhafen', 'Rheinschiff', 'Rooftop-Bar'],
  businessCulture: 'In der Landeshauptstadt von Nordrhein-Westfalen sitzen Konzerne wie Henkel, Rheinmetall, Metro und Uniper, außerdem hat Vodafone hier seine Deutschlandzentrale. Mercedes-Benz fertigt in Düsseldorf den Sprinter. Werbeagenturen, Unternehmensberatungen, Kanzleien und die Modebranche geben der Stadt ein kreatives, gepflegtes Profil. Bemerkenswert ist die große japanische Gemeinde mit vielen Niederlassungen japanischer Firmen. Die Messe Düsseldorf veranstaltet Weltleitmessen wie boot, drupa, MEDICA und interpack, die Heinrich-Heine-Universität bildet Fachkräfte für die Region aus. Für Feiern bedeutet das: Gäste legen Wert auf Ambiente und gute Küche, und bei Kundenevents darf es gern etwas eleganter sein als im Brauhaus.',
  accessibility: 'Nur wenige Kilometer nördlich der Innenstadt liegt der Flughafen Düsseldorf. Die S-Bahn S11 hält direkt am Terminal, am Bahnhof Flughafen Düsseldorf stoppen zudem ICE- und Regionalzüge; zum Hauptbahnhof sind es rund zehn Minuten. Von dort fahren ICEs unter anderem nach Köln, Frankfurt, Berlin und Amsterdam. Motorisierte Gäste nutzen die A 3, A 44, A 46, A 52 oder A 57. Im VRR-Tarif betreibt die Rheinbahn Stadtbahn, Straßenbahn und Busse, die unterirdische Wehrhahn-Linie verbindet den Osten mit der Innenstadt. Wer in der Altstadt feiert, reist am besten ohne Auto an: Parkplätze sind knapp, die U-Bahn-Station Heinrich-Heine-Allee liegt aber mitten im Geschehen.',
  region: 'west',
  faq: [
    {
      question: 'Ist eine Altbier-Hausbrauerei eine gute Wahl für die Weihnachtsfeier?',
      answer: 'Für viele Düsseldorfer Teams ist das die klassische Wahl. Die Hausbrauereien in der Altstadt haben oft eigene Säle für Gruppen, der Köbes bringt frisches Alt nach. Rechnen Sie damit, dass gute Termine im Dezember schon im Sommer reserviert werden.',
    },
    {
      question: 'Welche Weihnachtsmärkte in Düsseldorf bieten sich für einen Treffpunkt an?',
      answer: 'Die Düsseldorfer Weihnachtsmärkte verteilen sich über die Innenstadt, vom Engelchenmarkt am Heinrich-Heine-Platz bis in die Altstadt rund um das Rathaus. Ein Bummel über einen dieser Märkte lässt sich gut mit einer Location in der Altstadt oder an der Kö kombinieren.',
    },
    {
      question: 'Welche lokalen Spezialitäten empfehlen sich für das Catering?',
      answer: 'Rheinischer Sauerbraten und Röggelchen mit Käse sind beliebte Klassiker, dazu passt Düsseldorfer Senf. Als Digestif bietet sich der Kräuterlikör Killepitsch an. Dank der japanischen Community sind auch hochwertige Sushi- und Ramen-Caterer eine gefragte Alternative.',
    },
    {
      question: 'Können wir auch auf dem Rhein feiern?',
      answer: 'Ja, Eventschiffe legen an der Rheinuferpromenade an und sind im Winter beheizt. Eine Fahrt mit Blick auf Rheinturm und Altstadt-Silhouette macht die Feier besonders. Wir klären Abfahrtszeiten, Kapazität und Catering für Sie.',
    },
  ],
} satisfies City;
