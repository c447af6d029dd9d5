import { describe, expect, it } from 'vitest';
import { fitsGroup, fromPricePerPersonCents, narrowVenues, MAX_VENUE_SLUG_LENGTH, numberedVenueSlug, VENUE_SLUG_PATTERN, venueSlug } from './rules';

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
