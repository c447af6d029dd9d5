import type { City } from './types';

export const SEO_TITLE_MAX = 60;
export const META_DESCRIPTION_MIN = 120;
export const META_DESCRIPTION_MAX = 160;
export const MIN_FAQ = 4;
/** Two cities whose texts share more than this share of 5-word shingles are near-duplicates. */
export const MAX_SHINGLE_OVERLAP = 0.3;
export const REGION_IDS = ['nord', 'west', 'sued', 'ost', 'weitere'] as const;

const COMPARED_FIELDS = ['description', 'businessCulture', 'accessibility'] as const;

export function shingles(text: string, size = 5): Set<string> {
  const words = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const result = new Set<string>();
  for (let i = 0; i + size <= words.length; i++) result.add(words.slice(i, i + size).join(' '));
  return result;
}

/** Share of the smaller text's shingles that also occur in the other text. */
export function shingleOverlap(a: string, b: string): number {
  const sa = shingles(a);
  const sb = shingles(b);
  const [small, large] = sa.size <= sb.size ? [sa, sb] : [sb, sa];
  if (small.size === 0) return 0;
  let common = 0;
  for (const s of small) if (large.has(s)) common++;
  return common / small.size;
}

function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

/** Rules one city must satisfy on its own; returns human-readable problems. */
export function cityProblems(city: City): string[] {
  const problems: string[] = [];
  const p = (msg: string) => problems.push(`${city.id}: ${msg}`);
  const textFields = [
    'id', 'name', 'displayName', 'seoTitle', 'metaDescription', 'heroTitle', 'heroSubtitle',
    'description', 'businessCulture', 'accessibility',
  ] as const;
  for (const field of textFields) if (isBlank(city[field])) p(`${field} is empty`);
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(city.id)) p('id is not a lowercase slug');
  if (city.seoTitle.length > SEO_TITLE_MAX) p(`seoTitle has ${city.seoTitle.length} > ${SEO_TITLE_MAX} characters`);
  if (!city.seoTitle.includes(city.name)) p('seoTitle does not name the city');
  const metaLength = city.metaDescription.length;
  if (metaLength < META_DESCRIPTION_MIN || metaLength > META_DESCRIPTION_MAX)
    p(`metaDescription has ${metaLength} characters, needs ${META_DESCRIPTION_MIN}-${META_DESCRIPTION_MAX}`);
  if (city.landmarks.length !== 4 || city.landmarks.some(isBlank)) p('needs exactly 4 non-empty landmarks');
  if (city.venueTypes.length !== 4 || city.venueTypes.some(isBlank)) p('needs exactly 4 non-empty venueTypes');
  if (!(REGION_IDS as readonly string[]).includes(city.region)) p(`unknown region ${city.region}`);
  if (city.faq.length < MIN_FAQ) p(`needs at least ${MIN_FAQ} FAQ entries`);
  city.faq.forEach((entry, i) => {
    if (isBlank(entry.question) || isBlank(entry.answer)) p(`FAQ ${i + 1} is empty`);
  });
  return problems;
}

/** Pairs of cities whose compared texts are near-duplicates. */
export function duplicateProblems(cities: readonly City[]): string[] {
  const problems: string[] = [];
  for (const field of COMPARED_FIELDS) {
    for (let i = 0; i < cities.length; i++) {
      for (let j = i + 1; j < cities.length; j++) {
        const overlap = shingleOverlap(cities[i][field], cities[j][field]);
        if (overlap > MAX_SHINGLE_OVERLAP)
          problems.push(`${field}: ${cities[i].id} and ${cities[j].id} share ${Math.round(overlap * 100)}% of 5-word shingles`);
      }
    }
  }
  return problems;
}
