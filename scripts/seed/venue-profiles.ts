import type { VenueFields } from '@/features/venues/queries';
import type { SeedPalette, SeedScene } from './venue-photos.ts';

// The demo catalogue's public profiles: six published venues each in Berlin, Hamburg and München, with districts,
// directions, price blocks and photos drawn at seed time (venue-photos.ts). Invented venues at real streets; the
// texts are our own. The contacts use .example addresses.

/** A demo venue that the seed publishes, with its colours and the scenes of its photos (each with its alt text). */
export interface ProfileSeedVenue {
  fields: VenueFields;
  palette: SeedPalette;
  photos: readonly { scene: SeedScene; alt: string }[];
}

const demo = { websiteUrl: null, internalNotes: 'Demo-Location mit öffentlichem Profil: vor dem Start zurückziehen, archivieren oder löschen.', partnerUserId: null } as const;

const berlin = { cityId: 'berlin', cityName: 'Berlin' } as const;
const hamburg = { cityId: 'hamburg', cityName: 'Hamburg' } as const;
const muenchen = { cityId: 'muenchen', cityName: 'München' } as const;

const usual = {
  cancellationTerms: [
    { daysBefore: 42, percent: 25 },
    { daysBefore: 21, percent: 50 },
    { daysBefore: 7, percent: 90 },
  ],
  guestDrop: { kind: 'percent', amount: 10, untilDaysBefore: 10 },
} as const satisfies Partial<VenueFields>;

export const PROFILE_SEED_VENUES: readonly ProfileSeedVenue[] = [
  // Berlin
  {
    fields: {
      ...demo,
      ...berlin,
      ...usual,
      name: 'Kesselhaus am Landwehrkanal',
      district: 'Kreuzberg',
      address: 'Ohlauer Straße 38, 10999 Berlin',
      capacitySeated: 180,
      capacityStanding: 320,
      types: ['eventlocation', 'loft'],
      description:
        'Das ehemalige Kesselhaus einer Kreuzberger Brotfabrik: sieben Meter Deckenhöhe, Sichtmauerwerk und ein Kran, der noch unter dem Dach hängt. Für das Weihnachtsessen steht eine lange Tafel quer durch die Halle, danach wird an derselben Stelle getanzt. Im Hof wärmen Feuerschalen die Gäste beim Empfang.',
      included: 'Exklusive Nutzung der Halle und des Hofs, Mobiliar für bis zu 180 Gäste, Licht- und Tontechnik mit Techniker, Garderobe, Endreinigung',
      directions: 'U-Bahn U1 bis Görlitzer Bahnhof, von dort sechs Minuten zu Fuß. Bus M29 bis Ohlauer Straße. Parkplätze gibt es in der Umgebung kaum; ein Parkhaus liegt am Spreewaldplatz.',
      contactName: 'Lena Krüger',
      contactEmail: 'events@kesselhaus-kreuzberg.example',
      contactPhone: '030 6120 4470',
      showPrices: true,
      priceBlocks: [
        { text: 'Hallenmiete (Abend bis 2 Uhr)', basis: 'flat', unitNetCents: 3200_00, vatRate: 19 },
        { text: 'Weihnachtsmenü in drei Gängen', basis: 'per_person', unitNetCents: 52_00, vatRate: 7 },
        { text: 'Getränkepauschale (5 Stunden)', basis: 'per_person', unitNetCents: 39_00, vatRate: 19 },
      ],
      minimumSpendCents: 9000_00,
    },
    palette: { base: '#7a3b2e', accent: '#c9a227', light: '#ffd27a' },
    photos: [
      { scene: 'tafel', alt: 'Lange Weihnachtstafel unter Pendelleuchten in der Halle des Kesselhauses' },
      { scene: 'fenster', alt: 'Blick durch die Hallenfenster auf die erleuchtete Stadt am Abend' },
      { scene: 'terrasse', alt: 'Lichterketten über dem Hof des Kesselhauses in der Dämmerung' },
    ],
  },
  {
    fields: {
      ...demo,
      ...berlin,
      ...usual,
      name: 'Gasthaus Lindenhof',
      district: 'Prenzlauer Berg',
      address: 'Kollwitzstraße 57, 10405 Berlin',
      capacitySeated: 90,
      capacityStanding: 120,
      types: ['restaurant'],
      description:
        'Ein Berliner Gasthaus mit Holzvertäfelung, Kachelofen und einer Küche, die Klassiker wie Gänsekeule und Rotkohl ernst nimmt. Der hintere Saal lässt sich für Gruppen ab 30 Personen abtrennen.',
      included: 'Separater Saal ab 30 Gästen, Weihnachtsdekoration, Menükarten mit Firmennamen',
      directions: 'U-Bahn U2 bis Senefelderplatz, dann fünf Minuten die Kollwitzstraße hinauf. Tram M2 bis Prenzlauer Allee/Metzer Straße.',
      contactName: 'Thomas Reuter',
      contactEmail: 'reservierung@lindenhof-berlin.example',
      contactPhone: '030 4405 1289',
      showPrices: true,
      priceBlocks: [
        { text: 'Festmenü mit Gänsekeule', basis: 'per_person', unitNetCents: 46_50, vatRate: 7 },
        { text: 'Weinbegleitung zum Menü', basis: 'per_person', unitNetCents: 24_00, vatRate: 19 },
      ],
      minimumSpendCents: null,
    },
    palette: { base: '#5b3a24', accent: '#8a9a5b', light: '#ffcf8a' },
    photos: [
      { scene: 'tafel', alt: 'Gedeckte Tafel im holzvertäfelten Saal des Gasthauses Lindenhof' },
      { scene: 'fenster', alt: 'Abendlicher Blick aus dem Gastraum auf die Häuser am Kollwitzplatz' },
    ],
  },
  {
    fields: {
      ...demo,
      ...berlin,
      ...usual,
      name: 'Dachterrasse Spreeblick',
      district: 'Friedrichshain',
      address: 'Mühlenstraße 61, 10243 Berlin',
      capacitySeated: 60,
      capacityStanding: 140,
      types: ['rooftop', 'bar'],
      description:
        'Auf dem Dach eines Speichers an der Spree: eine verglaste Lounge mit Bar und eine Terrasse mit Blick auf die Oberbaumbrücke. Im Winter sorgen Heizstrahler, Decken und Glühwein dafür, dass der Empfang draußen bleiben kann.',
      included: 'Exklusive Nutzung von Lounge und Terrasse, Barpersonal, Heizstrahler und Decken, DJ-Anlage',
      directions: 'S-Bahn bis Warschauer Straße oder U-Bahn U1 bis Warschauer Straße, dann acht Minuten entlang der East Side Gallery. Der Aufzug fährt bis aufs Dach.',
      contactName: 'Mira Oswald',
      contactEmail: 'hallo@spreeblick-dach.example',
      contactPhone: '030 2936 0815',
      showPrices: true,
      priceBlocks: [
        { text: 'Raummiete Lounge und Terrasse', basis: 'flat', unitNetCents: 1800_00, vatRate: 19 },
        { text: 'Flying Dinner', basis: 'per_person', unitNetCents: 44_00, vatRate: 7 },
        { text: 'Barpaket mit Cocktails (4 Stunden)', basis: 'per_person', unitNetCents: 42_00, vatRate: 19 },
      ],
      minimumSpendCents: 5000_00,
    },
    palette: { base: '#2e4a62', accent: '#b86b4b', light: '#ffd9a0' },
    photos: [
      { scene: 'terrasse', alt: 'Dachterrasse mit Lichterketten und Stehtischen über der Spree in der Dämmerung' },
      { scene: 'fenster', alt: 'Die Lounge mit Panoramafenstern und Blick auf das nächtliche Friedrichshain' },
    ],
  },
  {
    fields: {
      ...demo,
      ...berlin,
      ...usual,
      name: 'Salonschiff Elisabeth',
      district: 'Moabit',
      address: 'Anleger Bundesratufer, 10555 Berlin',
      capacitySeated: 80,
      capacityStanding: 120,
      types: ['schiff', 'eventlocation'],
      description:
        'Ein beheizter Salondampfer aus den Fünfzigern, liebevoll restauriert, mit Mahagoni im Salon und einem offenen Oberdeck. Die Fahrt führt durch das Regierungsviertel bis zur Museumsinsel und zurück.',
      included: 'Dreistündige Rundfahrt, Crew, Musikanlage, Garderobe an Bord',
      directions: 'U-Bahn U9 bis Turmstraße, dann zehn Minuten zu Fuß zum Bundesratufer. Bus 245 bis Alt-Moabit/Gotzkowskystraße. Bitte 15 Minuten vor dem Ablegen an Bord sein.',
      contactName: 'Kapitän Jens Vollmer',
      contactEmail: 'charter@salonschiff-elisabeth.example',
      contactPhone: '030 3910 7720',
      showPrices: false,
      priceBlocks: [
        { text: 'Schiffscharter (3 Stunden)', basis: 'flat', unitNetCents: 2600_00, vatRate: 19 },
        { text: 'Buffet an Bord', basis: 'per_person', unitNetCents: 38_00, vatRate: 7 },
      ],
      minimumSpendCents: 6000_00,
      cancellationTerms: [
        { daysBefore: 60, percent: 30 },
        { daysBefore: 14, percent: 80 },
      ],
      guestDrop: null,
    },
    palette: { base: '#1f3b57', accent: '#9c5b2e', light: '#ffe0a3' },
    photos: [
      { scene: 'terrasse', alt: 'Oberdeck des Salonschiffs mit Lichterketten, dahinter das Spreeufer in der Dämmerung' },
      { scene: 'tafel', alt: 'Festlich gedeckter Salon mit Mahagoni und warmem Licht' },
      { scene: 'fenster', alt: 'Blick aus dem Salonfenster auf die beleuchteten Gebäude am Ufer' },
    ],
  },
  {
    fields: {
      ...demo,
      ...berlin,
      ...usual,
      name: 'Kochatelier Winterfeld',
      district: 'Schöneberg',
      address: 'Winterfeldtstraße 21, 10781 Berlin',
      capacitySeated: 36,
      capacityStanding: 50,
      types: ['kochschule', 'aktiv'],
      description:
        'Hier kocht das Team selbst: an fünf Kochinseln, angeleitet von zwei Köchinnen, entsteht ein Wintermenü in vier Gängen. Gegessen wird anschließend gemeinsam an einer langen Tafel mitten im Atelier.',
      included: 'Kochkurs mit zwei Köchinnen, alle Zutaten, Schürzen, Rezepte zum Mitnehmen',
      directions: 'U-Bahn U1, U2, U3 oder U4 bis Nollendorfplatz, von dort vier Minuten über den Winterfeldtplatz.',
      contactName: 'Sophie Adler',
      contactEmail: 'kurse@kochatelier-winterfeld.example',
      contactPhone: '030 2175 6630',
      showPrices: true,
      priceBlocks: [
        { text: 'Teamkochen mit Viergangmenü', basis: 'per_person', unitNetCents: 89_00, vatRate: 19 },
        { text: 'Getränke zum Menü', basis: 'per_person', unitNetCents: 22_00, vatRate: 19 },
      ],
      minimumSpendCents: 1600_00,
      cancellationTerms: [
        { daysBefore: 21, percent: 50 },
        { daysBefore: 7, percent: 100 },
      ],
    },
    palette: { base: '#4a5a3a', accent: '#d98c4a', light: '#fff0c2' },
    photos: [
      { scene: 'tafel', alt: 'Lange Tafel im Kochatelier, an der das selbst gekochte Menü serviert wird' },
      { scene: 'fenster', alt: 'Abendstimmung am großen Fenster des Kochateliers' },
    ],
  },
  {
    fields: {
      ...demo,
      ...berlin,
      ...usual,
      name: 'Hotel Fasanenhof',
      district: 'Charlottenburg',
      address: 'Fasanenstraße 14, 10623 Berlin',
      capacitySeated: 150,
      capacityStanding: 220,
      types: ['hotel', 'restaurant'],
      description:
        'Ein Stadthotel in einer Gründerzeitvilla nahe dem Kurfürstendamm, mit einem Ballsaal unter Stuckdecken und Kronleuchtern. Wer nach der Feier nicht mehr nach Hause möchte, bekommt ein Zimmer zum Gruppenpreis.',
      included: 'Ballsaal mit Bühne und Tanzfläche, Bankettbestuhlung, Beamer und Mikrofone, Zimmerkontingent auf Anfrage',
      directions: 'U-Bahn U1 bis Uhlandstraße oder S-Bahn bis Savignyplatz, jeweils fünf Minuten zu Fuß. Die Hotelgarage hat 40 Stellplätze.',
      contactName: 'Katharina Lemke',
      contactEmail: 'bankett@hotel-fasanenhof.example',
      contactPhone: '030 8870 3310',
      showPrices: true,
      priceBlocks: [
        { text: 'Saalmiete Ballsaal', basis: 'flat', unitNetCents: 2400_00, vatRate: 19 },
        { text: 'Weihnachtsbuffet', basis: 'per_person', unitNetCents: 58_00, vatRate: 7 },
        { text: 'Getränkepauschale (6 Stunden)', basis: 'per_person', unitNetCents: 45_00, vatRate: 19 },
      ],
      minimumSpendCents: 10000_00,
    },
    palette: { base: '#5a2d3c', accent: '#d4af6a', light: '#fff2cc' },
    photos: [
      { scene: 'tafel', alt: 'Bankett im Ballsaal des Hotels Fasanenhof unter warmem Licht' },
      { scene: 'fenster', alt: 'Blick aus dem Ballsaal auf die Charlottenburger Dächer bei Nacht' },
    ],
  },

  // Hamburg
  {
    fields: {
      ...demo,
      ...hamburg,
      ...usual,
      name: 'Speicherboden Wandrahm',
      district: 'Speicherstadt',
      address: 'Alter Wandrahm 9, 20457 Hamburg',
      capacitySeated: 140,
      capacityStanding: 260,
      types: ['loft', 'eventlocation'],
      description:
        'Ein Lagerboden im Backsteinspeicher, auf dem früher Kaffee und Gewürze lagerten: Holzbalken, Eichendielen und Fenster zum Fleet. Der Raum lässt sich für Dinner, Empfang und Party in einem Abend umbauen.',
      included: 'Exklusiver Speicherboden, Mobiliar, Licht- und Tontechnik, Garderobe, Lastenaufzug',
      directions: 'U-Bahn U1 bis Meßberg, dann fünf Minuten über die Wandrahmsbrücke. Parken im Parkhaus am Überseequartier.',
      contactName: 'Hauke Petersen',
      contactEmail: 'anfrage@speicherboden-wandrahm.example',
      contactPhone: '040 3289 4410',
      showPrices: true,
      priceBlocks: [
        { text: 'Raummiete Speicherboden', basis: 'flat', unitNetCents: 2900_00, vatRate: 19 },
        { text: 'Norddeutsches Wintermenü', basis: 'per_person', unitNetCents: 54_00, vatRate: 7 },
        { text: 'Getränkepauschale (5 Stunden)', basis: 'per_person', unitNetCents: 38_00, vatRate: 19 },
      ],
      minimumSpendCents: 8000_00,
    },
    palette: { base: '#8c3b2a', accent: '#3f6e74', light: '#ffd08a' },
    photos: [
      { scene: 'tafel', alt: 'Gedeckte Tafel zwischen den Holzbalken des Speicherbodens' },
      { scene: 'fenster', alt: 'Blick aus dem Speicherfenster auf die beleuchteten Speicher am Fleet' },
      { scene: 'terrasse', alt: 'Abendlicht über dem Fleet vor dem Speicher' },
    ],
  },
  {
    fields: {
      ...demo,
      ...hamburg,
      ...usual,
      name: 'Fischerhaus Övelgönne',
      district: 'Othmarschen',
      address: 'Övelgönne 18, 22605 Hamburg',
      capacitySeated: 70,
      capacityStanding: 90,
      types: ['restaurant'],
      description:
        'Ein altes Lotsenhaus direkt am Elbstrand, in dem Fisch aus der Region auf den Tisch kommt. Vom Wintergarten sieht man die Containerschiffe so nah vorbeiziehen, dass man das Gespräch kurz unterbricht.',
      included: 'Wintergarten exklusiv ab 40 Gästen, Aperitif am Kamin, Menükarten',
      directions: 'Fähre 62 ab Landungsbrücken bis Neumühlen/Övelgönne, dann drei Minuten den Strandweg entlang. Bus 112 bis Neumühlen.',
      contactName: 'Greta Hansen',
      contactEmail: 'feiern@fischerhaus-oevelgoenne.example',
      contactPhone: '040 8813 2206',
      showPrices: true,
      priceBlocks: [
        { text: 'Fischmenü in vier Gängen', basis: 'per_person', unitNetCents: 62_00, vatRate: 7 },
        { text: 'Weinbegleitung', basis: 'per_person', unitNetCents: 28_00, vatRate: 19 },
      ],
      minimumSpendCents: 3000_00,
    },
    palette: { base: '#2f4f5f', accent: '#e2c290', light: '#ffe6b0' },
    photos: [
      { scene: 'fenster', alt: 'Blick aus dem Wintergarten auf die Elbe am Abend' },
      { scene: 'tafel', alt: 'Gedeckte Tafel im Wintergarten des Fischerhauses' },
    ],
  },
  {
    fields: {
      ...demo,
      ...hamburg,
      ...usual,
      name: 'Barkasse Möwe',
      district: 'St. Pauli',
      address: 'Landungsbrücken, Brücke 3, 20359 Hamburg',
      capacitySeated: 50,
      capacityStanding: 70,
      types: ['schiff'],
      description:
        'Eine klassische Hafenbarkasse mit beheizter Kajüte, die durch die Speicherstadt und an den Terminals vorbeifährt. Der Schiffsführer erzählt unterwegs vom Hafen; an Bord gibt es Labskaus, Punsch und Franzbrötchen.',
      included: 'Zweistündige Hafenrundfahrt, Schiffsführer mit Moderation, Decken',
      directions: 'S-Bahn S1 oder U-Bahn U3 bis Landungsbrücken, dann zur Brücke 3 hinunter. Die Barkasse liegt am Ponton ganz außen.',
      contactName: 'Ole Brandt',
      contactEmail: 'ahoi@barkasse-moewe.example',
      contactPhone: '040 3170 5521',
      showPrices: true,
      priceBlocks: [
        { text: 'Charter (2 Stunden)', basis: 'flat', unitNetCents: 950_00, vatRate: 19 },
        { text: 'Hafenimbiss mit Punsch', basis: 'per_person', unitNetCents: 24_00, vatRate: 7 },
      ],
      minimumSpendCents: null,
      cancellationTerms: [
        { daysBefore: 30, percent: 30 },
        { daysBefore: 7, percent: 80 },
      ],
      guestDrop: null,
    },
    palette: { base: '#24405a', accent: '#b5462e', light: '#ffd79a' },
    photos: [
      { scene: 'terrasse', alt: 'Deck der Barkasse mit Lichterketten, dahinter der Hafen in der Dämmerung' },
      { scene: 'fenster', alt: 'Blick aus der Kajüte auf die Lichter am Hafenrand' },
    ],
  },
  {
    fields: {
      ...demo,
      ...hamburg,
      ...usual,
      name: 'Brauhaus Schanzenhof',
      district: 'Sternschanze',
      address: 'Schanzenstraße 88, 20357 Hamburg',
      capacitySeated: 160,
      capacityStanding: 220,
      types: ['brauhaus', 'restaurant'],
      description:
        'Eine Hausbrauerei in einer früheren Maschinenfabrik, mit Sudkesseln hinter Glas und langen Holztischen. Zum Empfang gibt es eine Führung durchs Sudhaus mit Verkostung, danach Deftiges vom Buffet.',
      included: 'Brauereiführung mit Verkostung, reservierter Bereich oder exklusive Halle ab 100 Gästen',
      directions: 'S-Bahn S11, S21 oder S31 sowie U-Bahn U3 bis Sternschanze, zwei Minuten zu Fuß.',
      contactName: 'Finn Carstens',
      contactEmail: 'gruppen@schanzenhof-brauhaus.example',
      contactPhone: '040 4321 9080',
      showPrices: true,
      priceBlocks: [
        { text: 'Brauhausbuffet', basis: 'per_person', unitNetCents: 34_00, vatRate: 7 },
        { text: 'Bierpauschale (4 Stunden)', basis: 'per_person', unitNetCents: 26_00, vatRate: 19 },
      ],
      minimumSpendCents: null,
    },
    palette: { base: '#6b4423', accent: '#c08a3e', light: '#ffcc7a' },
    photos: [
      { scene: 'tafel', alt: 'Lange Holztische unter Lampen in der Brauhaushalle' },
      { scene: 'fenster', alt: 'Blick aus der Brauhaushalle auf das abendliche Schanzenviertel' },
    ],
  },
  {
    fields: {
      ...demo,
      ...hamburg,
      ...usual,
      name: 'Alsterloge',
      district: 'Rotherbaum',
      address: 'Harvestehuder Weg 12, 20148 Hamburg',
      capacitySeated: 40,
      capacityStanding: 100,
      types: ['bar', 'rooftop'],
      description:
        'Eine Bar in der obersten Etage eines Kontorhauses an der Außenalster, mit Terrasse zum Wasser. Für kleinere Teams ideal: erst Cocktails bei Sonnenuntergang, dann Flying Food am Kamin.',
      included: 'Exklusive Nutzung ab 30 Gästen, Barkeeper, Kamin, Garderobe',
      directions: 'U-Bahn U1 bis Hallerstraße, dann zehn Minuten zur Alster. Bus 109 bis Alsterchaussee.',
      contactName: 'Charlotte Meyer',
      contactEmail: 'events@alsterloge.example',
      contactPhone: '040 4140 2290',
      showPrices: false,
      priceBlocks: [
        { text: 'Flying Food', basis: 'per_person', unitNetCents: 39_00, vatRate: 7 },
        { text: 'Cocktailpaket (3 Stunden)', basis: 'per_person', unitNetCents: 36_00, vatRate: 19 },
      ],
      minimumSpendCents: 2500_00,
    },
    palette: { base: '#273c4f', accent: '#a8b8c0', light: '#ffe3b3' },
    photos: [
      { scene: 'terrasse', alt: 'Terrasse der Alsterloge mit Lichterketten über dem Wasser' },
      { scene: 'fenster', alt: 'Barbereich mit Fensterfront und Blick auf die nächtliche Stadt' },
    ],
  },
  {
    fields: {
      ...demo,
      ...hamburg,
      ...usual,
      name: 'Kochwerkstatt Ottensen',
      district: 'Ottensen',
      address: 'Bahrenfelder Straße 140, 22765 Hamburg',
      capacitySeated: 30,
      capacityStanding: 40,
      types: ['kochschule', 'aktiv'],
      description:
        'In einer alten Schlosserei kochen Teams gemeinsam ein Menü aus norddeutschen Wintergemüsen, Fisch und Wild. Wer nicht kochen mag, mixt an der Bar den Aperitif für alle.',
      included: 'Kochevent mit Koch und Service, Zutaten, Schürzen, Aperitifbar',
      directions: 'S-Bahn bis Altona, dann sieben Minuten durch die Ottenser Hauptstraße. Bus 15 bis Friedensallee.',
      contactName: 'Jana Wolters',
      contactEmail: 'team@kochwerkstatt-ottensen.example',
      contactPhone: '040 3990 1174',
      showPrices: true,
      priceBlocks: [
        { text: 'Kochevent mit Menü', basis: 'per_person', unitNetCents: 95_00, vatRate: 19 },
        { text: 'Weine und Softdrinks', basis: 'per_person', unitNetCents: 25_00, vatRate: 19 },
      ],
      minimumSpendCents: 1500_00,
      cancellationTerms: [
        { daysBefore: 21, percent: 50 },
        { daysBefore: 7, percent: 100 },
      ],
    },
    palette: { base: '#3d4a52', accent: '#c6733d', light: '#fff1c9' },
    photos: [
      { scene: 'tafel', alt: 'Gemeinsame Tafel in der Kochwerkstatt nach dem Kochen' },
      { scene: 'fenster', alt: 'Große Werkstattfenster am Abend mit Lichterkette' },
    ],
  },

  // München
  {
    fields: {
      ...demo,
      ...muenchen,
      ...usual,
      name: 'Wirtshaus Falkenau',
      district: 'Untergiesing',
      address: 'Falkenstraße 10, 81541 München',
      capacitySeated: 200,
      capacityStanding: 260,
      types: ['brauhaus', 'restaurant'],
      description:
        'Ein Münchner Wirtshaus mit Gewölbesaal, Kachelofen und Biergarten unter Kastanien. Im Winter steht dort eine Hütte mit Glühwein und Feuerschale; drinnen gibt es Schweinsbraten, Knödel und Kaiserschmarrn.',
      included: 'Gewölbesaal exklusiv ab 80 Gästen, Winterhütte im Biergarten, Blasmusik auf Anfrage',
      directions: 'U-Bahn U1 oder U2 bis Kolumbusplatz, dann sechs Minuten zu Fuß. Tram 18 bis Ostfriedhof.',
      contactName: 'Florian Huber',
      contactEmail: 'feiern@wirtshaus-falkenau.example',
      contactPhone: '089 6201 4477',
      showPrices: true,
      priceBlocks: [
        { text: 'Bayerisches Buffet', basis: 'per_person', unitNetCents: 36_00, vatRate: 7 },
        { text: 'Bier- und Getränkepauschale (5 Stunden)', basis: 'per_person', unitNetCents: 29_00, vatRate: 19 },
      ],
      minimumSpendCents: null,
    },
    palette: { base: '#6e4b2a', accent: '#2f5d8a', light: '#ffd58f' },
    photos: [
      { scene: 'tafel', alt: 'Gedeckte Tafel im Gewölbesaal des Wirtshauses Falkenau' },
      { scene: 'terrasse', alt: 'Winterlicher Biergarten mit Lichterketten in der Dämmerung' },
      { scene: 'fenster', alt: 'Blick aus der Wirtsstube auf die beleuchtete Straße' },
    ],
  },
  {
    fields: {
      ...demo,
      ...muenchen,
      ...usual,
      name: 'Alte Schmiede Schwabing',
      district: 'Schwabing',
      address: 'Feilitzschstraße 22, 80802 München',
      capacitySeated: 100,
      capacityStanding: 180,
      types: ['eventlocation', 'loft'],
      description:
        'Eine ehemalige Hufschmiede im Hinterhof, mit der alten Esse als Bar und einer Galerie über der Halle. Die Räume sind roh und warm zugleich und lassen sich vom gesetzten Dinner bis zur Party bespielen.',
      included: 'Halle und Galerie exklusiv, Mobiliar, Licht- und Tontechnik, Garderobe',
      directions: 'U-Bahn U3 oder U6 bis Münchner Freiheit, drei Minuten zu Fuß. Parkhaus an der Leopoldstraße.',
      contactName: 'Veronika Schmid',
      contactEmail: 'events@alte-schmiede-schwabing.example',
      contactPhone: '089 3307 6612',
      showPrices: true,
      priceBlocks: [
        { text: 'Raummiete Halle und Galerie', basis: 'flat', unitNetCents: 2200_00, vatRate: 19 },
        { text: 'Dinner in drei Gängen', basis: 'per_person', unitNetCents: 55_00, vatRate: 7 },
        { text: 'Getränkepauschale (5 Stunden)', basis: 'per_person', unitNetCents: 40_00, vatRate: 19 },
      ],
      minimumSpendCents: 6500_00,
    },
    palette: { base: '#4b3b3b', accent: '#b0543a', light: '#ffc870' },
    photos: [
      { scene: 'tafel', alt: 'Dinner an einer langen Tafel in der Halle der Alten Schmiede' },
      { scene: 'fenster', alt: 'Blick von der Galerie durch die Sprossenfenster auf Schwabing bei Nacht' },
    ],
  },
  {
    fields: {
      ...demo,
      ...muenchen,
      ...usual,
      name: 'Glockenbach Salon',
      district: 'Glockenbachviertel',
      address: 'Hans-Sachs-Straße 9, 80469 München',
      capacitySeated: 45,
      capacityStanding: 90,
      types: ['bar'],
      description:
        'Eine Bar mit Samtsofas, Plattenspieler und einer Karte voller Eigenkreationen. Für Weihnachtsfeiern kleiner Teams wird der Salon exklusiv geschlossen, die Barleute mixen einen Drink eigens für die Firma.',
      included: 'Exklusive Nutzung ab 25 Gästen, Signature-Drink für die Firma, Musik vom Plattenspieler oder DJ',
      directions: 'U-Bahn U1, U2, U3 oder U6 bis Sendlinger Tor, dann sieben Minuten zu Fuß. Tram 17 bis Müllerstraße.',
      contactName: 'Leonie Baumgartner',
      contactEmail: 'salon@glockenbach-bar.example',
      contactPhone: '089 2609 3381',
      showPrices: true,
      priceBlocks: [
        { text: 'Fingerfood', basis: 'per_person', unitNetCents: 29_00, vatRate: 7 },
        { text: 'Cocktailpaket (4 Stunden)', basis: 'per_person', unitNetCents: 45_00, vatRate: 19 },
      ],
      minimumSpendCents: 2000_00,
    },
    palette: { base: '#3b2343', accent: '#8c6a9e', light: '#ffd6a8' },
    photos: [
      { scene: 'fenster', alt: 'Der Salon am Abend mit Lichterkette vor dem großen Fenster' },
      { scene: 'tafel', alt: 'Lange Tafel für ein Teamessen im Glockenbach Salon' },
    ],
  },
  {
    fields: {
      ...demo,
      ...muenchen,
      ...usual,
      name: 'Weinhaus am Gärtnerplatz',
      district: 'Isarvorstadt',
      address: 'Reichenbachstraße 37, 80469 München',
      capacitySeated: 60,
      capacityStanding: 80,
      types: ['restaurant', 'bar'],
      description:
        'Ein Weinlokal mit Gewölbekeller, in dem Winzerinnen aus Franken und Südtirol ihre Weine selbst vorstellen. Dazu kommen kleine Gänge aus der offenen Küche, die man sich am Tisch teilt.',
      included: 'Gewölbekeller exklusiv ab 35 Gästen, Weinprobe mit Sommelière, Menükarten',
      directions: 'U-Bahn U1 oder U2 bis Fraunhoferstraße, drei Minuten zu Fuß. Tram 17 bis Reichenbachplatz.',
      contactName: 'Anna-Lena Gruber',
      contactEmail: 'keller@weinhaus-gaertnerplatz.example',
      contactPhone: '089 2011 8845',
      showPrices: true,
      priceBlocks: [
        { text: 'Menü zum Teilen in fünf Gängen', basis: 'per_person', unitNetCents: 64_00, vatRate: 7 },
        { text: 'Weinprobe mit Begleitung', basis: 'per_person', unitNetCents: 35_00, vatRate: 19 },
      ],
      minimumSpendCents: 2800_00,
    },
    palette: { base: '#4a1f2a', accent: '#b8945a', light: '#ffdcae' },
    photos: [
      { scene: 'tafel', alt: 'Gedeckte Tafel im Gewölbekeller des Weinhauses' },
      { scene: 'fenster', alt: 'Abendlicher Blick aus dem Weinhaus auf die Lichter am Gärtnerplatz' },
    ],
  },
  {
    fields: {
      ...demo,
      ...muenchen,
      ...usual,
      name: 'Hotel Isartor Hof',
      district: 'Altstadt-Lehel',
      address: 'Westenriederstraße 30, 80331 München',
      capacitySeated: 120,
      capacityStanding: 180,
      types: ['hotel', 'restaurant'],
      description:
        'Ein Hotel zwischen Viktualienmarkt und Isartor mit einem hellen Festsaal im ersten Stock. Die Küche serviert bayerisch-alpine Menüs, und Gäste von auswärts wohnen gleich über dem Saal.',
      included: 'Festsaal mit Tageslicht, Bankettbestuhlung, Technik, Zimmerkontingent auf Anfrage',
      directions: 'S-Bahn bis Isartor, zwei Minuten zu Fuß. U-Bahn bis Marienplatz, sechs Minuten über den Viktualienmarkt.',
      contactName: 'Maximilian Weber',
      contactEmail: 'bankett@isartorhof.example',
      contactPhone: '089 2420 5518',
      showPrices: false,
      priceBlocks: [
        { text: 'Saalmiete Festsaal', basis: 'flat', unitNetCents: 1500_00, vatRate: 19 },
        { text: 'Alpines Festmenü', basis: 'per_person', unitNetCents: 59_00, vatRate: 7 },
        { text: 'Getränkepauschale (5 Stunden)', basis: 'per_person', unitNetCents: 42_00, vatRate: 19 },
      ],
      minimumSpendCents: 7000_00,
    },
    palette: { base: '#5c4632', accent: '#9fb4a5', light: '#fff0c8' },
    photos: [
      { scene: 'tafel', alt: 'Festlich gedeckter Saal im Hotel Isartor Hof' },
      { scene: 'fenster', alt: 'Blick aus dem Festsaal auf die Altstadt bei Nacht' },
    ],
  },
  {
    fields: {
      ...demo,
      ...muenchen,
      ...usual,
      name: 'Eisstockbahn Sendling',
      district: 'Sendling',
      address: 'Plinganserstraße 90, 81369 München',
      capacitySeated: 80,
      capacityStanding: 150,
      types: ['aktiv', 'eventlocation'],
      description:
        'Vier überdachte Eisstockbahnen, eine Hütte mit Kachelofen und ein Schiedsrichter, der die Regeln erklärt: Hier wird die Weihnachtsfeier zum Turnier. Danach gibt es Brotzeit und Glühwein in der Hütte.',
      included: 'Vier Bahnen für drei Stunden, Eisstöcke, Turnierleitung, Siegerpokal',
      directions: 'U-Bahn U3 bis Brudermühlstraße, dann vier Minuten zu Fuß. Parkplätze direkt an der Halle.',
      contactName: 'Sepp Obermaier',
      contactEmail: 'turnier@eisstock-sendling.example',
      contactPhone: '089 7609 2254',
      showPrices: true,
      priceBlocks: [
        { text: 'Bahnmiete mit Turnierleitung', basis: 'flat', unitNetCents: 680_00, vatRate: 19 },
        { text: 'Brotzeitplatte und Glühwein', basis: 'per_person', unitNetCents: 27_00, vatRate: 7 },
      ],
      minimumSpendCents: null,
      cancellationTerms: [
        { daysBefore: 21, percent: 40 },
        { daysBefore: 5, percent: 100 },
      ],
    },
    palette: { base: '#2c4a66', accent: '#c23b3b', light: '#fff3d6' },
    photos: [
      { scene: 'terrasse', alt: 'Eisstockbahn unter Lichterketten am Winterabend' },
      { scene: 'tafel', alt: 'Brotzeittafel in der Hütte an der Eisstockbahn' },
    ],
  },
];
