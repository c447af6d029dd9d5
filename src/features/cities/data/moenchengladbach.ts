import type { City } from '../types.ts';

export default {
  id: 'moenchengladbach',
  name: 'Mönchengladbach',
  displayName: 'Mönchengladbach',
  seoTitle: 'Mönchengladbach: Locations für Ihre Weihnachtsfeier',
  metaDescription: 'Weihnachtsfeier in Mönchengladbach: Wir vergleichen Locations vom Borussia-Park bis Schloss Rheydt. Jetzt kostenlos anfragen und rasch Angebote erhalten.',
  heroTitle: 'Weihnachtsfeier in Mönchengladbach – von Gladbach bis Rheydt',
  heroSubtitle: 'Wir finden für Ihr Team die passende Location, von der Stadionloge bis zum Wasserschloss.',
  description: 'Mönchengladbach hat zwei Zentren: die Altstadt rund um Abteiberg und Münster in Gladbach sowie die Rheydter Innenstadt. Dazwischen liegen Fabrikhallen aus der Textilära, das Renaissance-Wasserschloss Rheydt und der Borussia-Park mit seinen Logen, sodass Feiern von rustikal bis repräsentativ möglich sind.',
  landmarks: ['Borussia-Park', 'Museum Abteiberg', 'Schloss Rheydt', 'Münster St. Vitus'],
  venueTypes: ['Stadion-Loge', 'Textilfabrik-Loft', 'Wasserschloss', 'Altstadt-Bar'],
  businessCulture: 'Im 19. Jahrhundert nannte man die Stadt wegen ihrer vielen Spinnereien und Webereien das „rheinische Manchester“. Der Textilbezug ist geblieben, etwa bei Textilmaschinenbauern wie Trützschler und Monforts sowie beim Fachbereich Textil- und Bekleidungstechnik der Hochschule Niederrhein. Dazu kommen die Deutschlandzentrale der Santander Consumer Bank, der Technologiekonzern Scheidt & Bachmann und große Logistikzentren im Regiopark. Die Belegschaften sind entsprechend vielfältig: vom Bankteam mit mehreren hundert Beschäftigten bis zum Modelabel mit zwölf Köpfen. Gefeiert wird gern bodenständig, nicht selten mit Borussia-Bezug, und die Adventswochenenden sind früh ausgebucht.',
  accessibility: 'Nächster großer Flughafen ist Düsseldorf, rund 35 Kilometer östlich und über die A 52 in etwa einer halben Stunde erreichbar. Vom Hauptbahnhof Mönchengladbach fahren Regionalexpresszüge nach Düsseldorf, Köln, Aachen und ins Ruhrgebiet, außerdem die S 8 über Neuss nach Düsseldorf und Wuppertal; für ICE-Verbindungen steigt man meist in Düsseldorf oder Köln um. Die A 52 und die A 61 kreuzen sich im Stadtgebiet, A 44 und A 46 liegen in unmittelbarer Nähe. Innerstädtisch übernimmt NEW mobil und aktiv den Busverkehr. Tipp: Gladbach und Rheydt haben jeweils einen eigenen Hauptbahnhof, nennen Sie Ihren Gästen daher unbedingt die richtige Station.',
  region: 'west',
  faq: [
    {
      question: 'Kann man eine Weihnachtsfeier im Borussia-Park feiern?',
      answer: 'Der Borussia-Park bietet Logen, Business-Lounges und Veranstaltungsräume, die auch für Firmen buchbar sind. Heimspiele im Dezember schränken die Termine ein, deshalb lohnt sich eine frühe Anfrage. Oft lässt sich eine Stadionführung mit dem Abendprogramm verbinden.',
    },
    {
      question: 'Wo feiert man in Mönchengladbach nach dem Essen weiter?',
      answer: 'Die Gladbacher Altstadt rund um die Waldhausener Straße ist die bekannteste Kneipenmeile der Stadt und eignet sich gut für einen Ausklang. In Rheydt geht es etwas ruhiger zu. Wählen Sie für das Dinner am besten eine Location in Laufnähe, damit die Gruppe zusammenbleibt.',
    },
    {
      question: 'Welche Location-Arten sind typisch für Mönchengladbach?',
      answer: 'Neben Restaurants und Hotelsälen prägen umgebaute Textilfabriken und Industriehallen das Angebot, die sich für Gruppen ab etwa 80 Personen eignen. Für kleinere, festliche Runden kommen historische Häuser und Gutshöfe am Stadtrand infrage. Wir prüfen für Sie Kapazität, Catering und Technik.',
    },
    {
      question: 'Wie kommen auswärtige Gäste zur Feier und zurück?',
      answer: 'Aus Düsseldorf fahren die S 8 und mehrere Regionalexpresslinien in rund einer halben Stunde nach Mönchengladbach. Nach späten Feiern sind Shuttlebusse oder vorbestellte Taxis die sicherere Wahl, weil die Takte am Abend dünner werden. Für Gäste aus den Kreisen Viersen oder Heinsberg lohnen sich oft Fahrgemeinschaften.',
    },
    {
      question: 'Wann ist in Mönchengladbach Hauptsaison für Weihnachtsfeiern?',
      answer: 'Am stärksten gefragt sind die Freitage und Samstage vom letzten Novemberwochenende bis zur Woche vor Weihnachten. Größere Säle und Stadionbereiche sind dann oft schon im Sommer reserviert. Wer auf einen Donnerstag oder in den Januar ausweicht, hat deutlich mehr Auswahl.',
    },
  ],
} satisfies City;
