import { describe, expect, it } from 'vitest';
import { CITIES } from '.';
import { cityAliases } from './aliases';

describe('cityAliases', () => {
  const aliases = new Map(cityAliases(CITIES).map(({ alias, id }) => [alias, id]));
  it('maps umlaut spellings, short and long names to the city id', () => {
    expect(Object.fromEntries(['münchen', 'köln', 'düsseldorf', 'nürnberg', 'lübeck', 'saarbrücken', 'halle', 'freiburg', 'frankfurt-am-main', 'mülheim', 'muelheim', 'oldenburg-oldb'].map((a) => [a, aliases.get(a)]))).toEqual({
      münchen: 'muenchen',
      köln: 'koeln',
      düsseldorf: 'duesseldorf',
      nürnberg: 'nuernberg',
      lübeck: 'luebeck',
      saarbrücken: 'saarbruecken',
      halle: 'halle-saale',
      freiburg: 'freiburg-im-breisgau',
      'frankfurt-am-main': 'frankfurt',
      mülheim: 'muelheim-an-der-ruhr',
      muelheim: 'muelheim-an-der-ruhr',
      'oldenburg-oldb': 'oldenburg',
    });
  });
  it('never shadows a city page and never repeats', () => {
    const ids = new Set(CITIES.map((city) => city.id));
    const list = cityAliases(CITIES);
    expect(list.filter(({ alias }) => ids.has(alias))).toEqual([]);
    expect(new Set(list.map(({ alias }) => alias)).size).toBe(list.length);
    expect(aliases.has('berlin')).toBe(false);
  });
});
