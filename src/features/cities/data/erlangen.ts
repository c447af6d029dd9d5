import type { City } from '../types.ts';

export default {
  id: 'erlangen',
  name: 'Erlangen',
  displayName: 'Erlangen',
  seoTitle: 'Weihnachtsfeier in Erlangen – Locations für Teams',
  metaDescription: 'Ihre Weihnachtsfeier in Erlangen: Wir suchen Locations vom Wirtshaus bis zum Tagungshotel und vergleichen Angebote. Jetzt kostenlos und unverbindlich anfragen.',
  heroTitle: 'Weihnachtsfeier in Erlangen – fränkisch und unkompliziert',
  heroSubtitle: 'Ob kleine Forschungsgruppe oder ganze Abteilung: Wir finden in Erlangen den passenden Rahmen für Ihr Team.',
  description: 'Erlangen ist kompakt, studentisch und erstaunlich international. Zwischen barocker Neustadt, Schlossgarten und Burgberg liegen fränkische Wirtshäuser, moderne Tagungshotels und Kulturräume, in denen sich Teams von zehn bis zu mehreren hundert Personen wohlfühlen. Viele Gäste kommen zu Fuß oder mit dem Rad zur Feier.',
  landmarks: ['Schlossgarten', 'Markgräfliches Schloss', 'Hugenottenkirche', 'Burgberg mit den Bierkellern'],
  venueTypes: ['Fränkisches Wirtshaus', 'Tagungshotel', 'Kulturzentrum', 'Veranstaltungshalle'],
  businessCulture: 'Kaum eine deutsche Stadt ist so stark von einem Konzern geprägt wie Erlangen: Siemens gehört hier zu den größten Arbeitgebern, Siemens Healthineers hat seinen Hauptsitz in der Stadt, und mit dem Siemens Campus entsteht ein ganzes neues Quartier. Hinzu kommen die Friedrich-Alexander-Universität mit dem Universitätsklinikum sowie das Fraunhofer-Institut für Integrierte Schaltungen, bekannt durch die Entwicklung des MP3-Formats. Unter dem Namen „Medical Valley“ vernetzen sich zahlreiche Medizintechnik-Firmen und Start-ups. Für Weihnachtsfeiern heißt das: viele Abteilungs- und Projektteams, internationale Belegschaften, oft englischsprachige Gäste und ein eher sachlicher, unkomplizierter Umgangston. Termine in der ersten Dezemberhälfte sind besonders gefragt.',
  accessibility: 'Der Albrecht Dürer Airport Nürnberg liegt nur rund 20 Kilometer entfernt und ist mit dem Auto in etwa 20 Minuten erreichbar. Am Bahnhof Erlangen halten ICE-Züge der Linie Berlin–München, außerdem verbindet die S-Bahn Nürnberg die Stadt im dichten Takt mit Fürth und Nürnberg. Über die A73 und das nahe Kreuz mit der A3 kommen Gäste aus der Region schnell an. Innerhalb der Stadt übernehmen die Busse der Erlanger Stadtwerke den Nahverkehr, eine Straßenbahn gibt es nicht. Unser Rat: Viele Erlanger fahren auch im Winter Rad, planen Sie daher Abstellplätze ein oder organisieren Sie Sammeltaxis für den Heimweg.',
  region: 'sued',
  faq: [
    {
      question: 'Welche Locations eignen sich in Erlangen für größere Gruppen?',
      answer: 'Für Gruppen ab etwa 150 Personen kommen vor allem die Heinrich-Lades-Halle und die Säle größerer Hotels infrage. Kleinere Teams feiern gern in Wirtshäusern rund um Marktplatz und Hauptstraße. Wir prüfen Kapazitäten und Verfügbarkeit für Sie.',
    },
    {
      question: 'Gibt es in Erlangen einen Weihnachtsmarkt für den gemeinsamen Auftakt?',
      answer: 'Ja, die Erlanger Waldweihnacht auf dem Schlossplatz ist mit ihren Tannenbäumen ein beliebter Treffpunkt. Ein Glühwein dort lässt sich gut mit einem Abendessen in der Innenstadt verbinden, da die meisten Lokale zu Fuß erreichbar sind.',
    },
    {
      question: 'Wie plane ich eine Feier für ein internationales Team in Erlangen?',
      answer: 'Viele Erlanger Unternehmen und Institute beschäftigen Mitarbeitende aus aller Welt. Achten Sie auf zweisprachige Menükarten, klar gekennzeichnete vegetarische und vegane Gerichte und ein Programm, das ohne Deutschkenntnisse funktioniert. Auf Wunsch fragen wir gezielt nach Locations mit englischsprachigem Service.',
    },
    {
      question: 'Welche fränkischen Spezialitäten kommen bei Erlanger Feiern gut an?',
      answer: 'Schäufele mit Kloß, Bratwürste und in der Wintersaison fränkischer Karpfen sind Klassiker der Region. Dazu passt Bier aus einer der vielen kleinen Brauereien im Umland. Als Dessert bieten sich Lebkuchen oder Bratäpfel an.',
    },
  ],
} satisfies City;
