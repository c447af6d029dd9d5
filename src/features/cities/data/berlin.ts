import type { City } from '../types.ts';

export default {
  id: 'berlin',
  name: 'Berlin',
  displayName: 'Berlin',
  seoTitle: 'Weihnachtsfeier Berlin: Locations finden & planen',
  metaDescription: 'Weihnachtsfeier in Berlin planen: Wir finden passende Locations von Spree bis Kreuzberg und vergleichen Angebote. Kostenlos anfragen, Antwort binnen Stunden.',
  heroTitle: 'Ihre Firmen-Weihnachtsfeier in der Hauptstadt',
  heroSubtitle: 'Vom Loft in Kreuzberg bis zum Eventschiff auf der Spree – wir finden die Location, die zu Ihrem Team passt.',
  description: 'Kaum eine deutsche Stadt bietet so viele unterschiedliche Räume für eine Firmenfeier wie Berlin: umgebaute Fabriketagen, Clubs mit Geschichte, elegante Säle in Mitte und beheizte Schiffe auf der Spree. Ob zwanzig Gäste oder ein ganzer Konzern – hier findet jedes Budget und jeder Stil einen Ort.',
  landmarks: ['Brandenburger Tor', 'Reichstagsgebäude', 'Berliner Fernsehturm', 'East Side Gallery'],
  venueTypes: ['Eventschiff auf der Spree', 'Fabrikloft', 'Club-Location', 'Rooftop-Bar'],
  businessCulture: 'Berlin ist Regierungssitz, Verbändehauptstadt und zugleich Deutschlands wichtigster Standort für Start-ups. Neben Bundesministerien, Botschaften und Lobbybüros prägen Digitalunternehmen wie Zalando und Delivery Hero das Bild, dazu traditionsreiche Arbeitgeber wie Siemens, die Deutsche Bahn mit ihrer Konzernzentrale und die Charité. Freie Universität, Humboldt-Universität und TU Berlin sorgen für junge, internationale Belegschaften. Die Messe Berlin holt mit IFA, ITB und Grüner Woche jährlich Fachpublikum aus aller Welt in die Stadt. Für Weihnachtsfeiern heißt das: Der Ton ist meist locker, Dresscodes sind selten, und gemischte Teams erwarten oft mehrsprachige Moderation sowie vegetarische und vegane Optionen.',
  accessibility: 'Der Flughafen BER liegt südöstlich der Stadt; mit dem FEX oder der S-Bahn erreichen Sie den Hauptbahnhof in rund einer halben Stunde. Berlin Hauptbahnhof ist ein zentraler ICE-Knoten mit schnellen Verbindungen nach Hamburg, Leipzig, Frankfurt und München. Für Anreisende mit dem Auto führen der Berliner Ring (A 10) und die Stadtautobahn A 100 in die Bezirke. Innerhalb der Stadt fahren S-Bahn sowie die U-Bahn, Tram und Busse der BVG. Unser Tipp: In den Nächten auf Samstag und Sonntag verkehren die U-Bahnen durchgehend, unter der Woche übernehmen Nachtbusse – planen Sie den Heimweg Ihrer Gäste entsprechend.',
  region: 'ost',
  faq: [
    {
      question: 'Welche Berliner Bezirke eignen sich besonders für eine Weihnachtsfeier?',
      answer: 'Für industriellen Charme sind Kreuzberg und Friedrichshain mit ihren Lofts und Spreeufer-Locations beliebt. Wer es repräsentativer mag, feiert in Mitte rund um Gendarmenmarkt und Museumsinsel. Für Teams mit Büro in der City West bieten sich Charlottenburg und die Gegend um den Kurfürstendamm an.',
    },
    {
      question: 'Lässt sich die Feier mit einem Berliner Weihnachtsmarkt verbinden?',
      answer: 'Ja, viele Teams starten mit einem Glühwein auf dem Weihnachtsmarkt am Gendarmenmarkt oder vor dem Schloss Charlottenburg und ziehen danach in die Location weiter. Wir achten bei der Auswahl darauf, dass der Weg zu Fuß oder mit wenigen Stationen machbar ist.',
    },
    {
      question: 'Wie früh sollten wir in Berlin buchen?',
      answer: 'Trotz des großen Angebots sind die Freitage und Donnerstage im Dezember früh vergeben, vor allem bei Locations für mehr als 100 Personen. Wir empfehlen, spätestens im September anzufragen. Für kleinere Gruppen finden wir oft auch im Oktober noch gute Termine.',
    },
    {
      question: 'Welche kulinarischen Berliner Klassiker passen zur Weihnachtsfeier?',
      answer: 'Beliebt sind Buletten, Currywurst als Mitternachtssnack und Gänsebraten mit Rotkohl als festlicher Hauptgang. Gleichzeitig ist Berlin eine Hochburg vegetarischer und veganer Küche, sodass sich gemischte Buffets problemlos umsetzen lassen.',
    },
  ],
} satisfies City;
