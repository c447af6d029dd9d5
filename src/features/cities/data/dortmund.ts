import type { City } from '../types.ts';

export default {
  id: 'dortmund',
  name: 'Dortmund',
  displayName: 'Dortmund',
  seoTitle: 'Weihnachtsfeier Dortmund: Zeche, Stadion & Brauhaus',
  metaDescription: 'Weihnachtsfeier in Dortmund: Zechenhalle, Stadion-Lounge oder Brauhaus im Ruhrgebiet. Jetzt kostenlos anfragen – wir vergleichen Angebote für Ihr Team.',
  heroTitle: 'Weihnachtsfeier mit Ruhrpott-Charme in Dortmund',
  heroSubtitle: 'Industriekultur, Fußball und ehrliche Gastlichkeit – wir finden in Dortmund den Ort für Ihre Feier.',
  description: 'Wo früher Kohle gefördert und Stahl gekocht wurde, feiern heute Unternehmen in Zechenhallen und Industriedenkmälern mit viel Atmosphäre. Dortmund punktet außerdem mit Lounges im Stadion, urigen Brauhäusern und einem Weihnachtsmarkt mit riesigem Baum. Die Preise sind fair, die Menschen direkt und herzlich.',
  landmarks: ['Dortmunder U', 'Deutsches Fußballmuseum', 'Westfalenpark', 'Phoenix-See'],
  venueTypes: ['Zechenhalle', 'Stadion-Lounge', 'Brauhaus', 'Industriedenkmal'],
  businessCulture: 'Dortmund hat den Strukturwandel vom Kohle- und Stahlstandort zur Dienstleistungs- und Technologiestadt weit vorangebracht. Versicherer wie Signal Iduna, Continentale und Volkswohl Bund beschäftigen tausende Menschen, IT-Häuser wie adesso und Materna sind hier gewachsen, und der Pumpenhersteller Wilo hat seine Zentrale in der Stadt. Rund um TU Dortmund, Fachhochschule und mehrere Fraunhofer-Institute hat sich ein Schwerpunkt für Logistik entwickelt. Borussia Dortmund ist mehr als ein Verein und prägt das Lebensgefühl. Geschäftlich geht es bodenständig zu: Man spricht Klartext, Hierarchien sind flach, und bei der Weihnachtsfeier zählt eher gute Stimmung als großer Glamour. Die Westfalenhallen bieten Raum für Messen und Großveranstaltungen.',
  accessibility: 'Mit dem Flughafen Dortmund besitzt die Stadt einen eigenen Airport im Osten, von dem Busse zum Hauptbahnhof und zum Bahnhof Holzwickede fahren; Fernreisende landen oft in Düsseldorf. Der Dortmunder Hauptbahnhof ist ein wichtiger Fernverkehrsknoten mit ICE- und IC-Verbindungen nach Köln, Hamburg, Berlin und Frankfurt. Im Straßennetz sorgen die A 1, A 2, A 44 und A 45 sowie die B 1 als Verlängerung der A 40 für Anschluss. Stadtbahn und Busse von DSW21 sowie die S-Bahn Rhein-Ruhr im VRR bringen Ihre Gäste durch die Stadt. Meiden Sie nach Möglichkeit Termine mit BVB-Heimspielen, dann sind Straßen und Bahnen überfüllt.',
  region: 'west',
  faq: [
    {
      question: 'Was ist das Besondere am Dortmunder Weihnachtsmarkt?',
      answer: 'Auf dem Hansaplatz steht ein aus Hunderten Fichten zusammengesetzter Weihnachtsbaum von rund 45 Metern Höhe, der als einer der größten der Welt gilt. Der Markt erstreckt sich durch die Innenstadt und eignet sich gut als Treffpunkt. Viele Locations in der City sind von dort in wenigen Minuten erreichbar.',
    },
    {
      question: 'Kann man in einer alten Zeche oder Industriehalle feiern?',
      answer: 'Ja, Dortmund und das Ruhrgebiet bieten zahlreiche Industriedenkmäler, die für Firmenfeiern vermietet werden, etwa auf dem Gelände Phoenix-West oder in ehemaligen Zechenanlagen. Die rauen Hallen lassen sich mit Licht und Technik sehr wirkungsvoll inszenieren. Wir klären, was an Heizung und Ausstattung vorhanden ist.',
    },
    {
      question: 'Welche Gerichte sind typisch für eine Dortmunder Weihnachtsfeier?',
      answer: 'Der Pfefferpotthast, ein deftiger Rindfleischeintopf, gilt als Dortmunder Traditionsgericht. Currywurst als später Imbiss kommt im Ruhrgebiet immer gut an. Dazu gehört ein Dortmunder Bier, etwa ein Export oder Pils.',
    },
    {
      question: 'Wie viel Budget sollten wir in Dortmund einplanen?',
      answer: 'Im Vergleich zu Düsseldorf oder Köln sind Locations und Catering in Dortmund häufig günstiger. Rechnen Sie dennoch mit Preisunterschieden je nach Wochentag und Ausstattung. Wir holen mehrere Angebote ein, damit Sie transparent vergleichen können.',
    },
  ],
} satisfies City;
