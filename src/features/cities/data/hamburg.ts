import type { City } from '../types.ts';

export default {
  id: 'hamburg',
  name: 'Hamburg',
  displayName: 'Hamburg',
  seoTitle: 'Weihnachtsfeier in Hamburg – Locations & Angebote',
  metaDescription: 'Weihnachtsfeier in Hamburg: Eventschiff, Speicherloft oder Restaurant an der Elbe. Stellen Sie eine kostenlose Anfrage – wir antworten in wenigen Stunden.',
  heroTitle: 'Weihnachtsfeier mit Hafenblick in Hamburg',
  heroSubtitle: 'Wir suchen für Ihr Team die passende Location zwischen Speicherstadt, HafenCity und Elbufer.',
  description: 'Wasser, Backstein und Lichter im Hafen: Hamburg gibt jeder Firmenfeier eine maritime Kulisse. Gefeiert wird auf beheizten Eventschiffen, in Lofts der Speicherstadt oder in Restaurants mit Blick auf Containerbrücken und Elbphilharmonie – stilvoll und mit hanseatischer Gelassenheit.',
  landmarks: ['Elbphilharmonie', 'Speicherstadt', 'Hamburger Rathaus', 'St. Pauli Landungsbrücken'],
  venueTypes: ['Eventschiff', 'Speicherloft', 'Elbrestaurant', 'Club auf St. Pauli'],
  businessCulture: 'Als Hafen- und Handelsmetropole lebt Hamburg seit Jahrhunderten vom Austausch mit der Welt. Reedereien wie Hapag-Lloyd, der Terminalbetreiber HHLA und zahlreiche Logistiker prägen die Wirtschaft ebenso wie Airbus mit seinem großen Werk in Finkenwerder. Handel und Konsumgüter sind mit Otto, Beiersdorf und Tchibo vertreten, dazu kommt eine starke Medienbranche rund um Spiegel, Zeit und NDR. Universität Hamburg und TU Hamburg bilden Nachwuchs aus. Hanseatisches Understatement bestimmt den Stil vieler Feiern: lieber gediegen und hochwertig als laut. Gleichzeitig wünschen sich Agenturen und Tech-Teams gern eine Location mit Szenecharakter auf St. Pauli oder in Ottensen.',
  accessibility: 'Der Hamburg Airport in Fuhlsbüttel ist mit der S1 in rund 25 Minuten vom Hauptbahnhof aus erreichbar. Der Hamburger Hauptbahnhof zählt zu den meistfrequentierten Bahnhöfen Deutschlands; ICE-Züge fahren unter anderem nach Berlin, Köln, Frankfurt und München, weitere Fernzüge halten in Dammtor, Altona und Harburg. Über die A 1, A 7, A 23, A 24 und A 25 ist die Stadt gut angebunden, am Elbtunnel der A 7 muss man jedoch mit Staus rechnen. Im HVV fahren U-Bahn, S-Bahn, Busse und sogar die HADAG-Hafenfähren. Freitag- und Samstagnacht verkehren U- und S-Bahn durchgehend, was den Heimweg nach der Feier erleichtert.',
  region: 'nord',
  faq: [
    {
      question: 'Kann man in Hamburg auch im Winter auf einem Schiff feiern?',
      answer: 'Ja, zahlreiche Eventschiffe sind beheizt und für geschlossene Gesellschaften ausgelegt. Manche legen zu einer Rundfahrt durch den Hafen ab, andere bleiben am Anleger liegen. Wir klären für Sie Kapazität, Catering und die Anlegestelle, damit die Anreise einfach bleibt.',
    },
    {
      question: 'Welche Weihnachtsmärkte in Hamburg eignen sich als Treffpunkt vor der Feier?',
      answer: 'Klassisch ist der Weihnachtsmarkt auf dem Rathausmarkt mitten in der Innenstadt. Wer es schriller mag, trifft sich auf dem „Santa Pauli“ an der Reeperbahn. Beide liegen nah an vielen Locations in der Innenstadt und auf St. Pauli.',
    },
    {
      question: 'Welche Hamburger Spezialitäten passen zur Weihnachtsfeier?',
      answer: 'In der kalten Jahreszeit ist Grünkohl mit Kassler und Kohlwurst ein beliebter Klassiker. Fischbrötchen eignen sich als Snack zum Empfang, und Franzbrötchen machen sich gut beim Dessert oder Kaffee. Viele Caterer setzen zudem auf frischen Fisch aus der Region.',
    },
    {
      question: 'Wann sollten wir eine Location in Hamburg buchen?',
      answer: 'Besonders begehrt sind Locations mit Elbblick und Schiffe für größere Gruppen – sie sind für Dezember oft schon im Sommer vergeben. Eine Anfrage bis spätestens September lohnt sich. Für Termine Ende November oder im Januar ist die Auswahl deutlich entspannter.',
    },
  ],
} satisfies City;
