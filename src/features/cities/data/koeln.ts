import type { City } from '../types.ts';

export default {
  id: 'koeln',
  name: 'Köln',
  displayName: 'Köln',
  seoTitle: 'Weihnachtsfeier Köln: Brauhaus, Rheinschiff & mehr',
  metaDescription: 'Ihre Weihnachtsfeier in Köln: Wir finden Brauhaus, Rheinschiff oder Eventhalle und vergleichen Angebote. Jetzt unverbindlich anfragen, Rückmeldung noch heute.',
  heroTitle: 'Kölsche Weihnachtsfeier für Ihr Team',
  heroSubtitle: 'Im Brauhaus, auf dem Rhein oder in einer Industriehalle – wir finden in Köln die Location mit der richtigen Stimmung.',
  description: 'In Köln kommen Kollegen schnell ins Gespräch: Die rheinische Offenheit, Brauhäuser mit Köbes und Kölsch sowie zahlreiche Weihnachtsmärkte rund um den Dom schaffen beste Voraussetzungen für eine gelungene Firmenfeier. Wer mehr Platz braucht, findet in Ehrenfeld und Deutz große Hallen mit Industriecharme.',
  landmarks: ['Kölner Dom', 'Hohenzollernbrücke', 'Schokoladenmuseum', 'Museum Ludwig'],
  venueTypes: ['Brauhaus', 'Rheinschiff', 'Industriehalle', 'Veedelskneipe'],
  businessCulture: 'Köln ist Medienstadt: WDR und RTL Deutschland beschäftigen tausende Menschen, dazu kommen Produktionsfirmen und Agenturen. Ford hat im Stadtteil Niehl seine Deutschlandzentrale und ein großes Werk, die Rewe Group und der Chemiekonzern Lanxess sind hier ansässig, ebenso zahlreiche Versicherer. Mit der Universität zu Köln, der TH Köln und der Deutschen Sporthochschule ist die Stadt auch ein großer Hochschulstandort. Die Koelnmesse lockt mit gamescom, Anuga und Art Cologne Besucher aus aller Welt. Kölner feiern gern und ohne große Förmlichkeit. Weil am 11.11. die Karnevalssession beginnt, ist der Dezember dicht gefüllt – beliebte Säle und Brauhäuser sind früh reserviert.',
  accessibility: 'Der Flughafen Köln/Bonn liegt im Südosten der Stadt; die S-Bahn braucht von dort nur gut eine Viertelstunde bis zum Hauptbahnhof. Dieser liegt direkt neben dem Dom und ist einer der wichtigsten ICE-Knoten im Westen, über die Schnellfahrstrecke ist Frankfurt in gut einer Stunde erreichbar. Auf der rechten Rheinseite halten Fernzüge zudem in Köln Messe/Deutz. Ein Autobahnring aus A 1, A 3 und A 4 umschließt die Stadt. Stadtbahn und Busse der KVB erschließen alle Veedel. Tipp: Viele Brauhäuser liegen fußläufig zum Hauptbahnhof, sodass auch Gäste aus Düsseldorf, Bonn oder dem Bergischen Land bequem mit Regionalzügen nach Hause kommen.',
  region: 'west',
  faq: [
    {
      question: 'Wie läuft eine Weihnachtsfeier im Kölner Brauhaus ab?',
      answer: 'Viele Brauhäuser vermieten eigene Säle oder Etagen an Gruppen. Der Köbes bringt das Kölsch in Stangen, bis Sie einen Deckel auf das Glas legen. Serviert werden meist deftige Menüs oder Buffets mit rheinischen Gerichten.',
    },
    {
      question: 'Welche Weihnachtsmärkte in Köln liegen günstig für einen Auftakt?',
      answer: 'Am Dom, auf dem Alter Markt, auf dem Neumarkt und am Rudolfplatz finden sich große Märkte in kurzer Entfernung zueinander. Am Schokoladenmuseum im Rheinauhafen gibt es außerdem einen Markt mit maritimem Thema. Wir wählen Locations, die von dort gut zu Fuß erreichbar sind.',
    },
    {
      question: 'Was kommt bei einer Kölner Weihnachtsfeier auf den Tisch?',
      answer: 'Typisch sind Rheinischer Sauerbraten, Himmel un Ääd mit Blutwurst und der „Halve Hahn“, ein Roggenbrötchen mit mittelaltem Gouda. Dazu wird Kölsch getrunken. Für vegetarische Gäste bieten viele Küchen inzwischen eigene Varianten an.',
    },
    {
      question: 'Bis wann sollten wir in Köln reservieren?',
      answer: 'Durch die parallel laufende Karnevalssession sind Säle im Dezember stark gefragt. Für größere Gruppen empfehlen wir eine Anfrage bis zum Spätsommer. Kleinere Teams finden auch im Herbst oft noch einen Platz, besonders unter der Woche.',
    },
  ],
} satisfies City;
