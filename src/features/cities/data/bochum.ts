import type { City } from '../types.ts';

export default {
  id: 'bochum',
  name: 'Bochum',
  displayName: 'Bochum',
  seoTitle: 'Weihnachtsfeier Bochum – Locations im Herzen des Reviers',
  metaDescription: 'Weihnachtsfeier in Bochum: Von der Jahrhunderthalle bis zum Bermuda3eck vergleichen wir passende Locations. Unverbindlich anfragen, Antwort in wenigen Stunden.',
  heroTitle: 'Weihnachtsfeier in Bochum: Industriecharme und Kneipenkult',
  heroSubtitle: 'Wir finden für Ihr Team die passende Location – von der großen Halle bis zum Nebenraum im Bermuda3eck.',
  description: 'In Bochum trifft raue Industriegeschichte auf eine lebendige Kultur- und Kneipenszene. Die Jahrhunderthalle, das Bergbau-Museum oder das Planetarium bieten außergewöhnliche Rahmen, und nach dem offiziellen Teil zieht es viele Teams noch ins Bermuda3eck mit seinen zahlreichen Bars.',
  landmarks: ['Deutsches Bergbau-Museum', 'Jahrhunderthalle Bochum', 'Schauspielhaus Bochum', 'Zeiss Planetarium Bochum'],
  venueTypes: ['Industriehalle', 'Brauereigaststätte', 'Kneipe im Bermuda3eck', 'Theaterfoyer'],
  businessCulture: 'Seit dem Ende des Bergbaus und der Schließung des Opel-Werks 2014 hat Bochum einen tiefgreifenden Wandel erlebt. Auf dem früheren Opel-Gelände wächst mit Mark 51°7 ein Quartier für Technologie und Forschung. Die Ruhr-Universität mit rund 40.000 Studierenden hat die Stadt zu einem Zentrum für IT-Sicherheit gemacht, gestützt vom Max-Planck-Institut für Sicherheit und Privatsphäre und Firmen wie G DATA. Der Wohnungskonzern Vonovia und die GLS Bank führen ihre Geschäfte von Bochum aus, thyssenkrupp produziert hier weiterhin Stahl. Die Atmosphäre ist direkt und unkompliziert: Man feiert gern herzhaft, lieber mit Currywurst-Station als mit Zehn-Gänge-Menü. Gerade junge Tech-Teams und Agenturen verlängern den Abend dabei gern in die Bars der Innenstadt.',
  accessibility: 'Bochum Hauptbahnhof ist ein wichtiger Knoten im Ruhrgebiet: ICE- und IC-Züge verbinden die Stadt direkt mit Berlin, Hamburg, Frankfurt und München. Die Flughäfen Dortmund und Düsseldorf sind mit dem Auto jeweils in 30 bis 40 Minuten erreichbar. Über die A40, die A43 und die A448 ist Bochum ins Autobahnnetz eingebunden. Die BOGESTRA betreibt Straßenbahnen und die Stadtbahnlinie U35, die Herne über den Hauptbahnhof mit der Ruhr-Universität verbindet; zudem hält die S1 Richtung Essen und Dortmund. Gut zu wissen: Das Bermuda3eck liegt fußläufig zum Hauptbahnhof, so erreichen Ihre Gäste nach der Feier bequem den letzten Zug.',
  region: 'west',
  faq: [
    {
      question: 'Was ist das Besondere am Bochumer Weihnachtsmarkt?',
      answer: 'Der Markt in der Innenstadt ist vor allem für den „fliegenden Weihnachtsmann“ bekannt, der über die Buden schwebt. Für einen Glühwein-Auftakt vor dem Essen ist er ideal, zumal viele Restaurants nur wenige Schritte entfernt liegen.',
    },
    {
      question: 'Lässt sich eine Weihnachtsfeier mit Starlight Express verbinden?',
      answer: 'Ja, das Rollschuh-Musical läuft seit 1988 in Bochum und ist eines der bekanntesten Ausflugsziele der Stadt. Einige Firmen buchen Gruppentickets und gehen danach gemeinsam essen. Wir stimmen gern Vorstellungszeit und Restaurant aufeinander ab.',
    },
    {
      question: 'Welches Catering passt zu Bochum?',
      answer: 'Bodenständige Ruhrgebietsküche kommt hier gut an, allen voran die Currywurst, die Herbert Grönemeyer einst besungen hat. Dazu schenken viele Gastronomen Pils der Bochumer Privatbrauerei Moritz Fiege aus. Für gehobene Anlässe vermitteln wir natürlich auch feine Menüs.',
    },
    {
      question: 'Wie groß sind Weihnachtsfeiern in Bochum typischerweise?',
      answer: 'Die Spanne reicht von kleinen Agenturteams bis zu Belegschaften mit mehreren hundert Personen. Für große Gruppen eignen sich Industriehallen wie die Jahrhunderthalle mit ihren Nebenräumen, mittlere Teams finden im Bermuda3eck viele Restaurants mit separaten Bereichen.',
    },
  ],
} satisfies City;
