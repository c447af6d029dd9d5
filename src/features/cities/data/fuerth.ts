import type { City } from '../types.ts';

export default {
  id: 'fuerth',
  name: 'Fürth',
  displayName: 'Fürth',
  seoTitle: 'Weihnachtsfeier in Fürth planen – Locations & Angebote',
  metaDescription: 'Weihnachtsfeier in Fürth gesucht? Wir finden Wirtshäuser in der Gustavstraße, Säle und moderne Locations und vergleichen die Preise. Kostenlos anfragen!',
  heroTitle: 'Weihnachtsfeier in Fürth: fränkisch feiern mit Stil',
  heroSubtitle: 'Ob Altstadtkneipe oder Gründerzeitsaal – wir suchen die passende Location in Fürth für Ihr Team.',
  description: 'Fürth überrascht mit einem der am besten erhaltenen historischen Stadtbilder Frankens und einer lebhaften Kneipenszene rund um die Gustavstraße. Für Firmenfeiern gibt es gemütliche Wirtshäuser ebenso wie Säle im Kulturforum oder in der Stadthalle. Dank U-Bahn-Anschluss nach Nürnberg ist die Stadt auch für Teams aus der Nachbarschaft ideal.',
  landmarks: ['Fürther Rathaus', 'Stadttheater Fürth', 'Gustavstraße', 'Ludwig Erhard Zentrum'],
  venueTypes: ['Fränkisches Wirtshaus', 'Altstadtkneipe', 'Gründerzeitsaal', 'Kulturzentrum'],
  businessCulture: 'Fürth ist die Heimat der Wirtschaftswunder-Marken Grundig und Quelle und die Geburtsstadt Ludwig Erhards. Heute prägen mittelständische Unternehmen das Bild, etwa der Schutzausrüstungshersteller uvex, der Fruchtgummi-Produzent Trolli oder der Prägefolien-Spezialist Leonhard Kurz; auch die Tucher-Brauerei braut in Fürth. Viele Einwohner arbeiten in Nürnberg oder Erlangen, die Stadt ist eng in die Metropolregion eingebunden. Auf dem früheren Grundig-Gelände ist mit der Uferstadt ein Standort für Dienstleister und Kreative entstanden. Weihnachtsfeiern in Fürth sind meist familiär: Teams von 15 bis 80 Personen, fränkische Küche und ein freundlich-direkter Umgangston.',
  accessibility: 'Bis zum Nürnberger Flughafen sind es nur etwa 15 Kilometer; mit der U-Bahn und einem Umstieg am Nürnberger Hauptbahnhof ist er ohne Auto gut erreichbar. Der Fürther Hauptbahnhof ist ein wichtiger Regionalknoten: S-Bahnen fahren Richtung Nürnberg, Erlangen und Bamberg, und die U1 verbindet Fürth direkt mit der Nürnberger Innenstadt. Fernreisende steigen am ICE-Knoten Nürnberg um, der nur wenige Minuten entfernt ist. Autofahrer nutzen die A73 oder die nahe A3. Praktisch: Die U-Bahn fährt in den Nächten auf Samstag und Sonntag durchgehend, sodass Gäste nach der Feier bequem heimkommen.',
  region: 'sued',
  faq: [
    {
      question: 'Wo feiert man in Fürth am besten in kleiner Runde?',
      answer: 'Die Gustavstraße in der Altstadt ist Fürths Kneipenmeile mit zahlreichen Wirtshäusern und Bars auf engem Raum. Für Teams bis etwa 40 Personen lassen sich dort Nebenräume oder ganze Lokale reservieren. Anschließend kann man zu Fuß in die nächste Bar weiterziehen.',
    },
    {
      question: 'Welche Weihnachtsmärkte gibt es in Fürth?',
      answer: 'Der große Fürther Weihnachtsmarkt findet auf der Fürther Freiheit statt, ergänzt durch einen Mittelaltermarkt. Als Geheimtipp gilt die kleine Altstadtweihnacht auf dem Waagplatz, die der Altstadtverein ehrenamtlich organisiert. Beide eignen sich gut für einen Glühwein vor dem Abendessen.',
    },
    {
      question: 'Welche Location eignet sich für eine große Firmenfeier in Fürth?',
      answer: 'Für Gruppen ab 150 Personen bieten sich die Stadthalle Fürth und das Kulturforum im ehemaligen Schlachthof an. Beide verfügen über Bühnen, Catering und Technik lassen sich passend zur Gruppengröße dazubuchen. Wir holen für Sie vergleichbare Angebote inklusive Personal ein.',
    },
    {
      question: 'Was isst man in Fürth zur Weihnachtszeit?',
      answer: 'Klassisch fränkisch: Schäufele, Krenfleisch, Bratwürste oder Karpfen, dazu Kloß und Wirsing. Ein Bier aus der Region gehört für viele dazu. Als süßen Abschluss servieren viele Wirte Lebkuchen oder Bratäpfel.',
    },
  ],
} satisfies City;
