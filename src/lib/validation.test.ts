import { describe, expect, it } from 'vitest';
import { ignoredParams, pageParam, textParam } from './validation';

describe('ignoredParams', () => {
  const keys = ['status', 'q', 'page', 'sort'];
  const defaults = { page: '1', sort: 'newest' };

  it('names the keys given in the address whose value the filter did not take', () => {
    expect(ignoredParams({ status: 'bogus', q: 'Muster', page: '1e9', sort: 'price' }, 'q=Muster', keys, defaults)).toEqual(['status', 'page', 'sort']);
  });

  it('counts a default left out of the query as used, and blank or unknown keys as not given', () => {
    expect(ignoredParams({ page: '1', sort: 'newest', status: ' ', other: 'x' }, '', keys, defaults)).toEqual([]);
    expect(ignoredParams({ status: 'neu', page: '2' }, 'status=neu&page=2', keys, defaults)).toEqual([]);
  });

  it('reads the first of repeated values, as the filters do', () => {
    expect(ignoredParams({ page: ['abc', '2'] }, '', keys, defaults)).toEqual(['page']);
  });
});

describe('pageParam', () => {
  it('takes whole numbers from 1 to 100,000 and reads anything else as the first page', () => {
    expect(['3', ' 2 ', '100000', ['4', '5']].map((value) => pageParam(value))).toEqual([3, 2, 100000, 4]);
    expect(['0', '-1', '1e9', '2.5', '100001', '99999999999999999999', 'abc', '', undefined].map((value) => pageParam(value))).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1]);
  });
});

describe('textParam', () => {
  it('trims and shortens search text, and leaves out blank values and control characters', () => {
    expect(textParam('  Brauhaus  ', 100)).toBe('Brauhaus');
    expect(textParam(['erste', 'zweite'], 3)).toBe('ers');
    expect([textParam('a\u0000b', 100), textParam('a\nb', 100), textParam('   ', 100), textParam(undefined, 100)]).toEqual([undefined, undefined, undefined, undefined]);
  });
});
