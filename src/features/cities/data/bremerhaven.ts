import type { City } from '../types.ts';

export default {
  id: 'bremerhaven',
  name: 'Bremerhaven',
  displayName: 'Bremerhaven',
  seoTitle: 'Weihnachtsfeier Bremerhaven: Hafen-Locations & Planung',
  metaDescription: 'Weihnachtsfeier in Bremerhaven planen: Locations in den Havenwelten und im Fischereihafen, für Sie verglichen. Kostenlos anfragen, Antwort in wenigen Stunden.',
  heroTitle: 'Weihnachtsfeier in Bremerhaven mit Hafenflair',
  heroSubtitle: 'Zwischen Containerbrücken, Museumsschiffen und Weserdeich finden wir die Location, die zu Ihrem Team passt.',
  description: 'Wer in Bremerhaven feiert, hat die Weser und die nahe Nordsee direkt vor Augen: Die Havenwelten mit Klimahaus und Auswandererhaus, der Blick über Hafenbecken und Strom sowie die Lokale im Fischereihafen bieten eine ungewöhnliche Bühne. Dazu passt eine Küche, die frischen Fisch ganz selbstverständlich in den Mittelpunkt stellt.',
  landmarks: ['Klimahaus Bremerhaven 8° Ost', 'Deutsches Auswandererhaus', 'Deutsches Schifffahrtsmuseum', 'Schaufenster Fischereihafen'],
  venueTypes: ['Hafenhalle', 'Fischrestaurant', 'Museumslocation', 'Hotel mit Weserblick'],
  businessCulture: 'Bremerhavens Wirtschaft dreht sich um Hafen und Meer. An der Stromkaje werden Containerschiffe der größten Klasse abgefertigt, und beim Autoumschlag spielt der Standort europaweit ganz vorn mit. Im Fischereihafen sitzen Lebensmittelhersteller wie Frosta und Deutsche See, die Fischverarbeitung hat hier lange Tradition. Wissenschaftlich setzt das Alfred-Wegener-Institut mit seiner Polar- und Meeresforschung Akzente, die Hochschule Bremerhaven bildet unter anderem in maritimen Technologien aus. Weil viele Beschäftigte in Logistik und Produktion im Schichtbetrieb arbeiten, legen Firmen ihre Feier oft aufs Wochenende oder planen zwei Termine. Der Umgangston ist hafentypisch direkt und herzlich.',
  accessibility: 'Der Flughafen Bremen liegt rund 65 Kilometer südlich und ist über die A27 in etwa 50 Minuten erreichbar. Bremerhaven Hbf ist per Regio-S-Bahn mit Bremen verbunden, die Fahrt dauert rund 40 Minuten; in Bremen Hbf steigen Gäste in den ICE-Fernverkehr um. Die A27 verläuft am östlichen Stadtrand und verbindet Cuxhaven, Bremerhaven und Bremen. Innerhalb der Stadt fahren die Busse von Bremerhaven Bus, über die Weser pendelt eine Fähre nach Nordenham-Blexen. Zwischen Hauptbahnhof und Havenwelten liegen gut zwei Kilometer; ein Shuttle oder der Bus erspart auswärtigen Gästen den Fußweg im Winterwind.',
  region: 'nord',
  faq: [
    {
      question: 'Kann man in Bremerhaven eine Weihnachtsfeier in einem Museum veranstalten?',
      answer: 'Mehrere Häuser in den Havenwelten vermieten Räume für Firmenveranstaltungen, oft mit der Möglichkeit einer Führung vor dem Essen. Das verbindet die Feier mit einem Erlebnis, über das das Team noch lange spricht. Verfügbarkeit und Konditionen fragen wir für Ihren Wunschtermin direkt an.',
    },
    {
      question: 'Welche kulinarischen Spezialitäten bieten sich in Bremerhaven an?',
      answer: 'Frischer Fisch aus dem Fischereihafen ist fast Pflicht, etwa als Fischplatte oder Büfett mit Matjes und Räucherfisch. Im Winter kommen Labskaus und Grünkohl als norddeutsche Klassiker gut an. Viele Gastgeber stellen auf Wunsch ein gemischtes Menü mit Fleisch und vegetarischen Gerichten zusammen.',
    },
    {
      question: 'Wie kommen Gäste aus Bremen nach der Feier in Bremerhaven zurück?',
      answer: 'Die Regio-S-Bahn verbindet beide Städte, spät in der Nacht wird das Angebot jedoch dünner. Für Gruppen mit vielen Pendlern empfehlen wir einen gecharterten Bus, der direkt an der Location abfährt. Alternativ bieten Hotels in den Havenwelten Zimmerkontingente an.',
    },
    {
      question: 'Gibt es in Bremerhaven einen Weihnachtsmarkt in der Nähe der Hafen-Locations?',
      answer: 'In der Adventszeit findet in der Innenstadt ein Weihnachtsmarkt statt, von dem die Havenwelten nur einen kurzen Fußweg entfernt liegen. So lässt sich ein Glühwein vor dem Essen gut mit einer Location am Wasser kombinieren. Planen Sie bei Wind warme Kleidung für die kurzen Wege ein.',
    },
  ],
} satisfies City;
