import type { City } from '../types.ts';

export default {
  id: 'rostock',
  name: 'Rostock',
  displayName: 'Rostock',
  seoTitle: 'Weihnachtsfeier in Rostock & Warnemünde planen',
  metaDescription: 'Weihnachtsfeier in Rostock oder Warnemünde: Wir finden Hafenspeicher, Strandhotels und Restaurants. Kostenlos anfragen, Rückmeldung in wenigen Stunden.',
  heroTitle: 'Weihnachtsfeier in Rostock zwischen Hafen und Ostsee',
  heroSubtitle: 'Hanseatisch feiern: Wir suchen für Ihr Team Locations in der Innenstadt, am Stadthafen oder direkt am Strand von Warnemünde.',
  description: 'Rostock bietet, was kaum eine andere ostdeutsche Stadt hat: Hansegeschichte, Hafenflair und mit Warnemünde einen eigenen Ostseestrand. Firmen feiern in alten Speichern, in Strandhotels mit Meerblick oder an Bord eines Schiffes, und der große Weihnachtsmarkt in der Altstadt bringt Gäste schon vorher in Stimmung.',
  landmarks: ['St.-Marien-Kirche', 'Neuer Markt', 'Stadthafen', 'Leuchtturm Warnemünde'],
  venueTypes: ['Hafenspeicher', 'Strandhotel', 'Fahrgastschiff', 'Fischrestaurant'],
  businessCulture: 'Die größte Stadt Mecklenburg-Vorpommerns ist maritim geprägt. Über den Seehafen laufen Fähren nach Skandinavien und große Mengen Güter, in Warnemünde legen Kreuzfahrtschiffe an, und AIDA Cruises hat in Rostock seinen Hauptsitz. Die Windenergiebranche ist unter anderem mit Nordex vertreten, Liebherr baut im Überseehafen Schiffs- und Hafenkrane. Die 1419 gegründete Universität Rostock ist die älteste Universität im Ostseeraum und zieht gemeinsam mit Forschungsinstituten viele junge Leute an. Dazu kommen Tourismus, Gesundheitswesen und Verwaltung. Die Stimmung bei Firmenfeiern ist norddeutsch entspannt, man legt Wert auf gutes Essen, oft Fisch, und auf einen geselligen Abend ohne viel Förmlichkeit. Größere Unternehmen nutzen gern Warnemünder Hotels.',
  accessibility: 'Rund 30 Kilometer südlich liegt der Flughafen Rostock-Laage mit einem überschaubaren Flugangebot; viele Reisende fliegen stattdessen über Hamburg oder Berlin. Der Rostocker Hauptbahnhof bietet Fernverkehr nach Berlin und Hamburg, die Fahrt dauert jeweils etwa zwei bis zweieinhalb Stunden. Mit dem Auto erreichen Sie die Stadt über die Ostseeautobahn A20 und die A19 aus Richtung Berlin. In Rostock selbst fahren die Straßenbahnen und Busse der Rostocker Straßenbahn AG (RSAG), nach Warnemünde gelangen Sie bequem mit der S-Bahn. Bedenken Sie bei Feiern am Strand, dass im Dezember frischer Wind weht und die Rückfahrt in die Stadt gut organisiert sein sollte.',
  region: 'ost',
  faq: [
    {
      question: 'Wie groß ist der Rostocker Weihnachtsmarkt?',
      answer: 'Der Rostocker Weihnachtsmarkt gilt als einer der größten in Norddeutschland und zieht sich vom Neuen Markt über die Kröpeliner Straße bis zum Universitätsplatz. Für ein Team-Treffen vor dem Essen bietet sich ein fester Treffpunkt am Neuen Markt an. Abends und an Wochenenden ist es dort sehr belebt.',
    },
    {
      question: 'Kann man im Winter in Warnemünde feiern?',
      answer: 'Ja, gerade die Hotels und Restaurants an der Promenade bieten auch im Dezember Räume mit Meerblick. Ein kurzer Spaziergang zum Leuchtturm oder zur Mole ist bei klarer Luft ein schöner Programmpunkt. Planen Sie für den Rückweg in die Innenstadt die S-Bahn oder einen Bus-Shuttle ein.',
    },
    {
      question: 'Welche Küche ist bei Rostocker Firmenfeiern beliebt?',
      answer: 'Fisch aus der Ostsee, etwa Hering, Dorsch oder geräucherte Spezialitäten, steht hier weit oben. Für den Winter bieten viele Küchen zusätzlich Gänsebraten oder Wildgerichte an. Ein Buffet mit maritimem Schwerpunkt kommt bei Gästen von außerhalb besonders gut an.',
    },
    {
      question: 'Wie weit im Voraus sollten wir in Rostock buchen?',
      answer: 'Locations mit Hafen- oder Meerblick sind im Dezember gefragt, hier empfehlen wir drei bis vier Monate Vorlauf. Restaurants in der Innenstadt sind häufig auch kurzfristiger verfügbar. Für Freitage in der ersten Dezemberhälfte sollten Sie am frühesten anfragen.',
    },
  ],
} satisfies City;
