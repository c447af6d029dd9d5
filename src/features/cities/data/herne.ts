import type { City } from '../types.ts';

export default {
  id: 'herne',
  name: 'Herne',
  displayName: 'Herne',
  seoTitle: 'Herne: Weihnachtsfeier-Locations im Ruhrgebiet',
  metaDescription: 'Weihnachtsfeier in Herne: Schloss Strünkede, Flottmann-Hallen oder Traditionskneipe – wir finden Ihre Location. Kostenlos anfragen, schnelle Rückmeldung.',
  heroTitle: 'Weihnachtsfeier in Herne – ehrlich, herzlich, Revier',
  heroSubtitle: 'Wir suchen für Ihr Team Locations zwischen Wasserschloss, Kulturhalle und Kanalufer.',
  description: 'Herne ist kompakt, dicht besiedelt und mitten im Revier gelegen, was kurze Wege für Gäste aus Bochum, Gelsenkirchen und Dortmund bedeutet. Mit dem Wasserschloss Strünkede, den Flottmann-Hallen und dem Festplatz der Cranger Kirmes bietet die Stadt überraschend vielfältige Kulissen für Ihre Weihnachtsfeier.',
  landmarks: ['Schloss Strünkede', 'LWL-Museum für Archäologie und Kultur', 'Flottmann-Hallen', 'Akademie Mont-Cenis'],
  venueTypes: ['Wasserschloss', 'Kulturhalle', 'Eckkneipe', 'Parkrestaurant'],
  businessCulture: 'Herne ist eine der am dichtesten besiedelten Städte Deutschlands und wurde über ein Jahrhundert von Zechen wie Shamrock, Friedrich der Große und Pluto geprägt. Heute tragen Gesundheitswesen, Handel, Logistik und Dienstleistungen die Wirtschaft; das Marien Hospital gehört zum Universitätsklinikum der Ruhr-Universität Bochum. Am Rhein-Herne-Kanal haben sich Gewerbe- und Hafenflächen entwickelt, und mit der Akademie Mont-Cenis besitzt die Stadt ein bekanntes Fortbildungszentrum unter einem großen Solardach. Unternehmen sind überwiegend klein und mittelgroß, Belegschaften von 10 bis 80 Personen sind typisch. Man feiert ungezwungen, in der Stammkneipe oder im Saal, und verbindet den Abend im Advent gern mit einem Besuch beim Cranger Weihnachtszauber.',
  accessibility: 'Mit dem Auto ist der Flughafen Dortmund in etwa 30 Minuten erreichbar, Düsseldorf in rund 40 Minuten. Herne besitzt zwei wichtige Bahnhöfe: Wanne-Eickel Hauptbahnhof mit Intercity-Halten und den Bahnhof Herne, an dem Regionalexpress und S2 halten; ICE-Reisende steigen meist in Bochum oder Dortmund um. Die A42 und die A43 kreuzen sich auf Stadtgebiet. Die Stadtbahnlinie U35 der BOGESTRA verbindet Herne mit Bochum, Busse betreibt unter anderem die HCR. Praktisch für den Heimweg: Die U35 fährt bis spät in den Abend in dichtem Takt, sodass Gäste aus Bochum nach der Feier unkompliziert nach Hause kommen.',
  region: 'west',
  faq: [
    {
      question: 'Was ist der Cranger Weihnachtszauber?',
      answer: 'Auf dem Festplatz der berühmten Cranger Kirmes findet im Advent ein Weihnachtsmarkt mit Buden und Fahrgeschäften statt. Er eignet sich gut für einen gemeinsamen Auftakt oder als lockeres Programm nach dem Essen. Auf Wunsch suchen wir eine Location in der Nähe.',
    },
    {
      question: 'Kann man im Schloss Strünkede feiern?',
      answer: 'Im Wasserschloss ist das Emschertal-Museum untergebracht. Für einen kleineren, festlichen Empfang kann die Kulisse reizvoll sein; welche Räume und Termine möglich sind, klären wir direkt mit der Stadt Herne.',
    },
    {
      question: 'Welche Location eignet sich für größere Gruppen?',
      answer: 'Die Flottmann-Hallen, eine ehemalige Maschinenfabrik, sind heute ein Kulturzentrum mit Veranstaltungssaal. Auch Säle in Wanne-Eickel und Restaurants entlang des Rhein-Herne-Kanals bieten Platz für größere Teams. Für mehr als 200 Gäste beziehen wir auf Wunsch Nachbarstädte wie Bochum mit ein.',
    },
    {
      question: 'Welche Küche passt zu einer Herner Weihnachtsfeier?',
      answer: 'Typisch ist ehrliche Ruhrgebietskost: Currywurst, Frikadellen, Erbsensuppe oder ein Schnitzel in der Kneipe um die Ecke. Viele Wirte bieten im Dezember aber auch Gänse- und Entenessen an, die sich für Gruppen im Voraus bestellen lassen.',
    },
  ],
} satisfies City;
