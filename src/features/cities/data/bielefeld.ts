import type { City } from '../types.ts';

export default {
  id: 'bielefeld',
  name: 'Bielefeld',
  displayName: 'Bielefeld',
  seoTitle: 'Bielefeld: Weihnachtsfeier planen & Locations vergleichen',
  metaDescription: 'Sie planen eine Weihnachtsfeier in Bielefeld? Wir vergleichen Locations von der Sparrenburg bis zur Altstadt. Kostenlos anfragen, schnelle Antwort garantiert.',
  heroTitle: 'Weihnachtsfeiern in Bielefeld: stilvoll und unkompliziert',
  heroSubtitle: 'Ob Altstadtrestaurant, Industriedenkmal oder Hotel am Teutoburger Wald – wir finden die Location, die zu Ihrem Team passt.',
  description: 'Zwischen Sparrenburg und Teutoburger Wald bietet Bielefeld eine gelungene Mischung aus Altstadtflair und Industriekultur. Ehemalige Spinnereien und Fabrikgebäude dienen heute als Eventflächen, während rund um den Alten Markt traditionelle Gaststätten zum westfälischen Festessen einladen.',
  landmarks: ['Sparrenburg', 'Kunsthalle Bielefeld', 'Rudolf-Oetker-Halle', 'Ravensberger Spinnerei'],
  venueTypes: ['Westfälisches Gasthaus', 'Fabrikloft', 'Hotel im Teutoburger Wald', 'Konzertsaal'],
  businessCulture: 'Bielefeld ist das Oberzentrum Ostwestfalen-Lippes und Heimat vieler familiengeführter Unternehmen. Dr. Oetker hat hier seinen Stammsitz, auch der Fenster- und Fassadenspezialist Schüco, das Bauunternehmen Goldbeck und der Werkzeugmaschinenbauer DMG Mori sind in der Stadt verwurzelt. Zu den größten Arbeitgebern gehören außerdem die v. Bodelschwinghschen Stiftungen Bethel. Mit der Universität Bielefeld und der Hochschule Bielefeld kommen zehntausende Studierende hinzu. Die Geschäftskultur gilt als zurückhaltend, verlässlich und langfristig orientiert, was sich auch bei Firmenfeiern zeigt: Gefragt sind gute Küche, solide Organisation und wenig Experimente. Große Mittelständler feiern häufig mit mehreren hundert Beschäftigten, kleinere Teams bevorzugen Gasthäuser in der Altstadt.',
  accessibility: 'Bielefeld Hauptbahnhof liegt an der Strecke Ruhrgebiet–Hannover–Berlin; ICE-Züge erreichen Berlin in knapp drei Stunden und Köln in rund zwei Stunden. Nächstgelegener Flughafen ist Paderborn/Lippstadt, etwa 45 Autominuten entfernt, Münster/Osnabrück und Hannover sind Alternativen. Autofahrer nutzen die A2 oder die A33. Innerhalb der Stadt fährt die Stadtbahn von moBiel, deren Linien sich unterirdisch am Jahnplatz und am Hauptbahnhof treffen. Praktisch: Viele Altstadt-Locations liegen nur wenige Gehminuten vom Jahnplatz entfernt, sodass Gäste nach der Feier bequem in die Bahn steigen können.',
  region: 'west',
  faq: [
    {
      question: 'Können wir den Bielefelder Weihnachtsmarkt in die Feier einbinden?',
      answer: 'Gut möglich: Der Weihnachtsmarkt findet in der Altstadt statt, unter anderem rund um den Alten Markt. Ein gemeinsamer Glühwein vor dem Essen lässt sich ideal mit einem Restaurant in der Nähe kombinieren. An Adventssamstagen ist es dort allerdings sehr voll.',
    },
    {
      question: 'Welche ostwestfälischen Spezialitäten eignen sich fürs Buffet?',
      answer: 'Ein echter Klassiker ist Pickert, ein Kartoffel-Hefe-Fladen, der mit Leberwurst oder Rübenkraut serviert wird. Dazu passen westfälischer Schinken, Pumpernickel und im Winter Grünkohl mit Mettwurst.',
    },
    {
      question: 'Kann man auf der Sparrenburg feiern?',
      answer: 'Die Burg ist das Wahrzeichen der Stadt und eine stimmungsvolle Kulisse, etwa für einen Rundgang vor dem Essen. Ob passende Räume für Ihre Gruppengröße zu Ihrem Termin frei sind, klären wir direkt mit den Betreibern vor Ort.',
    },
    {
      question: 'Wann sollten Bielefelder Unternehmen buchen?',
      answer: 'Da viele große Arbeitgeber in Ostwestfalen ihre Feiern in die ersten beiden Dezemberwochen legen, sind Säle für über 200 Personen früh vergeben. Wir raten zu einer Anfrage bis zum Sommer. Kleinere Gruppen finden auch im Oktober noch gute Optionen.',
    },
  ],
} satisfies City;
