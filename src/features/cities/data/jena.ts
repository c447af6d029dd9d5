import type { City } from '../types.ts';

export default {
  id: 'jena',
  name: 'Jena',
  displayName: 'Jena',
  seoTitle: 'Jena: Weihnachtsfeier-Locations im Saaletal',
  metaDescription: 'Weihnachtsfeier in Jena geplant? Wir finden Locations vom Turmrestaurant bis zum Gasthof im Saaletal. Unverbindlich anfragen, Antwort in wenigen Stunden.',
  heroTitle: 'Weihnachtsfeier in Jena: Über den Dächern des Saaletals',
  heroSubtitle: 'Vom Institutsteam bis zur ganzen Belegschaft – wir finden in der Lichtstadt Jena die passende Location.',
  description: 'Jena ist kompakt, jung und international – eine Stadt, in der Forschungsgruppen und Hightech-Firmen Tür an Tür arbeiten. Gefeiert wird im Turmrestaurant mit Blick über das Saaletal, unter der Kuppel des Planetariums oder ganz klassisch im Thüringer Gasthof. Die Wege sind kurz, und die Altstadt liegt immer in der Nähe.',
  landmarks: ['JenTower', 'Zeiss-Planetarium', 'Botanischer Garten Jena', 'Fuchsturm'],
  venueTypes: ['Turmrestaurant', 'Planetarium', 'Thüringer Gasthof', 'Industrieloft'],
  businessCulture: 'Carl Zeiss und Otto Schott haben Jena im 19. Jahrhundert zur Stadt der Optik gemacht, und diese Tradition trägt bis heute. Zeiss, Schott, Jenoptik und Analytik Jena zählen zu den großen Arbeitgebern, umgeben von vielen spezialisierten Photonik- und Medizintechnikfirmen. Mit der Friedrich-Schiller-Universität, der Ernst-Abbe-Hochschule, Fraunhofer- und Leibniz-Instituten sowie mehreren Max-Planck-Instituten hat die Stadt eine außergewöhnlich hohe Forschungsdichte. Das prägt auch die Feiern: Viele Teams sind international, kleinere Arbeitsgruppen feiern mit schmalem Budget, während Industrieunternehmen größere Abende ausrichten. Zweisprachige Moderation oder ein englischsprachiges Programm sind in Jena keine Seltenheit. Beliebt sind Termine in der ersten Dezemberhälfte, noch vor der Weihnachtspause der Hochschulen.',
  accessibility: 'Einen eigenen Flughafen besitzt Jena nicht; Leipzig/Halle ist mit dem Auto in gut einer Stunde erreichbar, der kleinere Flughafen Erfurt-Weimar in knapp einer Stunde. Bahnreisende kommen über Jena Paradies, wo Intercity-Züge Richtung Leipzig und Nürnberg halten, oder über Jena West mit Regionalzügen nach Weimar und Erfurt; für ICE-Verbindungen steigen viele in Erfurt oder Leipzig um. Die A4 verläuft südlich der Stadt, am nahen Hermsdorfer Kreuz besteht Anschluss an die A9. Straßenbahnen und Busse des Jenaer Nahverkehrs verbinden Innenstadt, Lobeda und Winzerla. Parkplätze in der engen Innenstadt sind knapp, die Anreise mit der Straßenbahn ist meist bequemer.',
  region: 'ost',
  faq: [
    {
      question: 'Kann man im JenTower feiern?',
      answer: 'Im oberen Bereich des JenTower gibt es ein Restaurant mit Panoramablick über Jena und das Saaletal. Für kleinere bis mittlere Gruppen ist das ein besonderer Rahmen, die Plätze sind im Dezember allerdings begrenzt. Wir fragen Verfügbarkeit und Gruppenmenüs gern für Sie an.',
    },
    {
      question: 'Ist das Zeiss-Planetarium als Location geeignet?',
      answer: 'Das Zeiss-Planetarium zählt zu den ältesten noch betriebenen Planetarien der Welt und bietet Shows unter seiner Kuppel an. Eine Vorstellung lässt sich gut mit einem anschließenden Essen in der Innenstadt kombinieren. Ob eine exklusive Nutzung möglich ist, hängt vom Spielplan ab.',
    },
    {
      question: 'Was wird in Jena bei Weihnachtsfeiern serviert?',
      answer: 'Thüringer Klöße mit Braten, Rostbratwurst und Gänsebraten sind Klassiker, dazu Wein von Saale und Unstrut. Wegen der vielen internationalen Gäste fragen Jenaer Teams häufig nach vegetarischen und veganen Alternativen. Die meisten Gastgeber stellen sich darauf problemlos ein.',
    },
    {
      question: 'Was ist beim Jenaer Weihnachtsmarkt zu beachten?',
      answer: 'Der Weihnachtsmarkt auf dem Marktplatz ist überschaubar und gemütlich, ideal für einen kurzen Glühwein mit dem Team. Da die Innenstadt klein ist, liegen viele Locations in Laufweite. Planen Sie die Heimfahrt nach Lobeda oder ins Umland mit der Straßenbahn ein.',
    },
  ],
} satisfies City;
