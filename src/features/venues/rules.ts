import type { PriceBlock } from '@/db/schema/venues';
import { totalsOf, withinCeiling } from '@/lib/money';

/** The public venue pages' rules: a venue's address in its city, its „ab … € p. P." price, whether a group fits. */

/** The longest slug a venue gets (the database checks only its form). */
export const MAX_VENUE_SLUG_LENGTH = 80;

/** The form of a stored slug (also the database's check, venues_slug_check). */
export const VENUE_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const TRANSLITERATIONS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', ẞ: 'ss' };
/** Letters whose accent Unicode does not split off (NFKD leaves them whole). */
const UNSPLIT: Record<string, string> = { ł: 'l', ø: 'o', æ: 'ae', œ: 'oe', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/** Cut to `max` characters, after a whole word where there is one, without a dash at the end. */
function cut(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const lastBreak = slug.slice(0, max + 1).lastIndexOf('-');
  return slug.slice(0, lastBreak > 0 ? lastBreak : max).replace(/-+$/, '');
}

/**
 * A venue's address from its name: lower case, ä ö ü ß as ae oe ue ss, other letters without their accents, every
 * run of other characters one dash, no dash at either end, at most 80 characters.
 * 'Brauhaus Südstern & Café Ölmühle' → 'brauhaus-suedstern-cafe-oelmuehle'. '' when the name has no letter or digit.
 */
export function venueSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[äöüßẞ]/g, (letter) => TRANSLITERATIONS[letter])
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[łøæœđðþı]/g, (letter) => UNSPLIT[letter])
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return cut(slug, MAX_VENUE_SLUG_LENGTH);
}

/** The n-th candidate for a slug that is taken (n ≥ 2): 'alte-muenze' → 'alte-muenze-2', still at most 80 characters. */
export function numberedVenueSlug(slug: string, n: number): string {
  const suffix = `-${n}`;
  return `${cut(slug, MAX_VENUE_SLUG_LENGTH - suffix.length)}${suffix}`;
}

/**
 * What one guest pays at least, gross: the venue's per-person blocks (a menu, a drinks package) summed with their VAT
 * through the one total function of lib/money; null when the venue has no per-person block. Flat blocks (room hire)
 * are left out: they are no price per person. A block above the amounts' ceiling (stored before there was one) is a
 * typing mistake, not a price to advertise: the venue then shows none.
 */
export function fromPricePerPersonCents(blocks: readonly PriceBlock[]): number | null {
  const perPerson = blocks.filter((block) => block.basis === 'per_person');
  if (perPerson.length === 0 || !perPerson.every((block) => withinCeiling(block.unitNetCents))) return null;
  return totalsOf(perPerson.map((block) => ({ netCents: block.unitNetCents, vatRate: block.vatRate }))).gross;
}

/** Whether a group of `guests` has room in the venue, seated or standing. */
export function fitsGroup(venue: { capacitySeated: number; capacityStanding: number }, guests: number): boolean {
  return Math.max(venue.capacitySeated, venue.capacityStanding) >= guests;
}

/** The venues a list's filter leaves: room for the group (seated or standing) and of the type, in their order. */
export function narrowVenues<V extends { capacitySeated: number; capacityStanding: number; types: readonly string[] }>(list: readonly V[], { guests, type }: { guests?: number; type?: string }): V[] {
  return list.filter((venue) => (guests === undefined || fitsGroup(venue, guests)) && (type === undefined || venue.types.includes(type)));
}

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

interface VenueListEntry {
  id: string;
  name: string;
  partner: boolean;
  photo: unknown;
}

/**
 * A city list's order: venues whose operator has an ad showing in the city first, then those with a photo, then by
 * name as German sorts it (Ä with A; the database's collations differ between PGlite and a server, so the order is
 * made here), the id last so that equal names keep one order.
 */
export function byListOrder(a: VenueListEntry, b: VenueListEntry): number {
  return Number(b.partner) - Number(a.partner) || Number(a.photo === null) - Number(b.photo === null) || collator.compare(a.name, b.name) || a.id.localeCompare(b.id);
}

/** The parts of a venue's public profile an operator changes, in the order the team's review lists them. */
export const PROFILE_FIELDS = ['description', 'included', 'directions', 'capacitySeated', 'capacityStanding', 'types', 'priceBlocks', 'showPrices', 'photos'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** A public profile with its photos, live or waiting (db/schema/venues.ts ProfileFields and its photos). */
interface ReviewedProfile {
  description: string;
  included: string;
  directions: string;
  capacitySeated: number;
  capacityStanding: number;
  types: readonly string[];
  priceBlocks: readonly PriceBlock[];
  showPrices: boolean;
  photos: readonly { imageId: string; alt: string }[];
}

// What counts as a change: the types as a set, the price blocks and photos in their order, a photo by our stored copy
// and its alt text (not the address it came from).
const comparable: { [F in ProfileField]: (profile: ReviewedProfile) => unknown } = {
  description: (profile) => profile.description,
  included: (profile) => profile.included,
  directions: (profile) => profile.directions,
  capacitySeated: (profile) => profile.capacitySeated,
  capacityStanding: (profile) => profile.capacityStanding,
  types: (profile) => [...profile.types].sort(),
  priceBlocks: (profile) => profile.priceBlocks.map((block) => [block.text, block.basis, block.unitNetCents, block.vatRate]),
  showPrices: (profile) => profile.showPrices,
  photos: (profile) => profile.photos.map((photo) => [photo.imageId, photo.alt]),
};

/** The fields a waiting change sets differently from the live profile, in PROFILE_FIELDS' order: all the team needs to read. */
export function changedProfileFields(live: ReviewedProfile, change: ReviewedProfile): ProfileField[] {
  return PROFILE_FIELDS.filter((field) => JSON.stringify(comparable[field](live)) !== JSON.stringify(comparable[field](change)));
}

/** Whether an operator's change shows what the live profile shows already (then nothing waits for the team). */
export const sameProfile = (live: ReviewedProfile, change: ReviewedProfile): boolean => changedProfileFields(live, change).length === 0;
