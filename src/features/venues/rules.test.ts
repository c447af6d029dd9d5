import { describe, expect, it } from 'vitest';
import { byListOrder, changedProfileFields, fitsGroup, fromPricePerPersonCents, narrowVenues, MAX_VENUE_SLUG_LENGTH, numberedVenueSlug, PROFILE_FIELDS, sameProfile, VENUE_SLUG_PATTERN, venueSlug } from './rules';

describe('venueSlug', () => {
  it('writes umlauts and ß out, drops other accents, joins the rest with single dashes', () => {
    expect(venueSlug('Brauhaus Südstern & Café Ölmühle')).toBe('brauhaus-suedstern-cafe-oelmuehle');
    expect(venueSlug('Straßenbahn-Depot ÄÖÜ')).toBe('strassenbahn-depot-aeoeue');
    expect(venueSlug('  „Zur Alten Münze“ – Saal 3!  ')).toBe('zur-alten-muenze-saal-3');
    expect(venueSlug('Crème brûlée Señor Łódź')).toBe('creme-brulee-senor-lodz');
    expect(venueSlug('Smørrebrød Æble Œuvre')).toBe('smorrebrod-aeble-oeuvre');
    expect(venueSlug('GROSSE HALLE')).toBe('grosse-halle');
    expect(venueSlug('!!!')).toBe('');
  });

  it('is at most 80 characters, cut after a whole word, and always of the stored form', () => {
    const long = venueSlug('Eventlocation '.repeat(12));
    expect(long.length).toBeLessThanOrEqual(MAX_VENUE_SLUG_LENGTH);
    expect(long).toMatch(VENUE_SLUG_PATTERN);
    expect(long.endsWith('eventlocation')).toBe(true);
    const oneWord = venueSlug('a'.repeat(120));
    expect(oneWord).toBe('a'.repeat(80));
    for (const name of ['Über-Bar', '-a-', 'x  y', 'ß', 'Loft 1.OG']) expect(venueSlug(name)).toMatch(VENUE_SLUG_PATTERN);
  });

  it('numbers a taken slug within the same length', () => {
    expect(numberedVenueSlug('alte-muenze', 2)).toBe('alte-muenze-2');
    const long = venueSlug('Eventlocation '.repeat(12));
    const numbered = numberedVenueSlug(long, 12);
    expect(numbered.length).toBeLessThanOrEqual(MAX_VENUE_SLUG_LENGTH);
    expect(numbered).toMatch(/-12$/);
    expect(numbered).toMatch(VENUE_SLUG_PATTERN);
  });
});

describe('fromPricePerPersonCents', () => {
  it('sums the per-person blocks gross, with their VAT rounded as lib/money rounds it', () => {
    expect(
      fromPricePerPersonCents([
        { text: 'Menü', basis: 'per_person', unitNetCents: 4950, vatRate: 7 },
        { text: 'Getränkepauschale', basis: 'per_person', unitNetCents: 2500, vatRate: 19 },
        { text: 'Raummiete', basis: 'flat', unitNetCents: 150000, vatRate: 19 },
      ]),
    ).toBe(4950 + 347 + 2500 + 475);
    // Half a cent rounds up: 7 % of 50 cents is 3,5 cents.
    expect(fromPricePerPersonCents([{ text: 'Glühwein', basis: 'per_person', unitNetCents: 50, vatRate: 7 }])).toBe(54);
    expect(fromPricePerPersonCents([{ text: 'Eintritt', basis: 'per_person', unitNetCents: 1000, vatRate: 0 }])).toBe(1000);
  });

  it('is null, rather than a failed page, for a block stored above the ceiling before there was one', () => {
    const blocks = [
      { text: 'Menü', basis: 'per_person' as const, unitNetCents: 4950, vatRate: 7 as const },
      { text: 'Getränke', basis: 'per_person' as const, unitNetCents: 9_007_199_254_740_991, vatRate: 19 as const },
    ];
    expect(fromPricePerPersonCents(blocks)).toBeNull();
  });

  it('is null without a per-person block', () => {
    expect(fromPricePerPersonCents([])).toBeNull();
    expect(fromPricePerPersonCents([{ text: 'Raummiete', basis: 'flat', unitNetCents: 150000, vatRate: 19 }])).toBeNull();
  });
});

describe('fitsGroup', () => {
  it('takes a group that has room seated or standing', () => {
    const venue = { capacitySeated: 80, capacityStanding: 150 };
    expect(fitsGroup(venue, 80)).toBe(true);
    expect(fitsGroup(venue, 150)).toBe(true);
    expect(fitsGroup(venue, 151)).toBe(false);
    expect(fitsGroup({ capacitySeated: 40, capacityStanding: 0 }, 40)).toBe(true);
    expect(fitsGroup({ capacitySeated: 40, capacityStanding: 0 }, 41)).toBe(false);
  });
});

describe('narrowVenues', () => {
  const list = [
    { name: 'Klein', capacitySeated: 30, capacityStanding: 0, types: ['restaurant'] },
    { name: 'Halle', capacitySeated: 120, capacityStanding: 200, types: ['loft', 'eventlocation'] },
  ];
  it('keeps the venues with room for the group and of the type, in their order', () => {
    expect(narrowVenues(list, {}).map((venue) => venue.name)).toEqual(['Klein', 'Halle']);
    expect(narrowVenues(list, { guests: 31 }).map((venue) => venue.name)).toEqual(['Halle']);
    expect(narrowVenues(list, { type: 'restaurant' }).map((venue) => venue.name)).toEqual(['Klein']);
    expect(narrowVenues(list, { guests: 201, type: 'loft' })).toEqual([]);
  });
});

describe('byListOrder', () => {
  const entry = (id: string, name: string, partner: boolean, photo: boolean) => ({ id, name, partner, photo: photo ? {} : null });
  it('puts partners first, then venues with a photo, then sorts by name as German does, equal names by id', () => {
    const list = [entry('1', 'Zeche', false, true), entry('2', 'Öl', false, false), entry('3', 'Alte Halle', false, true), entry('4', 'Yacht', true, false), entry('5', 'Ölmühle', true, true), entry('7', 'alte halle', false, true), entry('6', 'Alte Halle', false, true)];
    expect(list.sort(byListOrder).map((venue) => venue.id)).toEqual(['5', '4', '3', '6', '7', '1', '2']);
  });
});

describe('changedProfileFields', () => {
  const live = {
    description: 'Backsteinhalle am Wasser.',
    included: 'Technik, Garderobe',
    directions: 'U1 Schlesisches Tor',
    capacitySeated: 120,
    capacityStanding: 250,
    types: ['eventlocation' as const, 'loft' as const],
    priceBlocks: [{ text: 'Raummiete', basis: 'flat' as const, unitNetCents: 150000, vatRate: 19 as const }],
    showPrices: false,
    photos: [
      { imageId: 'a', alt: 'Die Halle', sourceUrl: 'upload:halle.jpg' },
      { imageId: 'b', alt: 'Die Terrasse', sourceUrl: 'https://bild.example/b.jpg' },
    ],
  };

  it('is empty for the same profile, whatever order the types come in and wherever a photo came from', () => {
    expect(changedProfileFields(live, { ...live, types: ['loft', 'eventlocation'], photos: live.photos.map((photo) => ({ ...photo, sourceUrl: 'upload:neu.jpg' })) })).toEqual([]);
  });

  it('names only the fields that differ, in the fixed order, however the change lists them', () => {
    const change = {
      ...live,
      photos: [live.photos[1], live.photos[0]],
      showPrices: true,
      capacityStanding: 300,
      description: 'Backsteinhalle direkt an der Spree.',
    };
    expect(changedProfileFields(live, change)).toEqual(['description', 'capacityStanding', 'showPrices', 'photos']);
  });

  it('sees a change inside a price block, a photo’s new alt text, a type more and a field emptied', () => {
    expect(changedProfileFields(live, { ...live, priceBlocks: [{ ...live.priceBlocks[0], vatRate: 7 }] })).toEqual(['priceBlocks']);
    expect(changedProfileFields(live, { ...live, priceBlocks: [{ ...live.priceBlocks[0], basis: 'per_person' }] })).toEqual(['priceBlocks']);
    expect(changedProfileFields(live, { ...live, photos: [live.photos[0], { ...live.photos[1], alt: 'Terrasse im Winter' }] })).toEqual(['photos']);
    expect(changedProfileFields(live, { ...live, types: [...live.types, 'bar'] })).toEqual(['types']);
    expect(changedProfileFields(live, { ...live, included: '', photos: [] })).toEqual(['included', 'photos']);
  });

  it('finds a change exactly when sameProfile does, and can list every field', () => {
    const everything = {
      description: 'Neu.', included: 'Alles', directions: 'S-Bahn', capacitySeated: 10, capacityStanding: 0, types: ['bar' as const],
      priceBlocks: [], showPrices: true, photos: [],
    };
    expect(changedProfileFields(live, everything)).toEqual([...PROFILE_FIELDS]);
    for (const change of [live, everything, { ...live, types: ['loft' as const, 'eventlocation' as const] }, { ...live, directions: 'Bus 140' }]) {
      expect(changedProfileFields(live, change).length === 0).toBe(sameProfile(live, change));
    }
  });
});
