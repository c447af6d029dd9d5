import type { City } from '../types.ts';

export default {
  id: 'gelsenkirchen',
  name: 'Gelsenkirchen',
  displayName: 'Gelsenkirchen',
  seoTitle: 'Weihnachtsfeier Gelsenkirchen: Arena, Zoo & Schloss',
  metaDescription: 'Weihnachtsfeier in Gelsenkirchen: Loge in der Veltins-Arena, Wasserschloss oder Zoo – wir vergleichen Angebote für Sie. Kostenlos anfragen, Antwort in Stunden.',
  heroTitle: 'Weihnachtsfeier in Gelsenkirchen mit Herz und Kulisse',
  heroSubtitle: 'Ob Arena, Wasserschloss oder Industriegelände – wir finden die passende Location für Ihre Firmenfeier.',
  description: 'Gelsenkirchen verbindet Fußballleidenschaft mit überraschend viel Grün. Logen und Lounges der Veltins-Arena bieten einen eindrucksvollen Rahmen, während Schloss Horst, der Nordsternpark und die ZOOM Erlebniswelt für eine Weihnachtsfeier abseits des Üblichen sorgen.',
  landmarks: ['Veltins-Arena', 'ZOOM Erlebniswelt', 'Schloss Horst', 'Musiktheater im Revier'],
  venueTypes: ['Stadionloge', 'Wasserschloss', 'Eventlocation im Zoo', 'Zechengelände'],
  businessCulture: 'Einst als „Stadt der tausend Feuer“ bekannt, ist Gelsenkirchen bis heute ein Energiestandort. BP betreibt in den Stadtteilen Scholven und Horst eine große Raffinerie, Uniper ein Kraftwerk in Scholven. Der Wasserversorger Gelsenwasser und das Wohnungsunternehmen Vivawest haben hier ihre Zentralen, die Westfälische Hochschule ihren Hauptsitz. Wirtschaftlich wie emotional prägt außerdem der FC Schalke 04 die Stadt. Der Umgang ist herzlich und direkt, Vereinsfarben und Ruhrpott-Humor gehören dazu. Zu Weihnachtsfeiern kommen häufig gewerbliche Belegschaften, Verwaltungen und Handwerksbetriebe zusammen; gewünscht sind eher lockere Abende mit Buffet als steife Galadinner. Termine an Heimspieltagen sollten Sie meiden.',
  accessibility: 'Die Flughäfen Düsseldorf und Dortmund sind jeweils etwa 40 bis 45 Kilometer entfernt. Am Hauptbahnhof Gelsenkirchen halten Intercity-Züge und Regionalexpresse, für viele ICE-Verbindungen steigen Reisende in Essen um. Die A2 verläuft durch den Norden der Stadt, die A42 durch die Mitte. Im Nahverkehr ist vor allem die BOGESTRA zuständig: Die Straßenbahnlinie 302 verbindet Buer über die Arena und den Hauptbahnhof mit Bochum, die Stadtbahnlinie U11 fährt nach Essen. Hinweis: An Spieltagen von Schalke 04 sind Straßen und Bahnen rund um die Arena stark ausgelastet, was Sie bei der Terminwahl berücksichtigen sollten.',
  region: 'west',
  faq: [
    {
      question: 'Kann man in der Veltins-Arena eine Weihnachtsfeier buchen?',
      answer: 'Ja, die Arena vermietet Logen, Lounges und größere Veranstaltungsflächen auch außerhalb des Spielbetriebs. Beliebt ist die Kombination mit einer Stadionführung vor dem Essen. Entscheidend ist, dass Ihr Termin nicht mit einem Heimspiel oder Konzert kollidiert.',
    },
    {
      question: 'Welche Alternativen zur Arena gibt es in Gelsenkirchen?',
      answer: 'Schloss Horst, ein Renaissanceschloss im Norden der Stadt, wird für Veranstaltungen genutzt und bietet eine historische Kulisse. Auch die ZOOM Erlebniswelt mit ihren Themenwelten Alaska, Afrika und Asien kommt für besondere Abende infrage; welche Flächen im Winter verfügbar sind, klären wir für Sie.',
    },
    {
      question: 'Wie kommen Gäste aus Buer und der Innenstadt gut zur Location?',
      answer: 'Gelsenkirchen hat zwei Zentren: die Altstadt rund um den Hauptbahnhof und Buer im Norden. Die Straßenbahnlinie 302 verbindet beide, fährt spätabends aber seltener. Liegt die Location außerhalb, empfehlen wir einen Shuttle oder vorab reservierte Taxis.',
    },
    {
      question: 'Was sollte auf dem Buffet nicht fehlen?',
      answer: 'In Gelsenkirchen darf es gern bodenständig sein: Currywurst, Frikadellen, Kartoffelsalat und ein frisch gezapftes Pils sind hier Klassiker. Wer es festlicher mag, ergänzt Gänsekeule mit Rotkohl und Klößen.',
    },
  ],
} satisfies City;
