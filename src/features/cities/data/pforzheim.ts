import type { City } from '../types.ts';

export default {
  id: 'pforzheim',
  name: 'Pforzheim',
  displayName: 'Pforzheim',
  seoTitle: 'Weihnachtsfeier in Pforzheim – Locations in der Goldstadt',
  metaDescription: 'Weihnachtsfeier in Pforzheim planen: Wir suchen Locations in der Goldstadt und im Nordschwarzwald und vergleichen Angebote. Kostenlos, unverbindlich anfragen.',
  heroTitle: 'Weihnachtsfeier in Pforzheim: Glanz aus der Goldstadt',
  heroSubtitle: 'Wir finden die passende Location für Ihre Firmenfeier in Pforzheim und im angrenzenden Schwarzwald.',
  description: 'Pforzheim, das Tor zum Nordschwarzwald, verdankt seinen Beinamen Goldstadt der Schmuck- und Uhrenindustrie. Für Weihnachtsfeiern bieten sich Säle im CongressCentrum, umgenutzte Fabrikgebäude und gemütliche Gasthöfe in den Tälern von Enz, Nagold und Würm an. Durch die Lage zwischen Karlsruhe und Stuttgart ist die Stadt für Teams aus beiden Richtungen gut erreichbar.',
  landmarks: ['Schmuckmuseum im Reuchlinhaus', 'Gasometer Pforzheim', 'Schlosskirche St. Michael', 'Wildpark Pforzheim'],
  venueTypes: ['Kongresszentrum', 'Fabrikloft', 'Schwarzwaldgasthof', 'Tagungshotel'],
  businessCulture: 'Seit dem 18. Jahrhundert prägen Schmuck und Uhren die Wirtschaft Pforzheims, und noch heute stammt ein großer Teil des in Deutschland gefertigten Schmucks von hier. Aus dieser Tradition sind Edelmetall-Scheideanstalten wie Heimerle + Meule und C. Hafner sowie viele Betriebe der Präzisions- und Medizintechnik hervorgegangen. Zu den größten Arbeitgebern zählt der Metallschlauch-Hersteller Witzenmann. Die Hochschule Pforzheim ist für Gestaltung, Technik und Wirtschaft bekannt und bringt Designerinnen und Betriebswirte in die regionalen Unternehmen. Die Firmenlandschaft ist mittelständisch geprägt; Weihnachtsfeiern bewegen sich meist zwischen 20 und 150 Gästen und haben einen familiären Charakter, bei dem gutes Essen wichtiger ist als ein großes Programm.',
  accessibility: 'Der Stuttgarter Flughafen liegt rund 60 Kilometer östlich, die Fahrt über die A8 dauert etwa 45 Minuten; der Baden-Airpark ist ähnlich weit entfernt. Vom Pforzheimer Hauptbahnhof fahren Intercity-Züge nach Stuttgart und Karlsruhe, wo Anschluss an das ICE-Netz besteht. Die Stadtbahnlinie S5 verbindet Pforzheim direkt mit der Karlsruher Innenstadt, die S6 führt durch das Enztal nach Bad Wildbad. Die A8 passiert das Stadtgebiet mit mehreren Anschlussstellen. Innerhalb der Stadt fahren Busse im Verkehrsverbund Pforzheim-Enzkreis. Tipp: Für Feiern im Schwarzwald lohnt sich ein gecharterter Bus, da die Täler abends nur dünn angebunden sind.',
  region: 'sued',
  faq: [
    {
      question: 'Gibt es in Pforzheim einen Weihnachtsmarkt für den Auftakt?',
      answer: 'Ja, der Goldene Weihnachtsmarkt in Fußgängerzone und auf dem Marktplatz ist an seiner rund 20 Meter hohen, golden verkleideten Weihnachtspyramide zu erkennen. Im Blumenhof findet zusätzlich ein Mittelaltermarkt statt. Beide eignen sich gut als Treffpunkt vor dem gemeinsamen Essen.',
    },
    {
      question: 'Kann man eine Weihnachtsfeier in Pforzheim mit dem Thema Schmuck verbinden?',
      answer: 'Sehr gut sogar: Das Schmuckmuseum im Reuchlinhaus bietet Führungen für Gruppen an, die Schmuckwelten in der Innenstadt verbinden Ausstellung und Einkauf rund um Schmuck und Uhren. Eine solche Führung vor dem Abendessen ist ein Programmpunkt, an den sich Gäste lange erinnern.',
    },
    {
      question: 'Wie weit ist der Schwarzwald von Pforzheim entfernt?',
      answer: 'Der Schwarzwald beginnt direkt am Stadtrand; Gasthöfe im Enz- oder Nagoldtal sind in 15 bis 30 Minuten erreichbar. Viele Teams verbinden eine Feier dort mit einer Fackelwanderung. Für die Rückfahrt sollte ein Shuttle eingeplant werden.',
    },
    {
      question: 'Welche Gruppengröße ist bei Pforzheimer Firmenfeiern typisch?',
      answer: 'Die meisten Anfragen kommen von mittelständischen Betrieben mit 20 bis 150 Mitarbeitenden. Für diese Größen gibt es eine gute Auswahl an Restaurants mit separaten Räumen. Für größere Veranstaltungen kommt das CongressCentrum Pforzheim infrage.',
    },
  ],
} satisfies City;
