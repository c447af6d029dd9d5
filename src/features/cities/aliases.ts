import { toCityId } from './slug';
import type { City } from './types';

/** "Freiburg im Breisgau" → "Freiburg", "Halle (Saale)" → "Halle", "Mülheim an der Ruhr" → "Mülheim". */
function shortName(name: string): string {
  return name.replace(/\s*\(.*\)$/, '').replace(/\s+(am|an der|an|im|in der|ob der)\s.*$/, '');
}

/** A name as people type it into the address bar: lower case, umlauts kept, spaces and punctuation as hyphens. */
function typedSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9äöüß]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Other paths people use for a city page ('/münchen', '/halle', '/frankfurt-am-main'), each with the id it
 * leads to. None is another city's id, and none repeats.
 */
export function cityAliases(cities: readonly City[]): { alias: string; id: string }[] {
  const ids = new Set(cities.map((city) => city.id));
  const seen = new Set<string>();
  const aliases: { alias: string; id: string }[] = [];
  for (const city of cities) {
    const names = [city.name, city.displayName].flatMap((name) => [name, shortName(name)]);
    for (const alias of names.flatMap((name) => [typedSlug(name), toCityId(name)])) {
      if (!alias || ids.has(alias) || seen.has(alias)) continue;
      seen.add(alias);
      aliases.push({ alias, id: city.id });
    }
  }
  return aliases;
}
