import type { City } from '../types.ts';

export default {
  id: 'braunschweig',
  name: 'Braunschweig',
  displayName: 'Braunschweig',
  seoTitle: 'Braunschweig: Weihnachtsfeier planen & Locations finden',
  metaDescription: 'Weihnachtsfeier in Braunschweig geplant? Wir vergleichen Locations in Altstadt, Magniviertel und Umland für Sie. Kostenlose Anfrage, schnelle Antwort.',
  heroTitle: 'Weihnachtsfeier in Braunschweig: die Löwenstadt im Lichterglanz',
  heroSubtitle: 'Wir finden Säle, Brauereigaststätten und Lofts für Ihr Team und stellen Ihnen die Angebote übersichtlich nebeneinander.',
  description: 'Braunschweig bietet auf engem Raum beides: die historische Kulisse rund um Burgplatz, Dom und Magniviertel sowie moderne Räume in umgebauten Fabrikgebäuden. Für Teams aus Forschung, Fahrzeugbau und Verwaltung findet sich so vom gemütlichen Fachwerkhaus bis zur großen Halle eine passende Location.',
  landmarks: ['Burgplatz mit Burglöwe', 'Braunschweiger Dom', 'Residenzschloss', 'Happy Rizzi House'],
  venueTypes: ['Fachwerkhaus', 'Brauereigaststätte', 'Industrieloft', 'Stadthalle'],
  businessCulture: 'Die Region Braunschweig zählt zu den forschungsintensivsten Europas. Die Technische Universität gilt als älteste Technische Hochschule Deutschlands, dazu kommen die Physikalisch-Technische Bundesanstalt, das Deutsche Zentrum für Luft- und Raumfahrt, das Helmholtz-Zentrum für Infektionsforschung und mehrere Fraunhofer-Institute. In der Wirtschaft prägen Volkswagen mit seinem Komponentenwerk und Volkswagen Financial Services, Siemens Mobility, Nordzucker und die Öffentliche Versicherung Braunschweig das Bild; auch der Modehändler New Yorker sitzt hier. Typisch sind Feiern von Instituten, Ingenieurteams und Verwaltungsabteilungen mit 30 bis 150 Gästen. Geschätzt wird ein unprätentiöser Rahmen mit gutem Essen, bei dem Fachgespräche und Small Talk gleichermaßen Platz haben.',
  accessibility: 'Bis zum Flughafen Hannover sind es rund 65 Kilometer, mit dem Auto meist eine Dreiviertelstunde. Der Hauptbahnhof liegt südöstlich der Innenstadt und ist ICE-Halt auf der Verbindung Berlin–Frankfurt; Berlin erreicht man in etwa eineinhalb Stunden, Hannover mit Regionalzügen in rund 40 Minuten. Nördlich der Stadt verläuft die A2, die A39 führt nach Wolfsburg und Salzgitter, die A391 umgeht Braunschweig im Westen. Straßenbahnen und Busse der Braunschweiger Verkehrs-GmbH erschließen Zentrum und Stadtteile, vom Bahnhof ist man mit der Tram in wenigen Minuten am Rathaus. Für Gäste aus dem Umland lohnt vorab ein Blick auf die letzten Regionalzüge.',
  region: 'nord',
  faq: [
    {
      question: 'Wo finden wir in Braunschweig historische Räume für die Weihnachtsfeier?',
      answer: 'Rund um Burgplatz und Altstadtmarkt liegen Fachwerkhäuser und Gaststätten mit Sälen für geschlossene Gesellschaften. Auch im Magniviertel mit seinen kleinen Gassen gibt es Restaurants mit viel Atmosphäre. Für größere Gruppen kommen historische Säle in Frage, deren Verfügbarkeit wir für Sie prüfen.',
    },
    {
      question: 'Lässt sich der Braunschweiger Weihnachtsmarkt in die Feier einbinden?',
      answer: 'Der Weihnachtsmarkt rund um Dom und Burgplatz gehört zu den schönsten in Norddeutschland und liegt mitten in der Altstadt. Ein Treffen dort vor dem Abendessen ist ein beliebter Auftakt. Viele Locations im Zentrum sind von dort in wenigen Minuten zu Fuß erreichbar.',
    },
    {
      question: 'Welche Braunschweiger Spezialitäten eignen sich für das Menü?',
      answer: 'Deftig und regional wird es mit Braunschweiger Mettwurst oder Grünkohl mit Bregenwurst. Als Kuriosität lässt sich die Braunschweiger Mumme präsentieren, ein Malzextrakt mit jahrhundertelanger Tradition, der sich heute etwa in Desserts oder Soßen wiederfindet.',
    },
    {
      question: 'Eignet sich Braunschweig für eine gemeinsame Feier mit Standorten in Wolfsburg oder Salzgitter?',
      answer: 'Ja, Braunschweig liegt zentral zwischen beiden Städten und ist über die A39 sowie per Regionalzug gut erreichbar. Für standortübergreifende Feiern organisieren wir auf Wunsch Shuttlebusse ab den jeweiligen Werken oder Bahnhöfen.',
    },
  ],
} satisfies City;
