import type { City } from '../types.ts';

export default {
  id: 'kassel',
  name: 'Kassel',
  displayName: 'Kassel',
  seoTitle: 'Kassel: Locations für Ihre Firmen-Weihnachtsfeier',
  metaDescription: 'Weihnachtsfeier in Kassel: Wir finden Industriehallen, Schlosshotels und nordhessische Gasthäuser für Ihr Team. Gratis anfragen, Antwort in wenigen Stunden.',
  heroTitle: 'Weihnachtsfeier in Kassel: Märchen, Kunst und Herkules',
  heroSubtitle: 'Mitten in Deutschland und per ICE schnell erreichbar – wir finden in der documenta-Stadt die richtige Location für Ihr Team.',
  description: 'Kassel liegt zentral zwischen Hamburg, Frankfurt und Berlin und ist damit ein guter Treffpunkt für überregionale Teams. Die Stadt der documenta und der Brüder Grimm bietet Industriehallen, Hotels am Bergpark Wilhelmshöhe und urige nordhessische Gaststuben. Im Advent sorgt der Märchenweihnachtsmarkt für passende Stimmung.',
  landmarks: ['Herkules im Bergpark Wilhelmshöhe', 'Fridericianum', 'Grimmwelt', 'Orangerie in der Karlsaue'],
  venueTypes: ['Industriehalle', 'Schlosshotel', 'Kulturbahnhof', 'Nordhessische Gaststube'],
  businessCulture: 'Nordhessens Zentrum ist ein bedeutender Industriestandort. Das Volkswagen-Werk im benachbarten Baunatal gehört zu den größten Komponentenwerken des Konzerns, Daimler Truck fertigt in Kassel Achsen, und die Wehrtechnik ist mit Rheinmetall und KNDS vertreten. Der Rohstoffkonzern K+S hat seinen Sitz in der Stadt, der Solartechnik-Hersteller SMA im nahen Niestetal. Durch die zentrale Lage haben sich zudem viele Logistikzentren angesiedelt. Die Universität Kassel und alle fünf Jahre die documenta bringen internationale Kunst und Wissenschaft in die Stadt. Für Weihnachtsfeiern heißt das: Neben kleinen Büroteams gibt es große Produktionsbelegschaften im Schichtbetrieb, die oft an Samstagen oder gestaffelt feiern. Der Ton ist nordhessisch direkt und bodenständig.',
  accessibility: 'Fernreisende steigen am ICE-Bahnhof Kassel-Wilhelmshöhe aus, der an der Schnellfahrstrecke Hannover–Würzburg liegt; Frankfurt ist in rund eineinhalb Stunden, Hamburg in gut zwei Stunden erreichbar. Der alte Hauptbahnhof, heute Kulturbahnhof, dient vor allem dem Regionalverkehr. Der Flughafen Kassel-Calden spielt für Linienflüge kaum eine Rolle, wer fliegt, nutzt meist Frankfurt. Auf der Straße treffen sich um Kassel die A7, die A44 und die A49. Innerhalb der Stadt sind die Straßenbahnen der KVG und die RegioTram ins Umland die wichtigsten Verkehrsmittel. Für Feiern im Bergpark oder am Stadtrand empfiehlt sich ein Shuttle, weil dort abends weniger Bahnen fahren.',
  region: 'weitere',
  faq: [
    {
      question: 'Was ist das Besondere am Kasseler Märchenweihnachtsmarkt?',
      answer: 'Der Weihnachtsmarkt in der Innenstadt greift die Märchen der Brüder Grimm auf, die in Kassel lange gelebt und gearbeitet haben. Märchenfiguren und Szenen schmücken die Stände rund um Königsplatz und Friedrichsplatz. Für auswärtige Gäste ist das ein charmanter Auftakt vor dem Abendessen.',
    },
    {
      question: 'Welche nordhessischen Spezialitäten passen auf das Buffet?',
      answer: 'Die Ahle Wurscht, eine luftgetrocknete Mettwurst, ist das kulinarische Aushängeschild der Region. Dazu passen Weckewerk, Schmandkuchen oder deftige Braten mit Klößen. Viele Gasthäuser bieten diese Gerichte als rustikales Gruppenbuffet an.',
    },
    {
      question: 'Eignet sich Kassel für Teams aus ganz Deutschland?',
      answer: 'Ja, dank Kassel-Wilhelmshöhe an der ICE-Strecke zwischen Norden und Süden ist die Stadt für viele Standorte in zwei bis drei Stunden erreichbar. Hotels in Bahnhofsnähe machen eine Feier mit Übernachtung einfach. Wir stimmen Location und Zimmerkontingent auf Wunsch ab.',
    },
    {
      question: 'Wo feiern große Belegschaften in Kassel?',
      answer: 'Für mehrere Hundert Gäste eignen sich umgebaute Industriehallen, große Hotels und Veranstaltungszentren in Stadt und Umland. Diese Flächen sind im Dezember schnell vergeben, eine Anfrage im Frühjahr ist ratsam. Wir prüfen Kapazität, Technik und Catering für Sie.',
    },
  ],
} satisfies City;
