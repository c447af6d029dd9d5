import type { City } from '../types.ts';

export default {
  id: 'osnabrueck',
  name: 'Osnabrück',
  displayName: 'Osnabrück',
  seoTitle: 'Weihnachtsfeier Osnabrück – Locations in der Friedensstadt',
  metaDescription: 'Weihnachtsfeier in Osnabrück: Wir finden Locations in Altstadt, Zoo oder Kulturzentrum und vergleichen Angebote für Sie. Kostenlos anfragen, schnelle Antwort.',
  heroTitle: 'Weihnachtsfeier in Osnabrück – gemeinsam feiern in der Friedensstadt',
  heroSubtitle: 'Sagen Sie uns Termin und Teamgröße, wir suchen passende Locations und legen Ihnen vergleichbare Angebote vor.',
  description: 'Osnabrück punktet mit einer lebendigen Altstadt rund um Rathaus und Marienkirche, in der Weihnachtsmarkt, Gasthäuser und Kneipen dicht aneinanderliegen. Wer Abwechslung sucht, feiert im Zoo am Schölerberg, in einem Kulturzentrum in altem Gemäuer oder in einem der Tagungshotels der Stadt.',
  landmarks: ['Rathaus des Westfälischen Friedens', 'Dom St. Peter', 'Felix-Nussbaum-Haus', 'Heger Tor'],
  venueTypes: ['Altstadt-Gasthaus', 'Eventlocation im Zoo', 'Kulturzentrum', 'Tagungshotel'],
  businessCulture: 'Am Schnittpunkt wichtiger Verkehrsachsen hat sich Osnabrück zu einem Logistikstandort entwickelt; Hellmann Worldwide Logistics steuert von hier aus sein weltweites Netz. Daneben prägen Industriebetriebe wie das Volkswagen-Werk auf dem früheren Karmann-Gelände, der Kupferverarbeiter KME und der Spezialpapierhersteller Felix Schoeller die Stadt, ebenso der Gebäudedienstleister Piepenbrock. Die Deutsche Bundesstiftung Umwelt hat hier ihren Sitz, Universität und Hochschule sorgen für ein junges, studentisch geprägtes Umfeld. Viele Firmen sind inhabergeführt, der Umgang ist geerdet und verbindlich. Man feiert lieber herzlich als protzig, häufig mit der ganzen Belegschaft an einem Abend Anfang Dezember.',
  accessibility: 'Der Flughafen Münster/Osnabrück (FMO) bei Greven ist etwa 35 Kilometer entfernt und mit dem Auto in rund einer halben Stunde erreichbar. Osnabrück Hbf ist ein Turmbahnhof, an dem sich die Strecken Hamburg–Ruhrgebiet und Amsterdam–Berlin kreuzen; ICE- und IC-Züge halten hier regelmäßig. Drei Autobahnen umgeben die Stadt: die A1, die A30 und die A33 Richtung Bielefeld. Innerhalb Osnabrücks fahren die Busse der Stadtwerke, zentraler Umsteigepunkt ist der Neumarkt. Die Altstadt ist kompakt, Parkhäuser am Wall sind meist die schnellere Wahl als die Suche nach Stellplätzen in den Gassen.',
  region: 'nord',
  faq: [
    {
      question: 'Wie lässt sich der Osnabrücker Weihnachtsmarkt in die Feier einbinden?',
      answer: 'Der Weihnachtsmarkt erstreckt sich rund um Rathaus und Marienkirche und bietet mit den historischen Giebeln eine besonders schöne Kulisse. Ein Treffpunkt an der Rathaustreppe und ein gemeinsamer Glühwein sind ein guter Start in den Abend. Viele Altstadt-Restaurants liegen von dort nur wenige Schritte entfernt.',
    },
    {
      question: 'Eignet sich der Zoo Osnabrück für eine Weihnachtsfeier?',
      answer: 'Der Zoo am Schölerberg ist eine ungewöhnliche Adresse für Firmenfeiern und bleibt Gästen lange in Erinnerung. Ob und in welchen Räumen an Ihrem Wunschtermin gefeiert werden kann, klären wir direkt mit dem Zoo. Rechnen Sie wegen der Lage außerhalb der Altstadt mit einem Shuttle für die Heimfahrt.',
    },
    {
      question: 'Was steht bei einer Osnabrücker Weihnachtsfeier auf der Speisekarte?',
      answer: 'Die Küche der Region ist westfälisch geprägt: Grünkohl mit Mettwurst, Schinkenplatten und deftige Braten sind im Winter sehr beliebt. Viele Gastgeber bieten daneben leichtere und vegetarische Menüs an, die wir bei der Anfrage mit berücksichtigen.',
    },
    {
      question: 'Wie reisen Gäste aus dem Osnabrücker Land am besten an?',
      answer: 'Aus den umliegenden Gemeinden fahren Busse und Regionalzüge nach Osnabrück, spät am Abend wird das Angebot allerdings dünner. Für Belegschaften, die verstreut im Umland wohnen, empfehlen wir einen Shuttlebus mit mehreren Haltepunkten. Alternativ lassen sich Taxikontingente vorab reservieren.',
    },
  ],
} satisfies City;
