import type { City } from '../types.ts';

export default {
  id: 'kiel',
  name: 'Kiel',
  displayName: 'Kiel',
  seoTitle: 'Weihnachtsfeier in Kiel – Locations an der Förde',
  metaDescription: 'Firmenweihnachtsfeier in Kiel: Wir finden Locations an der Förde, im Hafen und in der Innenstadt. Jetzt kostenlos anfragen – Antwort in wenigen Stunden.',
  heroTitle: 'Weihnachtsfeier in Kiel mit Blick aufs Wasser',
  heroSubtitle: 'Ob Eventschiff auf der Förde oder Restaurant an der Kiellinie – wir holen Angebote ein und Sie vergleichen.',
  description: 'Kaum eine Landeshauptstadt liegt so nah am Wasser: In Kiel feiern Teams mit Blick auf Fähren, Segelhäfen und die winterliche Förde. Maritime Restaurants, Clubhäuser von Segelvereinen und Schiffe für geschlossene Gesellschaften schaffen ein Ambiente, das man in Binnenstädten vergeblich sucht.',
  landmarks: ['Kiellinie', 'Kieler Rathaus', 'Kunsthalle zu Kiel', 'Schleusen Kiel-Holtenau'],
  venueTypes: ['Eventschiff', 'Segelclub', 'Hafenrestaurant', 'Loft an der Förde'],
  businessCulture: 'Kiel lebt vom Meer, wirtschaftlich wie wissenschaftlich. Thyssenkrupp Marine Systems und German Naval Yards bauen hier Schiffe, Caterpillar fertigt in Friedrichsort Schiffsmotoren, und die Deutsche Marine unterhält einen ihrer großen Stützpunkte. Im Hafen legen Fähren nach Oslo und Göteborg sowie zahlreiche Kreuzfahrtschiffe an. Landesregierung und Landtag, das Universitätsklinikum Schleswig-Holstein, die Christian-Albrechts-Universität und das GEOMAR als Schwergewicht der Meeresforschung zählen zu den großen Arbeitgebern. Viele Firmen sind mittelständisch, häufig feiern Gruppen von 20 bis 80 Gästen. Die Atmosphäre ist bodenständig und direkt, ein „Moin“ ersetzt oft die förmliche Begrüßung.',
  accessibility: 'Nächster großer Flughafen ist Hamburg, etwa 90 Kilometer entfernt; der Kielius-Bus pendelt regelmäßig zwischen Terminal und Kieler Hauptbahnhof. Vom Hauptbahnhof erreichen Regionalzüge Hamburg in gut einer Stunde, dazu kommen einzelne ICE- und IC-Verbindungen Richtung Süden. Autofahrer nutzen die A215 oder die A210, die beide an die A7 anschließen. Innerhalb der Stadt fahren die Busse der KVG, über die Förde verkehren die Fährschiffe der SFK. Praktisch: Der Bahnhof liegt direkt an der Hörn, viele Locations am Wasser sind von dort zu Fuß erreichbar.',
  region: 'nord',
  faq: [
    {
      question: 'Kann man in Kiel eine Weihnachtsfeier auf einem Schiff veranstalten?',
      answer: 'Ja, auf der Förde lassen sich Fahrgastschiffe für geschlossene Gesellschaften chartern, auch in der Adventszeit. Achten Sie auf einen beheizten Salon und planen Sie bei Sturm einen Ausweichtermin oder eine Liegeplatzvariante ein. Da im Winter weniger Schiffe im Einsatz sind, lohnt eine frühe Anfrage.',
    },
    {
      question: 'Welche Kieler Spezialitäten eignen sich für das Weihnachtsmenü?',
      answer: 'Fisch aus der Ostsee ist naheliegend, als Vorspeise kommen Kieler Sprotten gut an. Im Winter ist Grünkohl mit Kasseler und Kochwurst ein norddeutscher Klassiker, den viele Gasthäuser als Büfett anbieten. Zum Abschluss passt eine Rote Grütze mit Vanillesoße.',
    },
    {
      question: 'Lässt sich ein Besuch auf dem Kieler Weihnachtsmarkt einplanen?',
      answer: 'In der Adventszeit stehen Weihnachtsmarktbuden unter anderem auf dem Rathausplatz und dem Asmus-Bremer-Platz in der Innenstadt. Von dort sind es nur wenige Minuten zu Restaurants an der Holstenstraße oder zur Hörn. Ein kurzer Glühwein-Stopp vor dem Essen lässt sich also gut einbauen.',
    },
    {
      question: 'Wie kommen Gäste aus Hamburg zur Feier nach Kiel und wieder zurück?',
      answer: 'Regionalzüge fahren regelmäßig zwischen Hamburg und Kiel, sehr späte Verbindungen sind aber rar. Für Teams mit vielen Pendlern empfehlen wir einen gecharterten Bus oder ein Hotelkontingent in Bahnhofsnähe. Beides organisieren wir gern mit.',
    },
    {
      question: 'Ist eine Feier im Januar in Kiel eine gute Alternative?',
      answer: 'Durchaus: Im Norden ist das gemeinsame Grünkohlessen nach Neujahr eine beliebte Tradition. Locations haben im Januar mehr freie Termine, und der Dezember bleibt für Kundentermine und Jahresabschluss frei.',
    },
  ],
} satisfies City;
