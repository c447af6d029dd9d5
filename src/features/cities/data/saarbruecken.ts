import type { City } from '../types.ts';

export default {
  id: 'saarbruecken',
  name: 'Saarbrücken',
  displayName: 'Saarbrücken',
  seoTitle: 'Weihnachtsfeier in Saarbrücken: Savoir-vivre & Saar',
  metaDescription: 'Weihnachtsfeier in Saarbrücken: Wir finden Bistros, Industriedenkmäler und Altstadtlokale für Ihr Team. Gratis anfragen, Rückmeldung in wenigen Stunden.',
  heroTitle: 'Weihnachtsfeier in Saarbrücken mit französischem Flair',
  heroSubtitle: 'Saarländische Gastfreundschaft trifft französische Küche – wir finden Ihre Location in der Landeshauptstadt an der Saar.',
  description: 'In Saarbrücken spürt man die Nähe zu Frankreich an jeder Ecke: Bistros, gute Küche und eine entspannte Lebensart machen die Stadt zu einem sehr genussvollen Ort für Weihnachtsfeiern. Rund um den St. Johanner Markt liegen Restaurants und Bars dicht beieinander, und die Industriekultur der Region bietet eindrucksvolle Kulissen für größere Gruppen.',
  landmarks: ['Saarbrücker Schloss', 'Ludwigskirche', 'St. Johanner Markt', 'Saarlandmuseum – Moderne Galerie'],
  venueTypes: ['Französisches Bistro', 'Industriedenkmal', 'Altstadtlokal', 'Kongresshalle'],
  businessCulture: 'Die saarländische Landeshauptstadt hat den Strukturwandel von Kohle und Stahl hin zu Dienstleistung und Hightech vorangetrieben. Auf dem Campus der Universität des Saarlandes arbeiten das DFKI, zwei Max-Planck-Institute für Informatik und Softwaresysteme sowie das CISPA Helmholtz-Zentrum für Informationssicherheit – ein international anerkannter Informatikstandort. In der Industrie ist ZF mit seinem großen Getriebewerk einer der wichtigsten Arbeitgeber, im Umland prägen Stahl- und Automobilzulieferer die Wirtschaft. Hinzu kommen Landesverwaltung, der Saarländische Rundfunk und viele Grenzpendler aus Lothringen. Feiern sind oft deutsch-französisch gemischt, Essen und Wein haben einen hohen Stellenwert. Man nimmt sich Zeit für ein mehrgängiges Menü, und die Stimmung ist familiär statt steif.',
  accessibility: 'Der Flughafen Saarbrücken liegt im Stadtteil Ensheim, rund 15 Kilometer östlich der Innenstadt, bietet aber nur begrenzte Verbindungen; Alternativen sind Luxemburg und Frankfurt. Vom Saarbrücker Hauptbahnhof fahren ICE- und TGV-Züge in weniger als zwei Stunden nach Paris sowie über Mannheim nach Frankfurt. Autofahrer kommen über die A1, die A6 und die A620 entlang der Saar, die direkt durch die Stadt führt. Das Rückgrat des Nahverkehrs bildet die Saarbahn, die als Stadtbahn bis ins französische Sarreguemines fährt, ergänzt durch Busse. Bei Feiern in der Altstadt empfiehlt sich die Anreise mit der Saarbahn, denn Parkplätze rund um den St. Johanner Markt sind knapp.',
  region: 'weitere',
  faq: [
    {
      question: 'Welcher Weihnachtsmarkt eignet sich in Saarbrücken als Treffpunkt?',
      answer: 'Der Christkindlmarkt rund um den St. Johanner Markt und in der Innenstadt ist der zentrale Treffpunkt im Advent. Die Altstadtgassen mit ihren Restaurants liegen direkt daneben. So lässt sich ein Glühwein ohne lange Wege mit dem Abendessen kombinieren.',
    },
    {
      question: 'Was sollte bei einer Saarbrücker Feier auf den Tisch?',
      answer: 'Saarländische Klassiker sind Dibbelabbes, Hoorische und Lyoner, dazu passt ein Bier aus der Region. Wer es französisch mag, wählt ein Menü mit Flammkuchen, Coq au Vin oder Käse aus Lothringen. Viele Saarbrücker Restaurants verbinden beide Küchen.',
    },
    {
      question: 'Wie plant man eine deutsch-französische Weihnachtsfeier?',
      answer: 'Zweisprachige Einladungen und eine kurze Begrüßung in beiden Sprachen kommen bei gemischten Teams gut an. Für Gäste aus Lothringen ist die Saarbahn nach Sarreguemines eine praktische Heimfahrtmöglichkeit. Wer mit dem Auto über die Grenze anreist, freut sich über einen organisierten Fahrdienst nach dem Fest.',
    },
    {
      question: 'Wo feiern größere Gruppen in Saarbrücken?',
      answer: 'Für mehrere Hundert Gäste kommen Kongress- und Veranstaltungszentren sowie große Hotels in Frage. Eindrucksvoll sind auch Industriedenkmäler in der Region, etwa ehemalige Bergwerks- und Hüttenanlagen. Wir prüfen die Erreichbarkeit und organisieren bei Bedarf Shuttles.',
    },
  ],
} satisfies City;
