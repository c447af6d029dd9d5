import { describe, expect, it } from 'vitest';
import type { DraftLine, OfferDraft, OfferOption } from '@/db/schema';
import { translator } from '@/i18n/translator';
import { draftFee, draftOptionTotals, draftTotals, lineUnitsText, quantityHint } from './draft-totals';
import { priceOption } from './prices';
import { draftFromFields, formDraft, lineFigures, planningFeeLine } from './rules';

const line = (overrides: Partial<DraftLine> = {}): DraftLine => ({ text: 'Raummiete', basis: 'flat', quantity: '1', unitNet: '400,00', vatRate: '19', ...overrides });
const menu = (overrides: Partial<DraftLine> = {}) => line({ text: 'Menü 3 Gänge', basis: 'per_person', unitNet: '39,90', vatRate: '7', ...overrides });
const PREMIUM_FEE = planningFeeLine('premium', '')!;
const en = translator('en', 'offers.totals');
const de = translator('de', 'offers.totals');

describe('lineFigures', () => {
  it('reads a row as checkDraft does: German amounts, a whole quantity, the basis and the VAT', () => {
    expect(lineFigures(line({ unitNet: '1.500,5', quantity: ' 2 ' }))).toEqual({ text: 'Raummiete', basis: 'flat', quantity: 2, unitNetCents: 150050, vatRate: 19 });
    expect(lineFigures(menu())).toEqual({ text: 'Menü 3 Gänge', basis: 'per_person', quantity: 1, unitNetCents: 3990, vatRate: 7 });
  });

  it('needs no text for a sum', () => {
    expect(lineFigures(line({ text: ' ' }))).toMatchObject({ text: '', unitNetCents: 40000 });
  });

  it('cannot read an empty or malformed price, a quantity out of range, an unknown VAT rate or basis', () => {
    for (const unreadable of [
      line({ unitNet: '' }),
      line({ unitNet: '39,999' }),
      line({ unitNet: '12.50' }),
      line({ unitNet: '-5' }),
      line({ quantity: '0' }),
      line({ quantity: '1,5' }),
      line({ quantity: '10001' }),
      line({ vatRate: '16' }),
      line({ vatRate: '' }),
      line({ basis: 'hourly' as DraftLine['basis'] }),
    ])
      expect(lineFigures(unreadable), JSON.stringify(unreadable)).toBeUndefined();
  });
});

describe('draftOptionTotals', () => {
  it('sums as the published offer will: per-person lines for the group, VAT per rate, the fee, the gross per guest', () => {
    // 400,00 € at 19 %, 50 × 39,90 € at 7 %, the Premium fee 299,00 € at 19 %.
    const totals = draftOptionTotals({ lines: [line(), menu()] }, 50, PREMIUM_FEE);
    expect(totals.lines.map(({ row, units, netCents }) => ({ row, units, netCents }))).toEqual([
      { row: 1, units: 1, netCents: 40000 },
      { row: 2, units: 50, netCents: 199500 },
    ]);
    expect(totals.fee).toMatchObject({ text: 'Planungspauschale Premium', netCents: 29900 });
    expect(totals.total).toEqual({
      net: 269400,
      vatByRate: [
        { rate: 7, net: 199500, vat: 13965 },
        { rate: 19, net: 69900, vat: 13281 },
      ],
      vat: 27246,
      gross: 296646,
    });
    expect(totals.perHeadGross).toBe(5933);
    expect(totals.notCounted).toEqual([]);
  });

  it('matches priceOption for the same lines once they are checked', () => {
    const lines = [line(), menu({ quantity: '2' }), line({ text: 'Technik', unitNet: '85,55', vatRate: '19' }), line({ text: 'Garderobe', unitNet: '0,5', vatRate: '0' })];
    const typed = draftOptionTotals({ lines }, 37, PREMIUM_FEE);
    const checked = { lines: lines.map((typedLine) => lineFigures(typedLine)!), venue: { capacitySeated: 40, capacityStanding: 60 }, minimumSpendCents: null, guestDrop: null };
    const published = priceOption(checked as unknown as OfferOption, 37, PREMIUM_FEE);
    expect(typed.total).toEqual(published.total);
    expect(typed.perHeadGross).toBe(published.perHeadGross);
  });

  it('leaves out the rows that cannot be read yet, naming them by their number, and ignores spare empty rows', () => {
    const totals = draftOptionTotals({ lines: [line(), menu({ unitNet: '' }), line({ text: '', unitNet: '' }), menu({ text: 'Getränke', unitNet: '39,999' }), line({ text: 'Deko', unitNet: '50' })] }, 50, PREMIUM_FEE);
    expect(totals.lines.map((counted) => counted.row)).toEqual([1, 5]);
    expect(totals.notCounted).toEqual([2, 4]);
    expect(totals.total).toMatchObject({ net: 74900, vat: 14231, gross: 89131 });
    expect(en('notCounted', { count: totals.notCounted.length, rows: totals.notCounted.join(', ') })).toBe('Lines 2, 4 are not counted yet: their net price, quantity or VAT cannot be read.');
    expect(en('notCounted', { count: 1, rows: '3' })).toBe('Line 3 is not counted yet: its net price, quantity or VAT cannot be read.');
  });

  it('is zero without a readable line and without a fee', () => {
    expect(draftOptionTotals({ lines: [line({ text: '', unitNet: '' })] }, 20, null)).toEqual({ lines: [], notCounted: [], fee: null, total: { net: 0, vatByRate: [], vat: 0, gross: 0 }, perHeadGross: 0 });
  });

  it('leaves out a line too large to sum exactly rather than fail', () => {
    const totals = draftOptionTotals({ lines: [line(), menu({ unitNet: '99.999.999.999,99' })] }, 500, null);
    expect(totals.notCounted).toEqual([2]);
    expect(totals.total.net).toBe(40000);
  });

  it('has no price per guest without a guest count', () => {
    expect(draftOptionTotals({ lines: [line()] }, 0, null).perHeadGross).toBeNull();
  });
});

describe('draftFee and draftTotals', () => {
  const draft = (overrides: Partial<OfferDraft> = {}): OfferDraft => ({
    validUntil: '2026-12-04',
    coverNote: '',
    enterpriseFee: '',
    feePackage: '',
    options: [
      { venueId: 'a', dates: [], lines: [line(), menu()], included: '', holdUntil: '', note: '' },
      { venueId: 'b', dates: [], lines: [line({ unitNet: '500' })], included: '', holdUntil: '', note: '' },
    ],
    ...overrides,
  });

  it("takes the request's package, or the one chosen for a request without, and the Enterprise fee as typed", () => {
    expect(draftFee(draft(), 'premium')).toEqual({ line: PREMIUM_FEE });
    expect(draftFee(draft(), null)).toEqual({ missing: 'package' });
    expect(draftFee(draft({ feePackage: 'basis' }), null)).toEqual({ line: planningFeeLine('basis', '') });
    expect(draftFee(draft(), 'enterprise')).toEqual({ missing: 'enterprise' });
    expect(draftFee(draft({ enterpriseFee: '1.500,00' }), 'enterprise')).toEqual({ line: { text: 'Planungspauschale Enterprise', basis: 'flat', quantity: 1, unitNetCents: 150000, vatRate: 19 } });
    expect(draftFee(draft({ enterpriseFee: '1,500.00' }), 'enterprise')).toEqual({ missing: 'enterprise' });
  });

  it('prices every option with the same fee, and without one while it is missing', () => {
    const { fee, options } = draftTotals(draft(), 50, 'premium');
    expect('line' in fee).toBe(true);
    expect(options.map((option) => option.total.gross)).toEqual([296646, 95081]);
    expect(draftTotals(draft(), 50, null).options.map((option) => option.total.gross)).toEqual([261065, 59500]);
  });

  it('reads the posted form as the builder holds it, spare rows included, and sums what the saved draft will publish', () => {
    const form = formDraft(draft());
    const fields: Record<string, string> = { validUntil: form.validUntil, coverNote: '', enterpriseFee: '', feePackage: '' };
    form.options.forEach((option, i) => {
      fields[`options.${i}.venueId`] = option.venueId;
      option.lines.forEach((typed, j) => Object.entries(typed).forEach(([name, value]) => (fields[`options.${i}.lines.${j}.${name}`] = value)));
    });
    expect(draftTotals(draftFromFields(fields), 50, 'premium').options.map((option) => ({ gross: option.total.gross, notCounted: option.notCounted }))).toEqual([
      { gross: 296646, notCounted: [] },
      { gross: 95081, notCounted: [] },
    ]);
  });
});

describe('the per-person label', () => {
  it('says what a per-person quantity is multiplied by, beside the quantity and in the totals', () => {
    expect(quantityHint({ basis: 'per_person' }, 82, en)).toBe('× 82 guests');
    expect(quantityHint({ basis: 'per_person' }, 1, en)).toBe('× 1 guest');
    expect(quantityHint({ basis: 'per_person' }, 1200, en)).toBe('× 1200 guests');
    expect(quantityHint({ basis: 'flat' }, 82, en)).toBeUndefined();
    expect(lineUnitsText({ basis: 'per_person', quantity: 1 }, 82, en)).toBe('× 82 guests');
    expect(lineUnitsText({ basis: 'per_person', quantity: 2 }, 82, en)).toBe('× 2 × 82 guests');
    expect(lineUnitsText({ basis: 'flat', quantity: 1 }, 82, en)).toBe('× 1');
    expect(lineUnitsText({ basis: 'flat', quantity: 3 }, 82, en)).toBe('× 3');
    expect(en('lineDetail', { unitPrice: '39,90\u00a0€', units: lineUnitsText({ basis: 'per_person', quantity: 1 }, 82, en), vatRate: 7 })).toBe('39,90\u00a0€ × 82 guests · VAT 7 %');
  });

  it('says it in German for a German admin', () => {
    expect(quantityHint({ basis: 'per_person' }, 1, de)).toBe('× 1 Gast');
    expect(lineUnitsText({ basis: 'per_person', quantity: 2 }, 82, de)).toBe('× 2 × 82 Gäste');
    expect(de('lineDetail', { unitPrice: '39,90\u00a0€', units: lineUnitsText({ basis: 'per_person', quantity: 1 }, 82, de), vatRate: 7 })).toBe('39,90\u00a0€ × 82 Gäste · MwSt. 7 %');
  });
});
