import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { searchHref } from './search-href';
import { dayParam, defineSearchParams, flagParam, pageParam, textParam } from './search-params';

const list = defineSearchParams(
  {
    status: z.optional(z.enum(['neu', 'gebucht'])),
    q: textParam(100),
    page: pageParam(),
    sort: z._default(z.enum(['newest', 'oldest']), 'newest'),
    showAll: flagParam(),
  },
  { names: { showAll: 'all' } },
);

const field = <S extends z.core.$ZodType>(schema: S) => defineSearchParams({ value: schema });

describe('defineSearchParams: parse', () => {
  it('reads each field from the first value of its param, trimmed, blank as missing', () => {
    expect(list.parse({ status: ['gebucht', 'neu'], q: '  Muster ', page: ' 2 ', sort: 'oldest', all: '1' })).toEqual({
      values: { status: 'gebucht', q: 'Muster', page: 2, sort: 'oldest', showAll: true },
      ignored: [],
    });
    expect(list.parse({ status: ' ', q: '' })).toEqual({ values: { status: undefined, q: undefined, page: 1, sort: 'newest', showAll: false }, ignored: [] });
  });

  it('takes URLSearchParams alike, their first value too', () => {
    expect(list.parse(new URLSearchParams('status=neu&status=gebucht&all=1&page=3'))).toEqual({
      values: { status: 'neu', q: undefined, page: 3, sort: 'newest', showAll: true },
      ignored: [],
    });
  });

  it('uses the default for a refused value and names the param as ignored, in the shape order and by its address name', () => {
    expect(list.parse({ all: '0', sort: 'price', page: '1e9', status: 'bogus', q: 'Muster', other: 'x' })).toEqual({
      values: { status: undefined, q: 'Muster', page: 1, sort: 'newest', showAll: false },
      ignored: ['status', 'page', 'sort', 'all'],
    });
  });

  it('names a value it changed (cut short, written otherwise) as ignored, but not a default written out', () => {
    expect(list.parse({ q: 'x'.repeat(101), page: '02' }).ignored).toEqual(['q', 'page']);
    expect(list.parse({ page: '1', sort: 'newest', status: ' ' }).ignored).toEqual([]);
    expect(list.parse({ page: ['abc', '2'] }).ignored).toEqual(['page']);
  });

  it('with repeated: refuse, refuses a param given more than once and names it as ignored', () => {
    const once = defineSearchParams({ period: z.optional(z.enum(['week', 'season'])) }, { repeated: 'refuse' });
    expect(once.parse({ period: ['week', 'season'] })).toEqual({ values: { period: undefined }, ignored: ['period'] });
    expect(once.parse(new URLSearchParams('period=week&period=week'))).toEqual({ values: { period: undefined }, ignored: ['period'] });
    expect(once.parse({ period: ['week'] })).toEqual({ values: { period: 'week' }, ignored: [] });
  });

  it('refuses a field that has no value for a missing param', () => {
    expect(() => defineSearchParams({ status: z.enum(['neu']) })).toThrow("The search param field 'status' needs a value for a missing param.");
  });
});

describe('defineSearchParams: href', () => {
  it('writes the values in the shape order, leaving out what equals its default', () => {
    expect(list.href({ showAll: true, page: 2, q: 'a&b c', status: 'neu', sort: 'oldest' }, '/admin/list')).toBe('/admin/list?status=neu&q=a%26b+c&page=2&sort=oldest&all=1');
    expect(list.href({ status: undefined, q: '', page: 1, sort: 'newest', showAll: false }, '/admin/list')).toBe('/admin/list');
    expect(list.href({ page: 4 })).toBe('?page=4');
    expect(list.href({})).toBe('');
  });

  it('writes back what it parsed', () => {
    const params = { status: 'gebucht', q: 'Saal & Bar', page: '7', sort: 'oldest', all: '1' };
    expect(Object.fromEntries(new URLSearchParams(list.href(list.parse(params).values)))).toEqual(params);
  });
});

describe('searchHref', () => {
  it('writes the same address from the layout alone, also after the layout went through JSON to a client component', () => {
    const layout = JSON.parse(JSON.stringify(list.layout)) as typeof list.layout;
    const values = { status: 'gebucht', q: 'Saal', page: 2, sort: 'newest', showAll: true } as const;
    expect(searchHref(layout, values, '/admin/list')).toBe('/admin/list?status=gebucht&q=Saal&page=2&all=1');
    expect(searchHref(layout, values, '/admin/list')).toBe(list.href(values, '/admin/list'));
    expect(searchHref(layout, { page: 1, showAll: false })).toBe('');
  });
});

describe('pageParam', () => {
  const page = field(pageParam());
  it('takes whole numbers from 1 to 100,000 and reads anything else as the first page', () => {
    expect(['3', ' 2 ', '100000', ['4', '5']].map((value) => page.parse({ value }).values.value)).toEqual([3, 2, 100000, 4]);
    expect(['0', '-1', '1e9', '2.5', '100001', '99999999999999999999', 'abc', '', undefined].map((value) => page.parse({ value }).values.value)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1]);
  });
});

describe('textParam', () => {
  const text = (max: number, value: string | string[] | undefined) => field(textParam(max)).parse({ value }).values.value;
  it('trims and shortens search text, and leaves out blank values and control characters', () => {
    expect(text(100, '  Brauhaus  ')).toBe('Brauhaus');
    expect(text(3, ['erste', 'zweite'])).toBe('ers');
    expect([text(100, 'a\u0000b'), text(100, 'a\nb'), text(100, '   '), text(100, undefined)]).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe('flagParam', () => {
  it('is on only for 1', () => {
    const flag = field(flagParam());
    expect(['1', ' 1 ', '0', 'on', 'true', undefined].map((value) => flag.parse({ value }).values.value)).toEqual([true, true, false, false, false, false]);
  });
});

describe('dayParam', () => {
  it('takes calendar days that exist and leaves out the rest', () => {
    const day = field(dayParam());
    for (const value of ['2026-02-30', '2026-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '0000-01-01', '99999-01-01', '2026-1-01']) expect(day.parse({ value }).values.value, value).toBeUndefined();
    expect(['2028-02-29', '2026-12-31'].map((value) => day.parse({ value }).values.value)).toEqual(['2028-02-29', '2026-12-31']);
  });
});
