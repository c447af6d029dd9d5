import type { City } from '../types.ts';

export default {
  id: 'luebeck',
  name: 'Lübeck',
  displayName: 'Lübeck',
  seoTitle: 'Weihnachtsfeier Lübeck: Altstadt-Locations & Planung',
  metaDescription: 'Weihnachtsfeier in Lübeck: historische Säle, Altstadt-Restaurants und Locations in Travemünde. Anfrage kostenlos stellen, Rückmeldung in wenigen Stunden.',
  heroTitle: 'Weihnachtsfeier in Lübeck zwischen Backstein und Marzipan',
  heroSubtitle: 'Wir finden für Ihr Team den passenden Saal in der Altstadt oder an der Ostsee und vergleichen die Angebote für Sie.',
  description: 'Auf der Lübecker Altstadtinsel reihen sich gotische Kirchen, Kaufmannshäuser und verwinkelte Gänge aneinander – eine Kulisse, die im Advent besonders stimmungsvoll wirkt. Firmen feiern hier in Gewölbekellern, historischen Gildehäusern oder im Hansemuseum und verbinden den Abend gern mit einem Bummel über die Weihnachtsmärkte.',
  landmarks: ['Holstentor', 'Lübecker Rathaus', 'St. Marien zu Lübeck', 'Europäisches Hansemuseum'],
  venueTypes: ['Gewölbekeller', 'Historisches Gildehaus', 'Museumslocation', 'Strandhotel in Travemünde'],
  businessCulture: 'Medizintechnik, Hafen und Lebensmittel prägen Lübecks Wirtschaft. Das Drägerwerk entwickelt hier Medizin- und Sicherheitstechnik und zählt zu den größten Arbeitgebern, die Possehl-Gruppe hat ihren Stammsitz in der Stadt, und Niederegger hat Lübecker Marzipan weltbekannt gemacht. Über die Terminals in Travemünde laufen Fährlinien nach Skandinavien und ins Baltikum, der Hafen gehört zu den wichtigsten an der deutschen Ostseeküste. Universität zu Lübeck, Technische Hochschule und der Lübecker Campus des UKSH stärken den Schwerpunkt Life Sciences. Auf Weihnachtsfeiern trifft man daher traditionsbewusste Familienunternehmen ebenso wie internationale Forschungsteams; gefeiert wird eher gediegen, mit gutem Essen und einer Prise hanseatischer Zurückhaltung.',
  accessibility: 'Nächster internationaler Flughafen ist Hamburg, mit dem Auto etwa eine Stunde entfernt. Regionalexpresszüge verbinden den Lübecker Hauptbahnhof in dichtem Takt mit Hamburg, die Fahrt dauert gut 40 Minuten; dort besteht Anschluss an den ICE-Fernverkehr. Über die A1 kommen Gäste aus Hamburg und von Fehmarn, die A20 stellt die Verbindung nach Mecklenburg-Vorpommern her, die A226 führt Richtung Travemünde. In der Stadt fahren die Busse des Stadtverkehrs Lübeck, nach Travemünde zusätzlich Regionalbahnen. Die Altstadtinsel lässt sich gut zu Fuß erkunden; Parkhäuser am Rand der Insel sind bequemer als die Parkplatzsuche in engen Gassen.',
  region: 'nord',
  faq: [
    {
      question: 'Welche Lübecker Weihnachtsmärkte eignen sich für einen gemeinsamen Besuch?',
      answer: 'Lübeck versteht sich als Weihnachtsstadt des Nordens und hat gleich mehrere Märkte in der Altstadt. Besonders stimmungsvoll sind der Markt rund um das Rathaus und der Kunsthandwerkermarkt im Heiligen-Geist-Hospital. Ein gemeinsamer Rundgang vor dem Essen ist gut machbar, weil die Wege auf der Insel kurz sind.',
    },
    {
      question: 'Wie lässt sich Lübecker Marzipan in die Feier einbinden?',
      answer: 'Marzipan eignet sich als Dessert, als Beigabe zum Kaffee oder als kleines Gastgeschenk zum Abschied. Einige Konditoreien und Caterer bieten auch Verkostungen für Gruppen an. Wir fragen das gern direkt bei den Locations mit an.',
    },
    {
      question: 'Ist Travemünde eine gute Alternative zur Lübecker Altstadt?',
      answer: 'Ja, wer Meerblick statt Backsteinkulisse möchte, findet in Travemünde Hotels und Restaurants mit Sälen direkt an der Ostsee. Das Seebad gehört zu Lübeck und ist per Bahn oder Auto in rund 20 Minuten erreichbar. Für die Rückfahrt empfehlen wir bei größeren Gruppen einen Shuttle.',
    },
    {
      question: 'Wie früh sollten wir in Lübeck für den Dezember buchen?',
      answer: 'Die Adventswochenenden ziehen viele Tagesgäste und Busreisen in die Stadt, entsprechend gefragt sind Restaurants und Hotels. Für Freitage und Samstage im Dezember sollten Sie spätestens im Sommer anfragen. Unter der Woche ist die Auswahl deutlich größer.',
    },
    {
      question: 'Was kommt bei einer Lübecker Weihnachtsfeier traditionell auf den Tisch?',
      answer: 'Neben Fisch und Grünkohl ist Lübecker Rotspon eine passende Wahl: Rotwein aus Bordeaux, der traditionell in Lübecker Kellern reift. Zum Nachtisch liegt Marzipan nahe, etwa als Parfait oder Torte.',
    },
  ],
} satisfies City;
