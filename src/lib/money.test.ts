import { describe, expect, it } from 'vitest';
import { commaAmount, decimalAmount, formatEuro, formatWholeEuro, lineNet, MAX_AMOUNT_CENTS, parseEuro, percentOf, readEuro, totalsOf, withinCeiling } from './money';

describe('formatEuro', () => {
  it('writes German prices with comma and a non-breaking space before €', () => {
    expect(formatEuro(19900)).toBe('199,00\u00a0€');
    expect(formatEuro(123450)).toBe('1.234,50\u00a0€');
    expect(formatEuro(5)).toBe('0,05\u00a0€');
    expect(formatEuro(-29999)).toBe('-299,99\u00a0€');
  });
  it('refuses what is not whole cents', () => {
    expect(() => formatEuro(199.5)).toThrow(RangeError);
  });
});

describe('decimalAmount and commaAmount', () => {
  it.each([
    [19900, '199.00', '199,00'],
    [123450, '1234.50', '1234,50'],
    [123456789, '1234567.89', '1234567,89'],
    [5, '0.05', '0,05'],
    [0, '0.00', '0,00'],
    [-0, '0.00', '0,00'],
    // Cancellations and credit notes: the minus stays, no "-0.00".
    [-19900, '-199.00', '-199,00'],
    [-1, '-0.01', '-0,01'],
    [-123456789, '-1234567.89', '-1234567,89'],
  ])('write %i cents as %j (XML) and %j (form, DATEV), two decimals, no grouping', (cents, point, comma) => {
    expect(decimalAmount(cents)).toBe(point);
    expect(commaAmount(cents)).toBe(comma);
  });

  it('write with commaAmount what parseEuro reads back; the XML form (a decimal dot) is no typed amount', () => {
    for (const cents of [0, 5, 4290, 123450, 98765432]) expect(parseEuro(commaAmount(cents))).toBe(cents);
    expect(parseEuro(commaAmount(-29999), { allowNegative: true })).toBe(-29999);
    expect(parseEuro(decimalAmount(123456))).toBeUndefined();
  });

  it('refuse what is not whole cents', () => {
    for (const amount of [1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => decimalAmount(amount)).toThrow(RangeError);
      expect(() => commaAmount(amount)).toThrow(RangeError);
    }
  });
});

describe('formatWholeEuro', () => {
  it('writes whole euros without cents, rounding a fraction', () => {
    expect(formatWholeEuro(347)).toBe('347\u00a0€');
    expect(formatWholeEuro(1990)).toBe('1.990\u00a0€');
    expect(formatWholeEuro(115.67)).toBe('116\u00a0€');
  });
});

describe('parseEuro', () => {
  it.each([
    // The four: a dot groups thousands, a comma separates the cents.
    ['5.000', 500000],
    ['5.000,00', 500000],
    ['5000', 500000],
    ['5000,5', 500050],
    ['199', 19900],
    ['199,5', 19950],
    ['199,50', 19950],
    ['0,01', 1],
    ['0,5', 50],
    ['0', 0],
    ['00', 0],
    ['1.234', 123400],
    ['1.234,56', 123456],
    ['999.999,99', 99999999],
    ['12.345', 1234500],
    ['987654,32', 98765432],
    // The ceiling itself.
    ['1.000.000,00', 100000000],
    // A currency sign or name, before or after, with or without a space.
    ['1.234,5 €', 123450],
    ['1.234,5€', 123450],
    ['€ 299,00', 29900],
    ['EUR 65', 6500],
    ['65,50 EUR', 6550],
    // Spaces anywhere, also the no-break and narrow no-break ones formatEuro writes, and as thousands groups.
    [' 65 ', 6500],
    ['1\u00a0234,56\u00a0€', 123456],
    ['1\u202f234,56\u202f€', 123456],
    ['5 000,00', 500000],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseEuro(text)).toBe(cents);
  });

  it.each([
    // English forms: grouping by commas, a decimal dot.
    ['5,000.00', 'English grouping and decimal dot'],
    ['1,234.56', 'English grouping and decimal dot'],
    ['1,234', 'a comma before three digits: more than two decimals'],
    ['1,999', 'a comma before three digits: more than two decimals'],
    // A dot not followed by exactly three digits: refused rather than read as a decimal point.
    ['12.50', 'a dot before two digits'],
    ['5000.5', 'a dot before one digit'],
    ['199.5', 'a dot before one digit'],
    ['1.23', 'a dot before two digits'],
    ['0.5', 'a dot before one digit'],
    ['1.2345', 'a dot before four digits'],
    ['5000.000', 'a group before the dot longer than three digits'],
    ['12.34.56', 'groups of two'],
    ['1.23,45', 'a group of two'],
    ['0.500', 'a grouped amount beginning with 0'],
    ['1.234.', 'a dot at the end'],
    ['.500', 'a dot at the start'],
    ['1..234', 'two dots'],
    // More than two decimals, or a comma without digits on one side.
    ['0,005', 'three decimals'],
    ['199,505', 'three decimals'],
    ['1.234,567', 'three decimals'],
    ['12,', 'a comma at the end'],
    [',5', 'a comma at the start'],
    ['1,2,3', 'two commas'],
    ['1.234,56,78', 'two commas'],
    // No amount at all.
    ['abc', 'letters'],
    ['', 'nothing'],
    ['   ', 'only spaces'],
    ['€', 'only the sign'],
    ['1e3', 'an exponent'],
    ['+5', 'a plus'],
    ['5 €uro', 'a word'],
  ])('refuses %j (%s)', (text) => {
    expect(parseEuro(text)).toBeUndefined();
    expect(parseEuro(text, { allowNegative: true })).toBeUndefined();
  });

  it('refuses an amount above 1.000.000,00 € as too high, not as malformed, either way', () => {
    expect(MAX_AMOUNT_CENTS).toBe(100_000_000);
    for (const text of ['1.000.000,01', '90.071.992.547.409,91 €', '99999999999999999', '12.345.678']) {
      expect(readEuro(text)).toEqual({ ok: false, problem: 'tooHigh' });
      expect(parseEuro(text)).toBeUndefined();
    }
    expect(readEuro('-1.000.000,01', { allowNegative: true })).toEqual({ ok: false, problem: 'tooHigh' });
    expect(readEuro('-1.000.000,00', { allowNegative: true })).toEqual({ ok: true, cents: -100000000 });
    expect(readEuro('12.50')).toEqual({ ok: false, problem: 'format' });
    expect(withinCeiling(100000000)).toBe(true);
    expect(withinCeiling(100000001)).toBe(false);
    expect(withinCeiling(-100000001)).toBe(false);
  });

  it('refuses a negative amount unless asked to read one', () => {
    expect(parseEuro('-5,00')).toBeUndefined();
    expect(parseEuro('−5,00')).toBeUndefined();
    expect(parseEuro('-5.000')).toBeUndefined();
    expect(parseEuro('-5,00', { allowNegative: true })).toBe(-500);
    expect(parseEuro('−5,00', { allowNegative: true })).toBe(-500);
    expect(parseEuro('-1.234,56 €', { allowNegative: true })).toBe(-123456);
    expect(parseEuro('-5.000', { allowNegative: true })).toBe(-500000);
    expect(parseEuro('-5,000.00', { allowNegative: true })).toBeUndefined();
    expect(parseEuro('-12.50', { allowNegative: true })).toBeUndefined();
    expect(parseEuro('--5', { allowNegative: true })).toBeUndefined();
    expect(parseEuro('5-', { allowNegative: true })).toBeUndefined();
    expect(Object.is(parseEuro('-0', { allowNegative: true }), 0)).toBe(true);
  });

  it('reads back what formatEuro writes (the forms show amounts so)', () => {
    for (const cents of [0, 5, 4290, 19900, 123450, 500000, 98765432]) expect(parseEuro(formatEuro(cents))).toBe(cents);
    expect(parseEuro(formatEuro(-123450), { allowNegative: true })).toBe(-123450);
  });
});

describe('percentOf', () => {
  it('rounds half a cent up, anything less down', () => {
    // 30 % cancellation of 123,45 €: 3703.5 cents → 37,04 €.
    expect(percentOf(12345, 30)).toBe(3704);
    // 7 % of 0,50 €: 3.5 cents → 4; of 0,49 €: 3.43 → 3.
    expect(percentOf(50, 7)).toBe(4);
    expect(percentOf(49, 7)).toBe(3);
    // 19 % of 2,50 €: 47.5 cents → 48; of 2,49 €: 47.31 → 47.
    expect(percentOf(250, 19)).toBe(48);
    expect(percentOf(249, 19)).toBe(47);
    expect(percentOf(19900, 19)).toBe(3781);
    expect(percentOf(0, 19)).toBe(0);
    expect(percentOf(12345, 100)).toBe(12345);
  });
  it('rounds a negative amount (a credit) away from zero, as its positive twin', () => {
    expect(percentOf(-250, 19)).toBe(-48);
    expect(percentOf(-249, 19)).toBe(-47);
  });
  it('refuses fractions of cents or percent', () => {
    expect(() => percentOf(10.5, 19)).toThrow(RangeError);
    expect(() => percentOf(1000, 7.5)).toThrow(RangeError);
  });
});

describe('lineNet', () => {
  it('multiplies the unit price by a whole quantity', () => {
    expect(lineNet(4990, 3)).toBe(14970);
    expect(lineNet(1999, 0)).toBe(0);
    expect(() => lineNet(1999, 1.5)).toThrow(RangeError);
    expect(() => lineNet(19.99, 2)).toThrow(RangeError);
  });
});

describe('totalsOf', () => {
  it('sums the net, the VAT per rate and the gross', () => {
    // Planning fee 199,00 € (19 %), menu 45 × 38,50 € (7 %), drinks 45 × 24,90 € (19 %), room hire free (0 %).
    const totals = totalsOf([
      { netCents: 19900, vatRate: 19 },
      { netCents: lineNet(3850, 45), vatRate: 7 },
      { netCents: lineNet(2490, 45), vatRate: 19 },
      { netCents: 0, vatRate: 0 },
    ]);
    // 7 %: 173250 × 0.07 = 12127.5 → 12128. 19 %: (19900 + 112050) × 0.19 = 131950 × 0.19 = 25070.5 → 25071.
    expect(totals).toEqual({
      net: 19900 + 173250 + 112050,
      vatByRate: [
        { rate: 0, net: 0, vat: 0 },
        { rate: 7, net: 173250, vat: 12128 },
        { rate: 19, net: 131950, vat: 25071 },
      ],
      vat: 12128 + 25071,
      gross: 305200 + 37199,
    });
  });

  it('rounds once per rate, not per line', () => {
    // Three lines of 0,02 € at 19 %: per line 0.38 cents → 0 each, 0 in all; per rate 6 × 0.19 = 1.14 → 1 cent.
    expect(totalsOf([2, 2, 2].map((netCents) => ({ netCents, vatRate: 19 as const })))).toEqual({ net: 6, vatByRate: [{ rate: 19, net: 6, vat: 1 }], vat: 1, gross: 7 });
    // Two lines of 0,50 € at 7 %: per line 3.5 → 4 each, 8 in all; per rate 100 × 0.07 = 7 cents.
    expect(totalsOf([{ netCents: 50, vatRate: 7 }, { netCents: 50, vatRate: 7 }]).vat).toBe(7);
  });

  it('stays exact for the most lines the ceiling allows, and refuses a sum it could not hold exactly', () => {
    // Sixty per-person lines at 1.000.000,00 € each for 100.000 guests: the largest offer option the forms let through.
    const lines = Array.from({ length: 60 }, () => ({ netCents: lineNet(MAX_AMOUNT_CENTS, 100_000), vatRate: 19 as const }));
    expect(totalsOf(lines)).toEqual({ net: 6e14, vatByRate: [{ rate: 19, net: 6e14, vat: 1.14e14 }], vat: 1.14e14, gross: 7.14e14 });
    // An invoice's ten lines at the ceiling fit PostgreSQL's integer column of its totals.
    expect(totalsOf(Array.from({ length: 10 }, () => ({ netCents: MAX_AMOUNT_CENTS, vatRate: 19 as const }))).gross).toBeLessThanOrEqual(2 ** 31 - 1);
    // Stored before the ceiling: two lines whose sum is past 2^53 are refused rather than summed inexactly.
    expect(() => totalsOf([{ netCents: Number.MAX_SAFE_INTEGER - 1, vatRate: 0 }, { netCents: 2, vatRate: 0 }])).toThrow(RangeError);
  });

  it('gives zeros for no lines and refuses an unknown rate or a fraction of a cent', () => {
    expect(totalsOf([])).toEqual({ net: 0, vatByRate: [], vat: 0, gross: 0 });
    expect(() => totalsOf([{ netCents: 100, vatRate: 16 as 19 }])).toThrow(RangeError);
    expect(() => totalsOf([{ netCents: 100.5, vatRate: 19 }])).toThrow(RangeError);
  });
});
