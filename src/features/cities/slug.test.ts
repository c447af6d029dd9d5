import { describe, expect, it } from 'vitest';
import { conversionKey, toCityId } from './slug';

describe('toCityId', () => {
  it.each([
    ['München', 'muenchen'],
    ['Fürth', 'fuerth'],
    ['Düsseldorf', 'duesseldorf'],
    ['Gießen', 'giessen'],
    ['Köln', 'koeln'],
    ['Halle (Saale)', 'halle-saale'],
    ['Mülheim an der Ruhr', 'muelheim-an-der-ruhr'],
    ['Freiburg im Breisgau', 'freiburg-im-breisgau'],
    ['Saarbrücken', 'saarbruecken'],
    ['  Bergisch Gladbach ', 'bergisch-gladbach'],
  ])('%s → %s', (name, id) => {
    expect(toCityId(name)).toBe(id);
  });
});

describe('conversionKey', () => {
  it('drops dashes and punctuation', () => {
    expect(conversionKey('freiburg-im-breisgau')).toBe('freiburgimbreisgau');
    expect(conversionKey('halle-saale')).toBe('hallesaale');
    expect(conversionKey('berlin')).toBe('berlin');
  });
});
