import type { City } from '../types.ts';

export default {
  id: 'guetersloh',
  name: 'Gütersloh',
  displayName: 'Gütersloh',
  seoTitle: 'Weihnachtsfeier Gütersloh – Locations in Ostwestfalen',
  metaDescription: 'Weihnachtsfeier in Gütersloh planen: Wir finden Stadthalle, Landgasthof oder Hofscheune für Ihr Team. Kostenlos und unverbindlich anfragen, zügige Antwort.',
  heroTitle: 'Ihre Weihnachtsfeier in Gütersloh – persönlich geplant',
  heroSubtitle: 'Wir vergleichen Locations in der Stadt und auf dem Land – passend für kleine Teams und große Belegschaften.',
  description: 'Gütersloh ist eine grüne Stadt mit großem Park, kurzen Wegen und einer starken Wirtschaft. Für Weihnachtsfeiern stehen moderne Tagungshäuser und die Stadthalle ebenso bereit wie westfälische Gasthöfe und umgebaute Hofscheunen im Umland, in denen große und kleine Gruppen entspannt feiern können.',
  landmarks: ['Stadtpark mit Botanischem Garten', 'Theater Gütersloh', 'Apostelkirche', 'Stadtmuseum Gütersloh'],
  venueTypes: ['Stadthalle', 'Westfälischer Landgasthof', 'Hofscheune', 'Tagungshotel'],
  businessCulture: 'Für eine Stadt mit rund 100.000 Einwohnern ist Gütersloh wirtschaftlich außergewöhnlich stark. Bertelsmann führt von hier aus ein weltweites Medien- und Dienstleistungsgeschäft mit RTL, Penguin Random House und Arvato, auch die Bertelsmann Stiftung hat ihren Sitz in der Stadt. Miele entwickelt und produziert am Stammsitz Hausgeräte, im Kreisgebiet kommt unter anderem der Landmaschinenhersteller Claas in Harsewinkel hinzu. Die Hochschule Bielefeld betreibt einen Campus in Gütersloh. Viele Betriebe sind familiengeführt und pflegen eine loyale, eher bescheidene Unternehmenskultur. Weihnachtsfeiern reichen deshalb vom großen Abteilungsabend mit mehreren hundert Gästen bis zum familiären Essen im Handwerksbetrieb, gern mit westfälischer Küche.',
  accessibility: 'Nächstgelegener Flughafen ist Paderborn/Lippstadt, rund 45 Kilometer entfernt; Münster/Osnabrück und Hannover sind die größeren Alternativen. Gütersloh Hauptbahnhof liegt an der Bahnstrecke Hamm–Bielefeld und wird von Fernverkehrs- und Regionalzügen bedient, zum ICE-Knoten Bielefeld sind es nur wenige Minuten. Mit dem Auto erreichen Sie die Stadt über die A2 und die gleichnamige Anschlussstelle Gütersloh. Innerhalb der Stadt fährt der Stadtbus Gütersloh. Unser Hinweis: Viele Locations im Umland sind nur mit dem Auto gut erreichbar – planen Sie Fahrgemeinschaften oder einen Shuttle ein, damit niemand nach der Feier selbst fahren muss.',
  region: 'west',
  faq: [
    {
      question: 'Wann sollten Unternehmen in Gütersloh buchen?',
      answer: 'Da große Arbeitgeber ihre Feiern oft in dieselben Dezemberwochen legen, sind Stadthalle und größere Säle früh vergeben. Eine Anfrage bis Ende Juni verschafft Ihnen die beste Auswahl. Kleine Gruppen finden in Restaurants auch im Herbst noch Termine.',
    },
    {
      question: 'Welche westfälischen Gerichte kommen auf den Tisch?',
      answer: 'Beliebt sind westfälischer Schinken, Pumpernickel und im Winter Grünkohl mit Mettwurst. Als Dessert passt die Westfälische Götterspeise mit Pumpernickel, Sauerkirschen und Sahne. Viele Gasthöfe im Kreis Gütersloh bieten dazu eigene Festtagsmenüs an.',
    },
    {
      question: 'Eignen sich Hofscheunen im Winter für eine Feier?',
      answer: 'Viele umgebaute Scheunen im Kreis Gütersloh sind beheizt und ganzjährig als Eventlocation im Einsatz. Sie bieten rustikales Ambiente und häufig Platz für größere Gruppen. Wichtig sind Anfahrt, Parkplätze und Rücktransport, die wir bei der Auswahl gleich mit abfragen.',
    },
    {
      question: 'Wie kommen Gäste aus Bielefeld oder Rheda-Wiedenbrück zur Feier?',
      answer: 'Regionalzüge verbinden Gütersloh in wenigen Minuten mit Bielefeld und Rheda-Wiedenbrück, spätabends fahren sie jedoch seltener. Für Feiern außerhalb der Innenstadt organisieren wir auf Wunsch einen Shuttlebus, der die Gäste an den Bahnhöfen absetzt.',
    },
  ],
} satisfies City;
