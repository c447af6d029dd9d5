import type { City } from '../types.ts';

export default {
  id: 'muenster',
  name: 'Münster',
  displayName: 'Münster',
  seoTitle: 'Weihnachtsfeier in Münster: Locations & Ideen',
  metaDescription: 'Weihnachtsfeier in Münster planen: Wir finden Locations zwischen Prinzipalmarkt, Hafen und Münsterland. Kostenlos anfragen, Antwort in wenigen Stunden.',
  heroTitle: 'Weihnachtsfeier in Münster zwischen Giebeln und Hafen',
  heroSubtitle: 'Vom Gewölbekeller in der Altstadt bis zum Loft am Stadthafen: Wir finden den passenden Ort für Ihr Team.',
  description: 'In der Adventszeit zeigt sich Münster von seiner schönsten Seite: Giebelhäuser am Prinzipalmarkt, mehrere Weihnachtsmärkte in der Altstadt und Lichterglanz über der Promenade. Firmen feiern hier in Gewölbekellern, traditionellen Gaststätten, modernen Lofts am Stadthafen oder auf Höfen im Münsterland direkt vor der Stadt.',
  landmarks: ['Prinzipalmarkt', 'Historisches Rathaus mit Friedenssaal', 'St.-Paulus-Dom', 'Schloss Münster'],
  venueTypes: ['Gewölbekeller', 'Loft am Stadthafen', 'Münsterländer Hof', 'Traditionsgaststätte'],
  businessCulture: 'Münster ist Verwaltungs-, Hochschul- und Versicherungsstadt zugleich. An der Universität Münster, einer der größten Deutschlands, an der FH Münster und weiteren Hochschulen sind zusammen weit über 50.000 Menschen eingeschrieben. Die Bezirksregierung und der Landschaftsverband Westfalen-Lippe sind große Arbeitgeber, ebenso die LVM Versicherung, die Provinzial und IT-Dienstleister der Finanzbranche. BASF Coatings hat seinen Hauptsitz in Hiltrup, die Westfalen AG handelt mit Energie und technischen Gasen. Der Umgangston ist westfälisch-zurückhaltend, aber herzlich. Viele Feiern finden in Teams von 20 bis 100 Personen statt; Behörden und Institute weichen gern auf Werktage aus, während Agenturen und Kanzleien den Freitag bevorzugen.',
  accessibility: 'Der Flughafen Münster/Osnabrück (FMO) in Greven liegt rund 25 Kilometer nördlich und ist per Bus mit der Innenstadt verbunden. Münster (Westf) Hauptbahnhof ist ICE- und Intercity-Halt mit direkten Verbindungen ins Ruhrgebiet, nach Köln, Bremen und Hamburg. Über die A 1 und die A 43 erreicht man die Stadt aus allen Richtungen. Straßen- oder Stadtbahnen gibt es nicht; das dichte Busnetz der Stadtwerke Münster übernimmt den Nahverkehr, am Wochenende ergänzt durch Nachtbusse. Tipp: Viele Münsteraner kommen mit dem Rad, planen Sie daher Abstellplätze ein und empfehlen Sie bei Frost und Glätte lieber Bus oder Taxi für den Heimweg.',
  region: 'west',
  faq: [
    {
      question: 'Welche Weihnachtsmärkte in Münster eignen sich als Treffpunkt für das Team?',
      answer: 'Münster hat in der Altstadt gleich mehrere Weihnachtsmärkte, darunter den Giebelhüüskesmarkt am Rathaus, den Lambertus-Weihnachtsmarkt und den Kiepenkerl-Weihnachtsmarkt. Sie liegen nur wenige Gehminuten voneinander entfernt, sodass sich ein Glühwein vor dem Essen leicht einplanen lässt. An Adventswochenenden ist es sehr voll, ein Treffen unter der Woche ist entspannter.',
    },
    {
      question: 'Wann sollte man in Münster für die Weihnachtsfeier reservieren?',
      answer: 'Weil Münster im Advent viele Tagesgäste anzieht, sind beliebte Gaststätten in der Altstadt oft schon im Spätsommer für Dezember ausgebucht. Für Gruppen ab 50 Personen empfehlen wir eine Anfrage bis Ende August. Kurzfristig finden sich eher Locations außerhalb der Innenstadt, etwa am Hafen oder im Umland.',
    },
    {
      question: 'Was isst und trinkt man bei einer Weihnachtsfeier in Münster?',
      answer: 'Westfälische Küche ist beliebt: Pfefferpotthast, Münsterländer Schinken, Grünkohl oder ein deftiges Gänseessen. Dazu passt ein Altbier aus Münster oder ein Korn aus dem Münsterland. Viele Gastgeber kombinieren die Tradition mit einem modernen vegetarischen Angebot.',
    },
    {
      question: 'Wie kommen Gäste in Münster nach der Feier nach Hause?',
      answer: 'Am Wochenende fahren Nachtbusse von der Innenstadt in die Stadtteile, unter der Woche endet der Busverkehr früher. Für Gäste aus dem Münsterland lohnt sich ein Shuttle, da die Regionalzüge abends seltener fahren. Wer mit dem Fahrrad gekommen ist, nimmt bei Frost besser ein Taxi.',
    },
    {
      question: 'Gibt es in Münster Locations für große Gruppen?',
      answer: 'Für mehrere hundert Gäste eignen sich die Halle Münsterland, Hotels mit großen Sälen und Eventflächen am Stadthafen. Außerhalb der Stadt bieten umgebaute Höfe im Münsterland viel Platz in ländlicher Atmosphäre. Wir klären Kapazitäten und Catering für Sie.',
    },
  ],
} satisfies City;
