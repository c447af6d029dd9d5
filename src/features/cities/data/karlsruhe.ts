import type { City } from '../types.ts';

export default {
  id: 'karlsruhe',
  name: 'Karlsruhe',
  displayName: 'Karlsruhe',
  seoTitle: 'Weihnachtsfeier in Karlsruhe: Location finden & vergleichen',
  metaDescription: 'Weihnachtsfeier in Karlsruhe: Wir finden Brauereigaststätten, Kongressräume und kreative Locations für Ihr Team. Kostenlos anfragen, schnelle Antwort.',
  heroTitle: 'Weihnachtsfeier in Karlsruhe – in der Fächerstadt feiern',
  heroSubtitle: 'Wir suchen die passende Location in Karlsruhe und vergleichen die Angebote für Ihr Team.',
  description: 'Die Fächerstadt ist strahlenförmig um ihr Schloss angelegt und bietet auf kurzen Wegen eine große Auswahl an Locations. Traditionsbrauereien, der Kreativpark im Alten Schlachthof, Säle im Kongresszentrum und Räume am Zoologischen Stadtgarten decken fast jede Gruppengröße ab. Dank Straßenbahn und Stadtbahn kommen auch Gäste aus dem Umland bequem an.',
  landmarks: ['Karlsruher Schloss', 'Pyramide auf dem Marktplatz', 'ZKM Zentrum für Kunst und Medien', 'Zoologischer Stadtgarten'],
  venueTypes: ['Brauereigaststätte', 'Kreativquartier', 'Kongresszentrum', 'Eventlocation im Zoo'],
  businessCulture: 'Karlsruhe gilt als einer der führenden IT-Standorte Deutschlands: Das Karlsruher Institut für Technologie bildet Tausende Informatiker und Ingenieurinnen aus, das Netzwerk CyberForum verbindet Hunderte Digitalunternehmen. Große Arbeitgeber sind außerdem der Energieversorger EnBW und die Drogeriekette dm, die beide hier ihre Zentrale haben. Mit Bundesverfassungsgericht und Bundesgerichtshof ist die Stadt „Residenz des Rechts“ und Sitz vieler Kanzleien. Die Messe Karlsruhe in Rheinstetten zieht mit Veranstaltungen wie der LEARNTEC oder der art Karlsruhe Fachpublikum an. Entsprechend vielfältig sind die Feiern: Start-ups mit 15 Leuten, Behörden und Kanzleien mit gediegenem Anspruch und Konzerne mit mehreren hundert Gästen.',
  accessibility: 'Der Baden-Airpark, offiziell Flughafen Karlsruhe/Baden-Baden, liegt etwa 40 Kilometer südwestlich; den Frankfurter Flughafen erreicht man per ICE in rund einer Stunde. Karlsruhe Hauptbahnhof ist ein bedeutender Fernverkehrsknoten mit ICE-Verbindungen nach Frankfurt, Basel, Stuttgart und München sowie TGV-Zügen nach Paris. Am Autobahndreieck Karlsruhe treffen A5 und A8 aufeinander, die A65 führt in die Pfalz. Nach dem Karlsruher Modell fahren Stadtbahnen aus dem Umland ohne Umsteigen bis ins Zentrum, wo die Bahnen inzwischen teilweise unterirdisch verkehren. Achten Sie bei späten Feiern auf die Nachtlinien des KVV am Wochenende.',
  region: 'sued',
  faq: [
    {
      question: 'Was ist das Besondere am Karlsruher Christkindlesmarkt?',
      answer: 'Der Christkindlesmarkt auf Marktplatz und Friedrichsplatz ist für seinen fliegenden Weihnachtsmann bekannt, der jeden Abend mit Rentierschlitten an einem Seil über den Markt schwebt. Ein gemeinsamer Besuch ist ein schöner Auftakt vor der Feier. Viele Restaurants der Innenstadt liegen nur wenige Gehminuten entfernt.',
    },
    {
      question: 'Welche Locations eignen sich für große Firmenfeiern in Karlsruhe?',
      answer: 'Für mehrere hundert Gäste bieten sich die Säle des Kongresszentrums am Festplatz oder Hallen auf dem Messegelände in Rheinstetten an. Im Kreativpark Alter Schlachthof gibt es Eventflächen mit Industriecharme. Wir prüfen die Verfügbarkeit und holen Angebote für Sie ein.',
    },
    {
      question: 'Welche Küche ist in Karlsruhe typisch?',
      answer: 'Badische Küche mit Flammkuchen, Schäufele und Kartoffelsalat oder Wildgerichten, dazu Weine aus der Ortenau, dem Kraichgau oder der nahen Pfalz. Auch Bier aus Karlsruher Brauereien wie Hoepfner oder Vogelbräu kommt gut an. Für internationale Teams lassen sich regionale Gerichte gut mit einem modernen Buffet kombinieren.',
    },
    {
      question: 'Wann sollte man in Karlsruhe buchen?',
      answer: 'Beliebte Termine an den ersten Dezemberwochenenden sind oft schon im Sommer vergeben, besonders wenn gleichzeitig Kongresse stattfinden. Wir empfehlen eine Anfrage drei bis fünf Monate im Voraus. Unter der Woche sind auch kurzfristig noch gute Räume verfügbar.',
    },
  ],
} satisfies City;
