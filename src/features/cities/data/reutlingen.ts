import type { City } from '../types.ts';

export default {
  id: 'reutlingen',
  name: 'Reutlingen',
  displayName: 'Reutlingen',
  seoTitle: 'Weihnachtsfeier in Reutlingen – Locations am Albtrauf',
  metaDescription: 'Weihnachtsfeier in Reutlingen: Wir finden Wirtshäuser, Säle und Hütten auf der Schwäbischen Alb für Ihr Team. Kostenlos anfragen, Antwort in wenigen Stunden.',
  heroTitle: 'Weihnachtsfeier in Reutlingen: schwäbisch feiern am Fuß der Alb',
  heroSubtitle: 'Wir suchen für Ihre Firmenfeier die passende Location in Reutlingen und auf der Schwäbischen Alb.',
  description: 'Reutlingen liegt direkt am Albtrauf, überragt vom Hausberg Achalm, und verbindet schwäbische Gastlichkeit mit kurzen Wegen. In der Altstadt rund um die Marienkirche gibt es urige Wirtshäuser, in früheren Textilfabriken moderne Veranstaltungsräume. Wer Natur sucht, feiert in einem Wanderheim oder Gasthof auf der Alb, nur wenige Kilometer vom Zentrum entfernt.',
  landmarks: ['Marienkirche', 'Spreuerhofstraße', 'Tübinger Tor', 'Achalm'],
  venueTypes: ['Schwäbisches Wirtshaus', 'Fabrikloft', 'Wanderheim auf der Alb', 'Stadthalle'],
  businessCulture: 'Reutlingen war lange eine Hochburg der Textilindustrie; heute bestimmen Maschinenbau, Automobilzulieferung und Mikroelektronik das Bild. Bosch fertigt hier Halbleiter und Sensoren und ist der größte industrielle Arbeitgeber der Stadt. Daneben gibt es einen breiten Mittelstand aus Maschinen- und Werkzeugbau. Die Hochschule Reutlingen mit der ESB Business School und einem traditionsreichen Textilschwerpunkt pflegt enge Kontakte zu den Firmen, die Universitätsstadt Tübingen liegt nur wenige Kilometer entfernt. Weihnachtsfeiern sind eher bodenständig: schwäbische Küche, Teams von 20 bis 100 Personen und ein sparsamer, aber herzlicher Stil. Manche Betriebe verlegen ihre Feier auch bewusst in den Januar.',
  accessibility: 'Der Flughafen Stuttgart liegt nur etwa 30 Kilometer nördlich und ist über die B312 in rund einer halben Stunde erreichbar. Reutlingen Hauptbahnhof liegt an der Strecke Stuttgart–Tübingen; Regionalzüge fahren über Metzingen und Nürtingen nach Stuttgart, Fernverkehr gibt es erst dort. Eine eigene Autobahnanbindung hat Reutlingen nicht, zur A8 gelangt man über die Bundesstraßen in etwa 20 Minuten. Innerhalb der Stadt sorgt ein dichtes Stadtbusnetz im naldo-Verbund für Mobilität. Unser Hinweis: Abends fahren die Busse seltener, für Gäste aus den Albgemeinden lohnt sich deshalb ein organisierter Rücktransport.',
  region: 'sued',
  faq: [
    {
      question: 'Was ist der Reutlinger Mutscheltag und passt er zur Firmenfeier?',
      answer: 'Am Donnerstag nach dem Dreikönigstag feiert Reutlingen den Mutscheltag: Man würfelt in geselliger Runde um Mutscheln, ein sternförmiges Hefegebäck. Einige Betriebe nutzen diesen Brauch für eine Neujahrsfeier statt der klassischen Weihnachtsfeier. Die Würfelspiele lassen sich leicht in ein Abendprogramm einbauen.',
    },
    {
      question: 'Gibt es einen Weihnachtsmarkt in Reutlingen?',
      answer: 'Der Reutlinger Weihnachtsmarkt rund um Marktplatz und Marienkirche ist ein beliebter Treffpunkt für einen Glühwein nach Feierabend. Von dort erreichen Sie die Gaststätten der Altstadt in wenigen Minuten zu Fuß.',
    },
    {
      question: 'Kann man von Reutlingen aus auf der Alb feiern?',
      answer: 'Ja, Wanderheime und Gasthöfe auf der Schwäbischen Alb liegen oft nur 15 bis 25 Minuten entfernt. Eine kurze Fackelwanderung vor dem Essen ist ein beliebter Programmpunkt. Planen Sie im Winter einen Bus mit erfahrenem Fahrer ein, da die Steigen bei Schnee anspruchsvoll sind.',
    },
    {
      question: 'Welche schwäbischen Gerichte kommen in Reutlingen gut an?',
      answer: 'Maultaschen, Zwiebelrostbraten, Linsen mit Spätzle und Saitenwürstle sind echte Klassiker. Dazu passen Weine aus Württemberg oder Biere aus regionalen Brauereien. Als süßen Abschluss empfehlen sich Ofenschlupfer oder Apfelküchle.',
    },
  ],
} satisfies City;
