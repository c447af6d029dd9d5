import type { City } from '../types.ts';

export default {
  id: 'oldenburg',
  name: 'Oldenburg',
  displayName: 'Oldenburg (Oldb)',
  seoTitle: 'Weihnachtsfeier & Kohlfahrt in Oldenburg planen',
  metaDescription: 'Weihnachtsfeier oder Kohlfahrt in Oldenburg: Wir suchen passende Locations und holen Angebote ein. Kostenlos anfragen, Antwort meist binnen weniger Stunden.',
  heroTitle: 'Weihnachtsfeier in Oldenburg – gern auch mit Grünkohl',
  heroSubtitle: 'Ob festliches Dinner nahe dem Schloss oder traditionelle Kohlfahrt ins Umland: Wir holen die Angebote für Sie ein.',
  description: 'Oldenburg vereint die Gelassenheit einer Universitätsstadt mit echter Feierkultur: Im Winter ziehen Kollegen mit Bollerwagen zur Kohlfahrt, im Advent lockt der Lamberti-Markt vor dem Schloss. Gastgeber in der Innenstadt und in den Dörfern ringsum sind auf gesellige Gruppen bestens eingestellt.',
  landmarks: ['Oldenburger Schloss', 'Schlossgarten', 'Lappan', 'St.-Lamberti-Kirche'],
  venueTypes: ['Landgasthof', 'Kohlfahrt-Gasthaus', 'Kulturzentrum', 'Messe- und Eventhalle'],
  businessCulture: 'Oldenburg ist das Oberzentrum des Nordwestens und Sitz bekannter Unternehmen: EWE liefert Energie und Telekommunikation, CEWE gehört zu den führenden Fotodienstleistern Europas. Die Finanzbranche ist mit der Landessparkasse zu Oldenburg und den Öffentlichen Versicherungen Oldenburg vertreten. Carl von Ossietzky Universität, Jade Hochschule, das Informatikinstitut OFFIS und ein DLR-Institut für vernetzte Energiesysteme machen die Stadt zu einem Standort für Energie- und IT-Forschung. Im Umgang ist man unkompliziert, beim Feiern treten Hierarchien gern in den Hintergrund. Neben der klassischen Weihnachtsfeier hat die Kohlfahrt zwischen November und Februar einen festen Platz im Firmenkalender, samt Krönung eines Kohlkönigs oder einer Kohlkönigin.',
  accessibility: 'Der Flughafen Bremen ist rund 55 Kilometer entfernt, mit dem Auto braucht man etwa 45 Minuten. Am Hauptbahnhof Oldenburg (Oldb) halten Intercity-Züge, die unter anderem über Bremen nach Hannover fahren; Regionalzüge schaffen die Strecke nach Bremen in rund einer halben Stunde. Die A28 verbindet mit Bremen und Leer, die A29 mit Wilhelmshaven und dem Süden, gemeinsam mit der A293 bilden sie einen Autobahnring um die Stadt. Im Stadtgebiet fahren die Busse der VWG. Oldenburg ist eine ausgeprägte Fahrradstadt mit großer Fußgängerzone; für die Heimfahrt nach der Feier sind Bus oder Taxi meist die bessere Wahl als das eigene Auto.',
  region: 'nord',
  faq: [
    {
      question: 'Was ist eine Kohlfahrt und eignet sie sich als Firmenfeier in Oldenburg?',
      answer: 'Bei einer Kohlfahrt wandert die Gruppe mit einem Bollerwagen voller Getränke über Land, unterwegs gibt es Spiele wie Boßeln. Ziel ist ein Gasthof, in dem Grünkohl mit Pinkel serviert und ein Kohlkönigspaar gekürt wird. Für Teams ist das eine lockere Alternative zur klassischen Weihnachtsfeier, die bewusst auf Januar oder Februar gelegt werden kann.',
    },
    {
      question: 'Lässt sich der Oldenburger Lamberti-Markt in die Feier einbinden?',
      answer: 'Der Lamberti-Markt zwischen Schloss und Lambertikirche läuft in der Regel von Ende November bis kurz vor Weihnachten. Ein gemeinsamer Besuch vor dem Essen ist ein beliebter Auftakt, denn viele Restaurants liegen nur wenige Schritte entfernt in der Fußgängerzone.',
    },
    {
      question: 'Wie früh müssen wir in Oldenburg für eine Kohlfahrt buchen?',
      answer: 'Beliebte Gasthöfe im Umland sind für die Samstage im Januar und Februar oft schon im Herbst ausgebucht. Wenn Sie einen bestimmten Termin wünschen, fragen Sie am besten bis zum Spätsommer an. Unter der Woche und im November gibt es mehr Spielraum.',
    },
    {
      question: 'Welche Locations gibt es in Oldenburg für größere Belegschaften?',
      answer: 'Für mehrere hundert Gäste kommen die Weser-Ems-Hallen, große Hotels und Kulturzentren in Frage. Landgasthöfe mit Festsaal im Oldenburger Umland fassen ebenfalls oft größere Gruppen. Wir prüfen die Kapazitäten und stellen Ihnen passende Optionen gegenüber.',
    },
  ],
} satisfies City;
