import type { City } from '../types.ts';

export default {
  id: 'hagen',
  name: 'Hagen',
  displayName: 'Hagen',
  seoTitle: 'Weihnachtsfeier in Hagen – am Tor zum Sauerland',
  metaDescription: 'Weihnachtsfeier in Hagen: Schloss Hohenlimburg, Seerestaurant oder Waldgaststätte – wir holen Angebote ein. Kostenfrei anfragen, Antwort in wenigen Stunden.',
  heroTitle: 'Weihnachtsfeier in Hagen zwischen Ruhr und Sauerland',
  heroSubtitle: 'Wir finden Locations mit Seeblick, Schlossflair oder Waldatmosphäre – abgestimmt auf Ihr Team und Ihr Budget.',
  description: 'Hagen liegt dort, wo das Ruhrgebiet in die Hügel des Sauerlands übergeht, und das spürt man bei der Location-Wahl. Hengsteysee und Harkortsee, das Schloss Hohenlimburg und Waldgaststätten auf den Höhen bieten stimmungsvolle Orte für Ihre Feier, während das Zentrum mit Jugendstilbauten punktet.',
  landmarks: ['Schloss Hohenlimburg', 'Osthaus Museum', 'Hohenhof', 'LWL-Freilichtmuseum Hagen'],
  venueTypes: ['Schlosssaal', 'Seerestaurant', 'Waldgaststätte', 'Jugendstil-Villa'],
  businessCulture: 'Als Tor zum Sauerland ist Hagen traditionell ein Standort der Metallverarbeitung. Rund um Hohenlimburg wird Kaltband und Präzisionsstahl hergestellt, zahlreiche mittelständische Zulieferer fertigen für Maschinenbau und Automobilindustrie. Der Energieversorger Enervie sitzt in der Stadt, ebenso die Südwestfälische Industrie- und Handelskammer. Eine Besonderheit ist die FernUniversität in Hagen, nach Studierendenzahl die größte Hochschule Deutschlands; dazu kommt ein Standort der Fachhochschule Südwestfalen. Die Unternehmenskultur ist handfest und familiär, viele Betriebe haben 20 bis 200 Beschäftigte. Weihnachtsfeiern finden häufig an Freitagen Anfang Dezember statt, gern mit deftiger Küche und in Locations, die auch die Belegschaft aus dem Umland gut erreicht.',
  accessibility: 'Der Flughafen Dortmund ist rund 30 Kilometer entfernt, Düsseldorf erreichen Sie in etwa einer Stunde. Hagen Hauptbahnhof ist ICE-Halt auf der Strecke Köln–Wuppertal–Dortmund mit direkten Zügen bis Berlin. Drei Autobahnen treffen sich vor der Stadt: A1, A45 und A46. Straßenbahnen gibt es seit Jahrzehnten nicht mehr, dafür ein dichtes Busnetz der Hagener Straßenbahn AG; die S-Bahnen S5 und S8 verbinden mit Dortmund, Wuppertal und Düsseldorf. Empfehlung: Viele Locations liegen an Hängen oder Seeufern außerhalb des Zentrums, ein Shuttle vom Hauptbahnhof spart Ihren Gästen Wege und Parkplatzsuche.',
  region: 'west',
  faq: [
    {
      question: 'Welche Locations am Wasser gibt es in Hagen?',
      answer: 'An Hengsteysee und Harkortsee, den Ruhrstauseen im Norden der Stadt, liegen Restaurants und Bootshäuser mit Blick aufs Wasser. Im Winter bieten sie eine ruhige, stimmungsvolle Atmosphäre für kleinere und mittlere Gruppen. Die Erreichbarkeit mit Bus und Bahn prüfen wir im Einzelfall.',
    },
    {
      question: 'Kann man auf Schloss Hohenlimburg feiern?',
      answer: 'Das hoch über der Lenne gelegene Schloss ist eine der bekanntesten Sehenswürdigkeiten Hagens und wird auch für Veranstaltungen genutzt. Ob Ihr Wunschtermin verfügbar ist und welche Räume zu Ihrer Gruppengröße passen, klären wir direkt mit dem Haus.',
    },
    {
      question: 'Welche regionale Küche bietet sich an?',
      answer: 'Hier trifft Ruhrgebiet auf Sauerland: Neben Currywurst und Pils stehen Sauerländer Gerichte wie Potthucke, ein herzhafter Kartoffelkuchen, oder Wild auf vielen Karten. Als augenzwinkerndes Detail zum Dessert passt Zwieback, denn die Marke Brandt wurde in Hagen gegründet.',
    },
    {
      question: 'Wann buchen Hagener Unternehmen ihre Weihnachtsfeier?',
      answer: 'Die meisten Firmen fragen zwischen August und Oktober an. Da die Zahl größerer Säle in Hagen überschaubar ist, lohnt sich für Gruppen ab 100 Personen eine frühere Planung. Für kleine Teams sind auch kurzfristige Termine im November noch realistisch.',
    },
  ],
} satisfies City;
