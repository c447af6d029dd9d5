import { describe, expect, it } from 'vitest';
import { sampleInvoice } from '@/test/invoice-fixtures';
import { invoiceTotals } from './document';
import { cancellationOf, invoiceNumber, invoiceProblems, isVatIdShaped, yearOf } from './rules';

const issued = { ...sampleInvoice(), number: 'RE-2026-00007' };

describe('invoiceNumber', () => {
  it('counts per year with five digits', () => {
    expect(invoiceNumber(2026, 1)).toBe('RE-2026-00001');
    expect(invoiceNumber(2027, 12345)).toBe('RE-2027-12345');
    expect(yearOf('2026-12-31')).toBe(2026);
    expect(() => invoiceNumber(2026, 0)).toThrow(RangeError);
    expect(() => invoiceNumber(2026, 100_000)).toThrow(RangeError);
  });
});

describe('invoice totals', () => {
  it('sums the net per rate and rounds the VAT once per rate', () => {
    // 299,00 € at 19 % and 45 × 39,90 € = 1.795,50 € at 7 % (125,685 € → 125,69 €).
    expect(invoiceTotals(sampleInvoice().lines)).toEqual({
      net: 29900 + 179550,
      vatByRate: [
        { rate: 7, net: 179550, vat: 12569 },
        { rate: 19, net: 29900, vat: 5681 },
      ],
      vat: 18250,
      gross: 209450 + 18250,
    });
  });
});

describe('invoiceProblems', () => {
  it('passes a complete invoice', () => {
    expect(invoiceProblems(issued)).toEqual([]);
  });

  it('names a missing address, a malformed VAT id, no lines, a zero total and a due date before the issue date', () => {
    const bad = {
      ...issued,
      buyer: { ...issued.buyer, address: { ...issued.buyer.address, postalCode: ' ' }, vatId: 'DE12345' },
      dueDate: '2026-12-14',
      lines: [{ ...issued.lines[0], unitNetCents: 0 }],
    };
    expect(invoiceProblems(bad)).toEqual(['buyerAddress', 'vatId', 'total', 'dueDate']);
    expect(invoiceProblems({ ...issued, lines: [] })).toEqual(['noLines']);
    expect(invoiceProblems({ ...issued, lines: [{ ...issued.lines[0], unitNetCents: -100 }] })).toEqual(['total']);
    expect(invoiceProblems({ ...issued, service: { from: '2026-12-31', to: '2026-12-01' } })).toEqual(['serviceDate']);
  });

  it('reads VAT ids by their shape', () => {
    expect(['DE123456789', 'de 123 456 789', 'ATU12345678', 'FR12345678901'].map(isVatIdShaped)).toEqual([true, true, true, true]);
    expect(['DE12345678', 'DE1234567890', '123456789', 'D1'].map(isVatIdShaped)).toEqual([false, false, false, false]);
  });
});

describe('cancellationOf', () => {
  it('negates every amount, names the original and its date, and keeps buyer and service', () => {
    const cancellation = cancellationOf(issued, { issueDate: '2027-01-05', reason: 'Falsche Anschrift' });
    expect(cancellation).toMatchObject({ type: 'cancellation', issueDate: '2027-01-05', dueDate: '2027-01-05', preceding: { number: 'RE-2026-00007', issueDate: '2026-12-15' }, buyer: issued.buyer, service: issued.service });
    expect(cancellation.note).toBe('Stornorechnung zu Rechnung RE-2026-00007 vom 15.12.2026. Grund: Falsche Anschrift');
    const [original, negated] = [invoiceTotals(issued.lines), invoiceTotals(cancellation.lines)];
    expect(negated).toEqual({ net: -original.net, vat: -original.vat, gross: -original.gross, vatByRate: original.vatByRate.map((r) => ({ rate: r.rate, net: -r.net, vat: -r.vat })) });
    expect(invoiceProblems({ ...cancellation, number: 'RE-2027-00001' })).toEqual([]);
  });
});
