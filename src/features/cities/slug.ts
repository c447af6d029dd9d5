const TRANSLITERATIONS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'ae', Ö: 'oe', Ü: 'ue', ẞ: 'ss' };

/** City name to URL id: umlauts as ae/oe/ue/ss, other marks dropped, everything else non-alphanumeric becomes one hyphen. */
export function toCityId(name: string): string {
  return name
    .replace(/[äöüßÄÖÜẞ]/g, (ch) => TRANSLITERATIONS[ch])
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Key of the Ads conversion event: the city id without dashes or punctuation. */
export function conversionKey(cityId: string): string {
  return cityId.replace(/[^a-z0-9]/gi, '');
}
