import type { City } from '../types.ts';

export default {
  id: 'erfurt',
  name: 'Erfurt',
  displayName: 'Erfurt',
  seoTitle: 'Erfurt: Weihnachtsfeier für Firmen planen',
  metaDescription: 'Ihre Firmenweihnachtsfeier in Erfurt: Wir suchen Fachwerkhäuser, Gewölbe und Säle in der Altstadt. Kostenfrei anfragen, Rückmeldung in wenigen Stunden.',
  heroTitle: 'Weihnachtsfeier in Erfurt: Domplatz, Fachwerk, Thüringer Küche',
  heroSubtitle: 'Wir finden Ihre Location in Thüringens Landeshauptstadt – zentral gelegen und für Teams aus ganz Deutschland gut erreichbar.',
  description: 'Erfurt liegt mitten in Deutschland und ist per ICE aus Berlin, München und Frankfurt schnell erreichbar – ideal für verteilte Teams. Die mittelalterliche Altstadt mit Krämerbrücke und Fachwerkhäusern bietet gemütliche Gewölbe und Gaststuben, während der Weihnachtsmarkt auf dem Domplatz für einen der schönsten Adventsauftakte in Thüringen sorgt.',
  landmarks: ['Erfurter Dom', 'Krämerbrücke', 'Zitadelle Petersberg', 'egapark'],
  venueTypes: ['Fachwerkhaus', 'Gewölbekeller', 'Thüringer Gasthaus', 'Messehalle'],
  businessCulture: 'Thüringens Landeshauptstadt lebt zu einem guten Teil von Verwaltung und Justiz: Neben Landesregierung und Landtag hat hier das Bundesarbeitsgericht seinen Sitz. Die zentrale Lage hat Erfurt zudem zu einem wichtigen Logistikstandort gemacht, große Versand- und Verteilzentren liegen am Stadtrand und am Erfurter Kreuz. In der Medienbranche ist die Stadt als Sitz des Kinderkanals KiKA bekannt, in der Technik unter anderem durch den Halbleiterhersteller X-FAB. Die Universität Erfurt und die Fachhochschule sorgen für Nachwuchs, die Messe Erfurt für Kongresse. Viele Firmen nutzen Erfurt als Treffpunkt für Belegschaften aus mehreren Standorten, weshalb Feiern hier oft mit Übernachtung geplant werden. Beliebt sind Termine in der ersten Dezemberhälfte.',
  accessibility: 'Seit der Eröffnung der Schnellfahrstrecken ist der Erfurter Hauptbahnhof ein zentraler ICE-Knoten: Berlin erreichen Sie in knapp zwei Stunden, Frankfurt und München in gut zwei bis zweieinhalb Stunden, Leipzig in weniger als einer Stunde. Der kleine Flughafen Erfurt-Weimar im Westen der Stadt ist mit der Stadtbahn angebunden, hat aber nur wenige Verbindungen; für Flugreisende ist meist Leipzig/Halle die bessere Wahl. Auf der Straße führen die A4 und die A71 an Erfurt vorbei und treffen sich am Erfurter Kreuz. Die Stadtbahn der Erfurter Verkehrsbetriebe (EVAG) erschließt die Innenstadt und den Domplatz. Weil späte ICE-Verbindungen bestehen, können viele Gäste noch am selben Abend heimreisen.',
  region: 'ost',
  faq: [
    {
      question: 'Lohnt sich der Erfurter Weihnachtsmarkt als Programmpunkt?',
      answer: 'Auf jeden Fall: Der Markt auf dem Domplatz mit den beleuchteten Domstufen und der Weihnachtspyramide zählt zu den bekanntesten in Mitteldeutschland. Ein gemeinsamer Rundgang mit Glühwein eignet sich gut als Auftakt. An Wochenenden ist es dort sehr voll, unter der Woche ist es für Gruppen angenehmer.',
    },
    {
      question: 'Welche Thüringer Spezialitäten sollten auf der Karte stehen?',
      answer: 'Thüringer Rostbratwurst und Thüringer Klöße mit Braten oder Gans gehören fast schon zum Pflichtprogramm. Zum Nachtisch passt Thüringer Blechkuchen oder Stollen. Viele Gasthäuser in der Altstadt bieten dafür eigene Gruppenmenüs an.',
    },
    {
      question: 'Eignet sich Erfurt für Teams aus mehreren Standorten?',
      answer: 'Ja, dank der ICE-Anbindung ist Erfurt einer der am besten erreichbaren Treffpunkte in Deutschland. Viele Unternehmen kombinieren die Weihnachtsfeier mit einer Tagung und Übernachtung in der Altstadt. Wir stimmen Location und Hotelkontingente gern aufeinander ab.',
    },
    {
      question: 'Wann ist in Erfurt der beste Zeitpunkt für die Buchung?',
      answer: 'Während der Weihnachtsmarktzeit ist Erfurt auch bei Touristen beliebt, Hotels und gefragte Gaststuben sind früh belegt. Für Feiern mit Übernachtung sollten Sie bis zum Sommer anfragen. Für reine Abendveranstaltungen reichen meist zwei bis drei Monate Vorlauf.',
    },
  ],
} satisfies City;
