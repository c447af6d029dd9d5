import { formatEuro } from '@/lib/money';

// The public venue pages' words (German): the city's list, one venue's page, the page of a venue no longer listed and
// the city page's section. The admin's venue screens speak the reader's language: src/i18n/messages/{en,de}/venues.json.

/** „120 Sitzplätze · 200 Stehplätze"; a capacity of 0 (no seating, say) is left out. */
function capacityLine(seated: number, standing: number): string {
  const parts = [seated > 0 ? `${seated} Sitzplätze` : '', standing > 0 ? `${standing} Stehplätze` : ''];
  return parts.filter(Boolean).join(' · ');
}

/** „ab 89,00 € p. P." */
const fromPrice = (cents: number) => `ab ${formatEuro(cents)} p. P.`;

/** The words of a venue's card, on the list and on the city page. */
export const VENUE_CARD_TEXTS = {
  capacity: capacityLine,
  fromPrice,
  /** The card's photo when the venue has none: the alt text of nothing is no text. */
  noPhoto: 'Noch kein Foto',
  typesLabel: 'Art der Location',
  /** The mark of a venue whose operator advertises with us in the city. */
  partner: 'Partner',
  partnerTitle: 'Partner-Location: wirbt bei uns in dieser Stadt',
} as const;

/** The words of a city's list of venues (/{city}/locations). */
export const VENUE_LIST_TEXTS = {
  metaTitle: (cityName: string) => `Locations für Ihre Weihnachtsfeier in ${cityName}`,
  metaDescription: (cityName: string, count: number) =>
    count > 0
      ? `${count} ${count === 1 ? 'ausgewählte Location' : 'ausgewählte Locations'} für Ihre Firmen-Weihnachtsfeier in ${cityName}: Kapazität, Art, Lage und Preise auf einen Blick. Wir fragen für Sie an und vergleichen die Angebote.`
      : `Locations für Ihre Firmen-Weihnachtsfeier in ${cityName}: Wir suchen für Sie passende Räume, fragen an und vergleichen die Angebote.`,
  eyebrow: (cityName: string) => `Weihnachtsfeier in ${cityName}`,
  title: (cityName: string) => `Locations für Ihre Weihnachtsfeier in ${cityName}`,
  intro: (cityName: string) =>
    `Eine Auswahl an Locations in ${cityName}, die sich für Firmen-Weihnachtsfeiern bewährt haben. Sagen Sie uns, welche Ihnen gefällt: Wir fragen Verfügbarkeit und Preise für Ihren Termin an und legen Ihnen die Angebote vergleichbar vor.`,
  filterTitle: 'Locations filtern',
  guests: 'Gruppengröße',
  guestsHint: 'Personen, sitzend oder stehend',
  guestsPlaceholder: 'z. B. 80',
  type: 'Art',
  allTypes: 'Alle Arten',
  submit: 'Anzeigen',
  reset: 'Filter zurücksetzen',
  found: (count: number) => (count === 1 ? '1 Location' : `${count} Locations`),
  emptyTitle: 'Keine passende Location gefunden',
  emptyText: 'Für diese Auswahl haben wir gerade keine Location in der Liste. Versuchen Sie eine andere Gruppengröße oder Art – oder schicken Sie uns Ihre Anfrage: Wir suchen auch über diese Liste hinaus.',
  emptyCityTitle: 'Die Liste entsteht gerade',
  emptyCityText: (cityName: string) => `Für ${cityName} stellen wir die Locations gerade zusammen. Schicken Sie uns Ihre Anfrage: Wir suchen passende Räume für Sie.`,
  showAll: 'Alle Locations anzeigen',
  requestTitle: 'Nicht das Richtige dabei?',
  requestText: (cityName: string) => `Wir kennen in ${cityName} noch mehr Locations. Nennen Sie uns Teilnehmerzahl und Kontaktdaten, wir suchen passende Räume und vergleichen die Angebote für Sie.`,
  requestLink: 'Kostenlose Anfrage stellen',
  cityLink: (cityName: string) => `Mehr zur Weihnachtsfeier in ${cityName}`,
  crumb: 'Locations',
  cardsLabel: (cityName: string) => `Locations in ${cityName}`,
} as const;

/** The words of one venue's page (/{city}/locations/{slug}). */
export const VENUE_PAGE_TEXTS = {
  metaTitle: (venueName: string, cityName: string) => `${venueName} in ${cityName}: Location für Ihre Weihnachtsfeier`,
  metaDescription: (venue: { name: string; district: string; capacitySeated: number; capacityStanding: number }, cityName: string) => {
    const where = venue.district ? `${cityName}-${venue.district}` : cityName;
    const room = capacityLine(venue.capacitySeated, venue.capacityStanding);
    return `${venue.name} in ${where}${room ? ` (${room})` : ''}: Fotos, Ausstattung und Anfahrt. Fragen Sie die Location für Ihre Firmen-Weihnachtsfeier kostenlos über uns an.`;
  },
  eyebrow: (cityName: string, district: string) => (district ? `${district} · ${cityName}` : cityName),
  photos: 'Fotos',
  about: 'Über die Location',
  facts: 'Auf einen Blick',
  seated: 'Sitzplätze',
  standing: 'Stehplätze',
  types: 'Art',
  price: 'Preis',
  fromPrice,
  priceNote: 'Richtwert für Menü und Getränke pro Person inkl. MwSt.; das genaue Angebot hängt von Termin und Umfang ab.',
  included: 'Inklusive',
  address: 'Adresse',
  directions: 'Anfahrt',
  website: 'Website der Location',
  back: (cityName: string) => `Zurück zu allen Locations in ${cityName}`,
  cityLink: (cityName: string) => `Weihnachtsfeier in ${cityName}: alles auf einen Blick`,
  moreLabel: 'Weitere Locations',
  wish: (venueName: string) => `Ihre Wunsch-Location: ${venueName}`,
} as const;

/** The words of the page of a venue that was listed and no longer is (410). */
export const VENUE_GONE_TEXTS = {
  metaTitle: 'Location nicht mehr gelistet',
  title: 'Diese Location ist nicht mehr gelistet',
  text: (cityName: string) => `Die Location, die Sie suchen, führen wir nicht mehr in unserer Liste für ${cityName}. Vielleicht gefällt Ihnen eine der anderen – oder Sie schicken uns Ihre Anfrage, und wir suchen für Sie.`,
  toList: (cityName: string) => `Alle Locations in ${cityName} ansehen`,
} as const;

/** The words of the city page's section with its best venues. */
export const CITY_VENUES_TEXTS = {
  title: (cityName: string) => `Locations in ${cityName}`,
  text: (cityName: string) => `Eine Auswahl an Locations in ${cityName}, die wir für Ihre Weihnachtsfeier anfragen können.`,
  all: (cityName: string) => `Alle Locations in ${cityName} ansehen`,
} as const;
