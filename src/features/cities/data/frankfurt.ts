import type { City } from '../types.ts';

export default {
  id: 'frankfurt',
  name: 'Frankfurt',
  displayName: 'Frankfurt am Main',
  seoTitle: 'Weihnachtsfeier Frankfurt – Location finden & feiern',
  metaDescription: 'Weihnachtsfeier in Frankfurt am Main: Skyline-Location, Mainschiff oder Apfelweinwirtschaft. Kostenlos anfragen – wir melden uns innerhalb weniger Stunden.',
  heroTitle: 'Weihnachtsfeier zwischen Skyline und Apfelwein',
  heroSubtitle: 'Wir finden in Frankfurt am Main die Location, die zu Ihrem Team und Ihrem Anlass passt.',
  description: 'Frankfurt bietet Gegensätze auf engem Raum: Hoch über der Stadt feiern Sie mit Blick auf die Bankentürme, unten in Sachsenhausen geht es in der Apfelweinwirtschaft gemütlich zu. Kurze Wege, ein internationaler Flughafen vor der Tür und viele erfahrene Eventdienstleister machen die Mainmetropole ideal für Feiern mit Gästen von auswärts.',
  landmarks: ['Römerberg', 'Alte Oper', 'Main Tower', 'Palmengarten'],
  venueTypes: ['Apfelweinwirtschaft', 'Skyline-Rooftop', 'Mainschiff', 'Eventhalle im Osthafen'],
  businessCulture: 'Frankfurt ist Deutschlands Finanzzentrum. Die Europäische Zentralbank, die Deutsche Bundesbank sowie die Zentralen von Deutscher Bank, Commerzbank und DZ Bank liegen in der Stadt, die Deutsche Börse im benachbarten Eschborn. Mit dem Flughafen betreibt Fraport zudem einen der größten Arbeitsorte der Region. Beratungen, Kanzleien und Wirtschaftsprüfer sind zahlreich vertreten. Die Messe Frankfurt richtet unter anderem die Buchmesse, die Ambiente und die Light + Building aus, die Goethe-Universität und die Frankfurt School of Finance & Management bilden Fachkräfte aus. Viele Belegschaften sind international, daher sind zweisprachige Programme gefragt. Wegen des Jahresabschlusses verlegen manche Finanzteams ihre Feier bewusst auf Ende November oder in den Januar.',
  accessibility: 'Der Flughafen liegt nur rund zwölf Kilometer südwestlich, S-Bahnen bringen Sie in etwa einer Viertelstunde zum Hauptbahnhof, und am Fernbahnhof des Airports halten auch ICE-Züge. Vom Frankfurter Hauptbahnhof aus erreichen Sie Köln in rund einer Stunde, dazu gibt es direkte Verbindungen nach Berlin, Hamburg und München. Die A 3, A 5, A 66 und A 661 treffen sich rund um die Stadt, das Frankfurter Kreuz gilt als eines der meistbefahrenen Autobahnkreuze des Landes. U-Bahn und Straßenbahn der VGF sowie die S-Bahn Rhein-Main fahren im RMV-Tarif. Da viele Gäste aus Taunus, Wetterau oder Offenbach pendeln, sollten Sie das Ende der Feier auf die letzten S-Bahnen abstimmen.',
  region: 'weitere',
  faq: [
    {
      question: 'Ist eine Apfelweinwirtschaft in Sachsenhausen für eine Firmenfeier geeignet?',
      answer: 'Ja, viele traditionelle Wirtschaften in Alt-Sachsenhausen haben Nebenräume oder ganze Etagen für Gruppen. An langen Holztischen kommt man schnell ins Gespräch, und der Apfelwein wird im Bembel serviert. Für sehr große Teams bieten sich eher Eventlocations an, die wir gern ergänzend vorschlagen.',
    },
    {
      question: 'Wo liegt in Frankfurt der Weihnachtsmarkt und passt er zu unserer Feier?',
      answer: 'Der Frankfurter Weihnachtsmarkt erstreckt sich vom Römerberg über den Paulsplatz bis zum Mainufer und gehört zu den ältesten in Deutschland. Ein gemeinsamer Glühwein dort ist ein beliebter Auftakt. Zahlreiche Locations in Altstadt und Innenstadt erreichen Sie danach in wenigen Minuten zu Fuß.',
    },
    {
      question: 'Welche Frankfurter Spezialitäten können wir servieren lassen?',
      answer: 'Beliebt sind Rippchen mit Kraut, Frankfurter Würstchen und Handkäs mit Musik. Zur Adventszeit gehören Bethmännchen, ein Marzipangebäck mit Mandeln, auf viele Kaffeetafeln. Dazu passt Apfelwein oder für Kunden ein Rheingauer Riesling.',
    },
    {
      question: 'Können wir unsere Feier mit Blick auf die Skyline planen?',
      answer: 'Ja, es gibt Restaurants und Eventflächen in höheren Etagen sowie Locations am Mainufer mit freiem Blick auf die Hochhäuser. Diese sind besonders gefragt und sollten früh angefragt werden. Wir prüfen Verfügbarkeit und Kapazität für Ihren Wunschtermin.',
    },
  ],
} satisfies City;
