import { describe, expect, it } from 'vitest';
import { CITIES, FEATURED_CITIES, FOOTER_GROUPS, MAIN_CITY_IDS, OTHER_CITIES, getCity } from '.';
import { cityProblems, duplicateProblems, shingleOverlap } from './content-rules';
import type { City } from './types';

const SPEC_IDS =
  'berlin, muenchen, hamburg, koeln, frankfurt, stuttgart, duesseldorf, dortmund, bremen, leipzig, aachen, hannover, augsburg, bergisch-gladbach, bielefeld, bochum, bonn, bottrop, braunschweig, bremerhaven, chemnitz, darmstadt, dresden, duisburg, erlangen, erfurt, essen, freiburg-im-breisgau, fuerth, gelsenkirchen, goettingen, guetersloh, hagen, halle-saale, hamm, heidelberg, heilbronn, herne, ingolstadt, jena, kaiserslautern, karlsruhe, kassel, kiel, koblenz, krefeld, leverkusen, ludwigshafen-am-rhein, luebeck, magdeburg, mainz, mannheim, moers, moenchengladbach, muelheim-an-der-ruhr, muenster, neuss, nuernberg, oberhausen, offenbach-am-main, oldenburg, osnabrueck, paderborn, pforzheim, potsdam, recklinghausen, regensburg, remscheid, reutlingen, rostock, saarbruecken, salzgitter, siegen, solingen, trier, ulm, wiesbaden, wolfsburg, wuerzburg'.split(', ');

describe('city data', () => {
  it('has exactly the 79 cities of the specification', () => {
    expect(CITIES.map((c) => c.id).sort()).toEqual([...SPEC_IDS].sort());
  });

  it('satisfies every content rule (lengths, counts, nothing empty)', () => {
    expect(CITIES.flatMap(cityProblems)).toEqual([]);
  });

  it('has no near-duplicate texts between two cities', () => {
    expect(duplicateProblems(CITIES)).toEqual([]);
  });

  it('uses real umlauts in names', () => {
    expect(['muenchen', 'koeln', 'duesseldorf', 'nuernberg', 'wuerzburg', 'saarbruecken'].map((id) => getCity(id)?.name)).toEqual([
      'München', 'Köln', 'Düsseldorf', 'Nürnberg', 'Würzburg', 'Saarbrücken',
    ]);
    expect(getCity('frankfurt')?.displayName).toBe('Frankfurt am Main');
    expect(getCity('halle-saale')?.displayName).toBe('Halle (Saale)');
  });

  it('returns undefined for an unknown id', () => {
    expect(getCity('atlantis')).toBeUndefined();
    expect(getCity('')).toBeUndefined();
  });

  it('puts every non-main city in exactly one footer group of its own region', () => {
    const grouped = FOOTER_GROUPS.flatMap((g) => g.cities.map((c) => c.id));
    expect(grouped).toHaveLength(69);
    expect(new Set([...grouped, ...MAIN_CITY_IDS]).size).toBe(79);
    for (const group of FOOTER_GROUPS) for (const city of group.cities) expect(city.region).toBe(group.region);
    expect(FOOTER_GROUPS.map((g) => [g.label, g.cities.length])).toEqual([['Nord', 10], ['West', 26], ['Süd', 15], ['Ost', 8], ['Weitere', 10]]);
  });

  it('offers the ten featured cities alphabetically and the 69 others for the autocomplete', () => {
    expect(FEATURED_CITIES.map((c) => c.name)).toEqual(['Berlin', 'Bremen', 'Dortmund', 'Düsseldorf', 'Frankfurt', 'Hamburg', 'Köln', 'Leipzig', 'München', 'Stuttgart']);
    expect(OTHER_CITIES).toHaveLength(69);
  });
});

describe('content rules catch bad data', () => {
  const base = getCity('berlin')!;
  it('flags a long title, a short description and missing FAQ', () => {
    const broken: City = { ...base, seoTitle: 'x'.repeat(61), metaDescription: 'zu kurz', faq: base.faq.slice(0, 3) };
    expect(cityProblems(broken)).toEqual([
      'berlin: seoTitle has 61 > 60 characters',
      'berlin: seoTitle does not name the city',
      'berlin: metaDescription has 7 characters, needs 120-160',
      'berlin: needs at least 4 FAQ entries',
    ]);
  });
  it('flags a template with only the city name swapped', () => {
    const copy: City = { ...getCity('hamburg')!, description: base.description.replaceAll('Berlin', 'Hamburg') };
    expect(shingleOverlap(base.description, copy.description)).toBeGreaterThan(0.3);
    expect(duplicateProblems([base, copy])).toHaveLength(1);
  });
});
