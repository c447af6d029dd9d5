import type { City } from '../types.ts';

export default {
  id: 'hannover',
  name: 'Hannover',
  displayName: 'Hannover',
  seoTitle: 'Weihnachtsfeier Hannover: Locations & Firmenevents',
  metaDescription: 'Weihnachtsfeier in Hannover planen: Wir finden passende Locations vom Maschsee bis Herrenhausen. Kostenlos anfragen, Antwort meist in wenigen Stunden.',
  heroTitle: 'Ihre Weihnachtsfeier in Hannover – entspannt geplant',
  heroSubtitle: 'Von der Orangerie in Herrenhausen bis zum Brauhaus in der Altstadt: Wir holen Angebote ein, Sie wählen in Ruhe aus.',
  description: 'Hannover verbindet kurze Wege mit einer erstaunlichen Bandbreite an Festsälen: barocke Gartenkulisse in Herrenhausen, Restaurants mit Blick über den Maschsee und urige Brauhäuser rund um die Altstadt. Durch das Messegeschäft sind Gastronomie und Technikdienstleister auch auf Gruppen mit mehreren hundert Gästen eingestellt.',
  landmarks: ['Neues Rathaus', 'Herrenhäuser Gärten', 'Maschsee', 'Marktkirche'],
  venueTypes: ['Orangerie', 'Brauhaus', 'Seerestaurant', 'Eventlocation im Zoo'],
  businessCulture: 'Als Landeshauptstadt Niedersachsens ist Hannover ein Zentrum für Versicherungen und Industrie: Talanx, Hannover Rück und die VHV haben hier ihren Sitz, ebenso Continental und TUI. Volkswagen Nutzfahrzeuge fertigt im Stadtteil Stöcken. Die Deutsche Messe richtet unter anderem die Hannover Messe aus und im November abwechselnd Agritechnica und EuroTier, was Hotels und Restaurants in diesen Wochen spürbar auslastet. Mit der Leibniz Universität und der Medizinischen Hochschule kommen große Arbeitgeber aus der Wissenschaft hinzu. Die Spanne reicht daher vom Abteilungsessen mit 20 Personen bis zur Konzernfeier mit vierstelliger Gästezahl. Der Ton ist eher norddeutsch-zurückhaltend, gefeiert wird bevorzugt in den ersten beiden Dezemberwochen.',
  accessibility: 'Der Flughafen Hannover-Langenhagen liegt rund elf Kilometer nördlich des Zentrums; die S-Bahn-Linie S5 bringt Gäste in knapp 20 Minuten zum Hauptbahnhof. Hannover Hbf ist einer der wichtigsten ICE-Knoten im Norden, mit direkten Zügen nach Hamburg, Berlin, Frankfurt und ins Ruhrgebiet. Auf der Straße kreuzen sich A2 und A7, der Messeschnellweg führt zum Messegelände. In der Stadt fährt die Stadtbahn der üstra, ergänzt durch S-Bahn und Busse im GVH-Tarif. Tipp: Am Wochenende gibt es nachts ein eigenes Busnetz – prüfen Sie trotzdem vorab die letzte Verbindung für Gäste aus dem Umland.',
  region: 'nord',
  faq: [
    {
      question: 'Welche Gegend in Hannover eignet sich für eine stilvolle Weihnachtsfeier?',
      answer: 'Für einen festlichen Rahmen sind Herrenhausen mit seinen barocken Gärten und das Umfeld des Maschsees beliebt. Lockerer geht es in Linden und in der List zu, wo sich viele Restaurants und Bars für geschlossene Gesellschaften finden. In der Altstadt rund um die Marktkirche liegen Brauhäuser und traditionelle Gaststätten nah beieinander.',
    },
    {
      question: 'Wann sollten wir in Hannover buchen, wenn die Feier schon im November stattfindet?',
      answer: 'Werfen Sie zuerst einen Blick in den Messekalender: Während Agritechnica oder EuroTier sind Hotels und große Säle stark gefragt. Für Termine in diesen Wochen empfehlen wir, bereits im Frühjahr anzufragen. Für Dezember-Termine reicht meist ein Vorlauf bis zum Spätsommer.',
    },
    {
      question: 'Lässt sich die Feier mit dem Weihnachtsmarkt in der Altstadt verbinden?',
      answer: 'Ja, der Weihnachtsmarkt rund um Marktkirche und Ballhofplatz mit seinem Finnischen Weihnachtsdorf eignet sich gut für einen Glühwein vor dem Essen. Viele Restaurants in der Altstadt sind nur wenige Gehminuten entfernt. Planen Sie für größere Gruppen einen festen Treffpunkt ein, an Adventsabenden ist es dort sehr voll.',
    },
    {
      question: 'Welche hannoverschen Spezialitäten passen auf das Weihnachtsbuffet?',
      answer: 'Im Winter gehört Grünkohl mit Bregenwurst zu den Klassikern der Region. Zum Anstoßen bietet sich eine Lüttje Lage an, bei der Bier und Korn gleichzeitig aus zwei Gläsern getrunken werden – ein unterhaltsamer Programmpunkt für Gäste von außerhalb.',
    },
    {
      question: 'Wie kommen die Gäste nach der Feier in Hannover nach Hause?',
      answer: 'Die Stadtbahn erschließt fast alle Stadtteile, an den Herrenhäuser Gärten halten die Linien direkt vor der Tür. Für Gäste aus der Region lohnt sich ein Blick auf die S-Bahn-Abfahrten ab Hauptbahnhof. Bei Locations am Stadtrand organisieren wir auf Wunsch einen Shuttlebus.',
    },
  ],
} satisfies City;
