import type { City } from '../types.ts';

export default {
  id: 'ulm',
  name: 'Ulm',
  displayName: 'Ulm',
  seoTitle: 'Weihnachtsfeier in Ulm: Locations rund ums Münster',
  metaDescription: 'Weihnachtsfeier in Ulm und Neu-Ulm: Wir finden Zunfthaus, Brauereigasthof oder Kongresssaal für Ihr Team. Jetzt kostenlos anfragen und Angebote vergleichen.',
  heroTitle: 'Weihnachtsfeier in Ulm – unter dem höchsten Kirchturm der Welt',
  heroSubtitle: 'Wir suchen für Ihr Team die passende Location in Ulm und Neu-Ulm und vergleichen die Angebote.',
  description: 'Ulm hat mit dem Münster den höchsten Kirchturm der Welt und mit dem Fischerviertel eine der malerischsten Altstadtecken Süddeutschlands. Fachwerkhäuser an der Blau, traditionsreiche Zunfthäuser und Brauereigasthöfe bieten Raum für kleine Teams, das Congress Centrum an der Donau für große Gesellschaften. Die Doppelstadt mit Neu-Ulm erweitert die Auswahl zusätzlich.',
  landmarks: ['Ulmer Münster', 'Fischerviertel', 'Rathaus mit astronomischer Uhr', 'Stadthaus Ulm'],
  venueTypes: ['Zunfthaus', 'Brauereigasthof', 'Kongresszentrum', 'Fachwerk-Restaurant'],
  businessCulture: 'Ulm ist Industrie- und Wissenschaftsstadt zugleich. Auf dem Oberen Eselsberg hat sich rund um Universität und Universitätsklinikum die Wissenschaftsstadt mit Forschungsinstituten und Technologiefirmen entwickelt. Bekannte Arbeitgeber sind der Kupferverarbeiter Wieland, der Feuerwehrfahrzeug-Hersteller Magirus, der Radar- und Sensorikspezialist Hensoldt sowie ratiopharm, das heute zu Teva gehört. Auf der bayerischen Donauseite in Neu-Ulm baut Daimler Buses die Reisebusse der Marke Setra. Die Technische Hochschule Ulm bildet Ingenieure für die Region aus. Viele Betriebe sind schwäbisch-sparsam, aber feierfreudig: Weihnachtsfeiern finden oft mit 30 bis 150 Gästen statt und setzen auf gutes Essen statt großer Show.',
  accessibility: 'Der Allgäu Airport Memmingen ist knapp 60 Kilometer entfernt, zum Stuttgarter Flughafen fährt man über die A8 etwa eine Stunde. Seit Eröffnung der Neubaustrecke Wendlingen–Ulm erreichen ICE-Züge Stuttgart in rund 45 Minuten, auch München ist vom Ulmer Hauptbahnhof direkt angebunden. Am Autobahnkreuz Ulm/Elchingen treffen sich A7 und A8. Die Stadtwerke Ulm/Neu-Ulm betreiben zwei Straßenbahnlinien und ein dichtes Busnetz im DING-Verbund. Empfehlung: Bei Gästen aus Neu-Ulm und dem bayerischen Umland lohnt ein Blick auf die letzten Busse, da der Takt spätabends dünner wird.',
  region: 'sued',
  faq: [
    {
      question: 'Lohnt sich der Ulmer Weihnachtsmarkt als Auftakt?',
      answer: 'Der Weihnachtsmarkt auf dem Münsterplatz liegt direkt vor dem Münster und ist einer der großen Märkte der Region. Ein gemeinsamer Glühwein mit anschließendem Spaziergang ins Fischerviertel ist ein beliebter Einstieg in den Abend.',
    },
    {
      question: 'Kann man die Feier mit einem Besuch des Ulmer Münsters verbinden?',
      answer: 'Der Münsterturm ist gut 161 Meter hoch, der Aufstieg führt über 768 Stufen bis zur obersten Aussichtsplattform. Für sportliche Teams ist das ein besonderes Erlebnis; prüfen Sie vorab die Öffnungszeiten im Winter. Eine Führung durch das Kirchenschiff ist die entspanntere Alternative.',
    },
    {
      question: 'Welche Spezialitäten bietet die Ulmer Küche?',
      answer: 'Die Küche ist schwäbisch: Maultaschen, Linsen mit Spätzle und Zwiebelrostbraten stehen auf fast jeder Karte. Eine lokale Besonderheit ist das Ulmer Zuckerbrot, ein süßes Hefegebäck, das sich gut als Dessert oder Gastgeschenk eignet.',
    },
    {
      question: 'Wie plant man eine Feier mit Gästen aus Ulm und Neu-Ulm?',
      answer: 'Die beiden Städte liegen sich an der Donau gegenüber, gehören aber zu verschiedenen Bundesländern. Für Ihre Planung spielt das kaum eine Rolle, denn Busse und Taxis verkehren über die Brücken hinweg. Wählen Sie eine Location in Donaunähe, dann ist sie für beide Seiten gut erreichbar.',
    },
  ],
} satisfies City;
