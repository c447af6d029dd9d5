import type { City } from '../types.ts';

export default {
  id: 'duisburg',
  name: 'Duisburg',
  displayName: 'Duisburg',
  seoTitle: 'Duisburg: Weihnachtsfeier zwischen Hafen und Hochofen',
  metaDescription: 'Ihre Weihnachtsfeier in Duisburg: Hochofen-Kulisse, Innenhafen oder Schiff – wir holen passende Angebote ein. Kostenlos anfragen, Antwort in wenigen Stunden.',
  heroTitle: 'Weihnachtsfeier in Duisburg: Hafenflair und Hochöfen',
  heroSubtitle: 'Wir vergleichen Locations am Innenhafen, im Landschaftspark und am Rhein für Ihr Unternehmen.',
  description: 'Kaum eine Stadt zeigt ihre Industriegeschichte so eindrucksvoll wie Duisburg. Im Landschaftspark Nord feiern Sie zwischen stillgelegten Hochöfen, die abends farbig leuchten, und im Innenhafen laden umgebaute Speicher mit Restaurants direkt am Wasser zum Festessen ein.',
  landmarks: ['Landschaftspark Duisburg-Nord', 'Innenhafen Duisburg', 'Museum Küppersmühle', 'Tiger & Turtle – Magic Mountain'],
  venueTypes: ['Hochofen-Location', 'Speichergebäude', 'Ausflugsschiff', 'Eventlocation im Zoo'],
  businessCulture: 'Duisburg lebt von Stahl und Logistik. Als größter Stahlstandort Europas beherbergt die Stadt die Zentrale von thyssenkrupp Steel Europe sowie die Hüttenwerke Krupp Mannesmann. Der Hafen duisport gilt als größter Binnenhafen Europas und ist Drehkreuz für Güterzüge aus China. Die Familienholding Haniel sitzt seit Generationen in Ruhrort, der Stahlhändler Klöckner & Co ebenfalls in Duisburg, die König-Brauerei in Beeck. Die Universität Duisburg-Essen sorgt für Forschung und junge Fachkräfte. Für Weihnachtsfeiern heißt das: In Schichtbetrieben gibt es oft mehrere Termine oder Feiern am frühen Abend, Logistikteams wünschen flexible Zeiten. Der Ton ist herzlich und geradeheraus, und auch Feiern mit mehreren hundert Gästen sind hier Alltag.',
  accessibility: 'Zum Flughafen Düsseldorf sind es nur rund 20 Kilometer, mit dem Regionalexpress dauert die Fahrt etwa zehn Minuten. Duisburg Hauptbahnhof ist ein bedeutender ICE-Knoten mit Direktverbindungen unter anderem nach Berlin, Frankfurt, Hamburg und Amsterdam. Im Straßennetz laufen hier A3, A40, A42 und A59 zusammen. Die DVG betreibt Straßenbahnen, Busse und gemeinsam mit der Rheinbahn die Stadtbahnlinie U79, die durchgehend bis Düsseldorf fährt; die S-Bahnen S1 und S2 verbinden mit dem östlichen Ruhrgebiet. Tipp: Für Feiern im Landschaftspark Nord lohnt ein Shuttlebus vom Hauptbahnhof, da die Anreise mit der Straßenbahn etwas länger dauert.',
  region: 'west',
  faq: [
    {
      question: 'Kann man im Landschaftspark Duisburg-Nord im Winter feiern?',
      answer: 'Ja, mehrere Hallen des ehemaligen Hüttenwerks, etwa die Kraftzentrale oder die Gebläsehalle, werden für Firmenveranstaltungen genutzt. Nach Einbruch der Dunkelheit taucht die Lichtinstallation das Gelände in farbiges Licht, was eine eindrucksvolle Kulisse ergibt. Für große Gruppen sollten Sie früh anfragen.',
    },
    {
      question: 'Welche Möglichkeiten bietet der Innenhafen?',
      answer: 'Im Innenhafen reihen sich Restaurants und Eventflächen in umgebauten Speichern und Mühlen am Wasser aneinander. Er grenzt an die Innenstadt und ist vom Hauptbahnhof aus auch zu Fuß erreichbar. Hier finden vor allem Gruppen von 20 bis 150 Personen passende Räume.',
    },
    {
      question: 'Wie planen wir eine Feier für Beschäftigte im Schichtdienst?',
      answer: 'In Duisburger Industrie- und Logistikbetrieben ist das ein häufiges Thema. Bewährt haben sich zwei oder drei kürzere Termine oder eine Feier am späten Nachmittag zwischen den Schichten. Wir fragen Locations gezielt nach flexiblen Zeitfenstern und Mehrfachterminen an.',
    },
    {
      question: 'Welches Bier und welche Küche passen nach Duisburg?',
      answer: 'Viele Gastronomen schenken König Pilsener aus, das seit dem 19. Jahrhundert in Duisburg-Beeck gebraut wird. Kulinarisch kommt deftige Ruhrgebietsküche gut an, im Innenhafen finden Sie aber auch mediterrane und asiatische Restaurants für ein moderneres Menü.',
    },
  ],
} satisfies City;
