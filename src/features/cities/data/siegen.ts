import type { City } from '../types.ts';

export default {
  id: 'siegen',
  name: 'Siegen',
  displayName: 'Siegen',
  seoTitle: 'Weihnachtsfeier in Siegen – Locations im Siegerland',
  metaDescription: 'Weihnachtsfeier in Siegen planen: Wir finden Locations in der Oberstadt, am Siegufer und im Siegerland. Kostenlose Anfrage, Rückmeldung in wenigen Stunden.',
  heroTitle: 'Weihnachtsfeier in Siegen und im Siegerland',
  heroSubtitle: 'Ob Oberstadt, Siegufer oder Landgasthof: Wir finden den richtigen Rahmen für Ihr Team.',
  description: 'Siegen liegt im Süden Nordrhein-Westfalens zwischen bewaldeten Höhen und ist Mittelpunkt des industriell geprägten Siegerlands. Die Oberstadt am Siegberg mit Oberem Schloss und Nikolaikirche, das neu gestaltete Siegufer und Landgasthöfe im Umland bieten vielfältige Kulissen für Weihnachtsfeiern mit regionalem Charakter.',
  landmarks: ['Oberes Schloss', 'Unteres Schloss', 'Nikolaikirche', 'Apollo-Theater'],
  venueTypes: ['Landgasthof', 'Fachwerkhof', 'Brauerei-Erlebnis', 'Eventhalle'],
  businessCulture: 'Schon vor Jahrhunderten wurde im Siegerland Eisenerz abgebaut und verhüttet, und die Metallverarbeitung bestimmt die Region bis heute. Zahlreiche Mittelständler aus Stahlbau, Walzwerkstechnik, Maschinen- und Fahrzeugbau sind hier zu Hause, darunter manche Weltmarktführer in ihrer Nische. Der Anlagenbauer SMS group unterhält im nahen Hilchenbach einen großen Standort, die Krombacher Brauerei braut im benachbarten Kreuztal. Die Universität Siegen ist mit ihren Studierenden ein wichtiger Impulsgeber. Man gilt als pragmatisch und heimatverbunden, entsprechend bodenständig sind die Feiern: gutes Essen zählt mehr als große Show. Üblich sind Belegschaftsfeiern mit 50 bis 250 Personen, die häufig schon Ende November stattfinden.',
  accessibility: 'Siegen liegt abseits der großen Flughäfen: Köln/Bonn erreicht man über A 45 und A 4 in gut einer Stunde, Frankfurt in rund eineinhalb Stunden. Vom Hauptbahnhof fahren Regionalexpresszüge über die Siegstrecke nach Köln, über die Ruhr-Sieg-Strecke nach Hagen und ins Ruhrgebiet sowie über die Dillstrecke nach Gießen und Frankfurt. Die A 45, die Sauerlandlinie, führt am Stadtrand vorbei, die Hüttentalstraße dient als schnelle Verbindung durch das Tal. Busse der VWS verbinden Innenstadt, Stadtteile und Umland. Tipp: Die Stadt ist sehr hügelig; für Feiern in Landgasthöfen empfiehlt sich ein Bustransfer, gerade bei Schnee.',
  region: 'west',
  faq: [
    {
      question: 'Was ist typisch für eine Weihnachtsfeier im Siegerland?',
      answer: 'Im Siegerland wird eher bodenständig gefeiert: gutes Essen, ein Krombacher aus dem Nachbarort Kreuztal und viel Zeit für Gespräche. Auf die Karte gehören regionale Gerichte wie Riewekooche, ein herzhafter Kartoffelkuchen aus der Kastenform, oder Wild aus den umliegenden Wäldern. Große Showprogramme sind seltener gefragt als ein stimmiger, gemütlicher Abend.',
    },
    {
      question: 'Welche Locations gibt es in der Siegener Innenstadt?',
      answer: 'In der Oberstadt rund um Nikolaikirche und Oberes Schloss finden sich Restaurants und Gaststätten für kleinere Gruppen, am Siegufer moderne Gastronomie. Für größere Belegschaften bieten die Siegerlandhalle und Hotels mit Veranstaltungssälen Platz. Wir prüfen Verfügbarkeiten und vergleichen Angebote für Sie.',
    },
    {
      question: 'Kann man die Feier mit einem Brauereibesuch verbinden?',
      answer: 'Die Krombacher Brauerei im benachbarten Kreuztal bietet Führungen für Gruppen an, die sich gut mit einem anschließenden Abendessen kombinieren lassen. Da die Plätze in der Adventszeit begehrt sind, sollten Sie früh anfragen. Die Fahrt aus der Siegener Innenstadt dauert mit Bus oder Auto etwa 20 Minuten.',
    },
    {
      question: 'Wie reisen Gäste aus dem Ruhrgebiet oder aus Köln nach Siegen?',
      answer: 'Aus Köln fährt der Regionalexpress über die Siegstrecke direkt nach Siegen, aus Hagen und dem Ruhrgebiet geht es über die Ruhr-Sieg-Strecke. Abends fahren die Züge seltener, daher sollten auswärtige Gäste eine Übernachtung einplanen. Hotels in der Innenstadt und in Bahnhofsnähe bieten sich dafür an.',
    },
    {
      question: 'Wann sollte man in Siegen buchen?',
      answer: 'Da viele Industriebetriebe ihre gesamte Belegschaft einladen, sind große Säle im Siegerland früh ausgebucht. Für Gruppen ab 100 Personen empfehlen wir eine Anfrage bis zum Frühsommer. Kleinere Teams finden oft bis in den Oktober hinein noch freie Termine.',
    },
  ],
} satisfies City;
