import type { City } from '../types.ts';

export default {
  id: 'bottrop',
  name: 'Bottrop',
  displayName: 'Bottrop',
  seoTitle: 'Weihnachtsfeier Bottrop: Skihalle, Zeche & mehr',
  metaDescription: 'Weihnachtsfeier in Bottrop geplant? Ob Après-Ski im Alpincenter oder Landgasthof in Kirchhellen – fragen Sie kostenlos an und erhalten Sie schnell Angebote.',
  heroTitle: 'Ungewöhnliche Weihnachtsfeiern in Bottrop',
  heroSubtitle: 'Schnee im Advent, Haldenblick und ländliche Gastlichkeit – wir finden die Location für Ihre Firmenfeier.',
  description: 'Bottrop überrascht mit Gegensätzen: Auf einer Halde liegt eine der längsten Indoor-Skipisten der Welt, im Norden prägen Felder und Gasthöfe rund um Kirchhellen das Bild. So lässt sich eine Weihnachtsfeier mit Après-Ski-Stimmung ebenso umsetzen wie ein gemütlicher Abend auf dem Land.',
  landmarks: ['Tetraeder', 'Josef Albers Museum Quadrat', 'Movie Park Germany', 'Alpincenter Bottrop'],
  venueTypes: ['Indoor-Skihalle', 'Landgasthof', 'Zechengebäude', 'Hofscheune'],
  businessCulture: 'Über Jahrzehnte war Bottrop vom Steinkohlenbergbau geprägt, bis Ende 2018 mit dem Bergwerk Prosper-Haniel die letzte Steinkohlenzeche Deutschlands schloss. Die Kokerei Prosper von ArcelorMittal ist weiterhin in Betrieb. Als Modellstadt der InnovationCity Ruhr hat sich Bottrop dem klimagerechten Stadtumbau verschrieben, wovon Energieberater, Handwerksbetriebe und Planungsbüros profitieren. Die Hochschule Ruhr West unterhält hier einen Campus, und mit dem Movie Park und der Skihalle spielt auch der Freizeittourismus eine Rolle. Die meisten Betriebe sind mittelständisch, entsprechend feiern Teams oft mit 15 bis 60 Personen. Man schätzt es bodenständig und herzlich, und Firmen aus den Nachbarstädten kommen gern für ein außergewöhnliches Erlebnis hierher.',
  accessibility: 'Der Flughafen Düsseldorf ist mit dem Auto in etwa 35 Minuten erreichbar, Dortmund in rund 45 Minuten. Einen ICE-Halt hat Bottrop nicht; Fernreisende steigen in Essen oder Oberhausen um und fahren mit Regionalzügen oder der S9 weiter zum Bottroper Hauptbahnhof. Mehrere Autobahnen umschließen die Stadt: die A2, die A31 Richtung Emsland und die A42 im Süden. Innerhalb Bottrops fahren Busse der Vestischen, Schnellbusse verbinden die Stadt mit Essen. Für die Planung wichtig: Der Hauptbahnhof liegt etwas außerhalb des Zentrums, und Kirchhellen ist nur per Bus angebunden – ein Shuttle ist dort meist die beste Lösung.',
  region: 'west',
  faq: [
    {
      question: 'Kann man im Alpincenter Bottrop eine Weihnachtsfeier veranstalten?',
      answer: 'Ja, die Skihalle bietet Gastronomie im Hüttenstil und ist auf Firmengruppen eingestellt. Ihre Gäste können vor dem Essen Ski oder Snowboard fahren oder einfach die Après-Ski-Atmosphäre genießen. Wir klären gern, welche Pakete zu Ihrer Gruppengröße passen.',
    },
    {
      question: 'Lohnt sich ein Abstecher zum Tetraeder?',
      answer: 'Die begehbare Stahlkonstruktion auf der Halde Beckstraße ist abends beleuchtet und bietet einen weiten Blick über das Ruhrgebiet. Ein kurzer Aufstieg eignet sich gut als Programmpunkt vor dem Essen, sofern das Wetter mitspielt und Ihre Gäste festes Schuhwerk tragen.',
    },
    {
      question: 'Welche Locations gibt es im ländlichen Kirchhellen?',
      answer: 'Der Stadtteil im Norden ist landwirtschaftlich geprägt und bietet Gasthöfe, Hofcafés und umgebaute Scheunen. Viele Wirte servieren im Winter Grünkohl oder Gänsebraten. Für Gäste ohne Auto sollte ein Rücktransfer eingeplant werden.',
    },
    {
      question: 'Wie früh sollten wir in Bottrop buchen?',
      answer: 'Die Skihalle und größere Säle sind an Dezember-Freitagen schnell vergeben, weil auch Firmen aus Essen, Oberhausen und Gelsenkirchen hierher ausweichen. Eine Anfrage bis Ende September ist empfehlenswert; kleine Gruppen finden oft auch kurzfristig noch Plätze.',
    },
  ],
} satisfies City;
