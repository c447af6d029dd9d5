import { describe, expect, it } from 'vitest';
import { sampleInvoice } from '@/test/invoice-fixtures';
import { type InvoiceDocument, invoiceTotals, invoiceVatBreakdown, lineTaxCategory } from './document';
import { bookingInvoiceSubject, bookingOfSubject, cancellationOf, eventNote, invoiceNumber, invoiceProblems, isVatIdShaped, yearOf } from './rules';

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

  it('asks a 0 % line for a fitting category: an exempt one its ground, the reverse charge a business in another EU country, not subject to VAT an invoice of its own', () => {
    const vienna = { ...issued.buyer, address: { street: 'Ringstraße 1', postalCode: '1010', city: 'Wien', country: 'AT' }, vatId: 'ATU12345678' };
    const [taxed, other] = issued.lines;
    const exempt = { ...other, vatRate: 0 as const, taxCategory: 'E' as const, exemptionReason: 'Steuerfrei nach § 4 Nr. 12 UStG' };
    const reverse = { ...other, vatRate: 0 as const, taxCategory: 'AE' as const };
    const outside = { ...other, vatRate: 0 as const, taxCategory: 'O' as const };
    expect(invoiceProblems({ ...issued, buyer: vienna, lines: [taxed, exempt, reverse] })).toEqual([]);
    expect(invoiceProblems({ ...issued, lines: [taxed, { ...exempt, exemptionReason: ' ' }] })).toEqual(['exemptionReason']);
    expect(invoiceProblems({ ...issued, lines: [reverse] })).toEqual(['reverseCharge']);
    expect(invoiceProblems({ ...issued, buyer: { ...vienna, vatId: null }, lines: [reverse] })).toEqual(['reverseCharge']);
    expect(invoiceProblems({ ...issued, buyer: { ...vienna, address: { ...vienna.address, country: 'CH' }, vatId: 'CHE123456789' }, lines: [reverse] })).toEqual(['reverseCharge']);
    expect(invoiceProblems({ ...issued, lines: [outside] })).toEqual([]);
    expect(invoiceProblems({ ...issued, lines: [taxed, outside] })).toEqual(['notSubjectMixed']);
    expect(invoiceProblems({ ...issued, lines: [{ ...taxed, taxCategory: 'E' }] })).toEqual(['taxCategory']);
    expect(invoiceProblems({ ...issued, lines: [{ ...other, vatRate: 0, taxCategory: 'S' }] })).toEqual(['taxCategory']);
  });

  it('reads an invoice issued before the categories as its files said then: AE to a business elsewhere in the EU, else Z', () => {
    const older = { ...issued.lines[1], vatRate: 0 as const };
    expect(lineTaxCategory(older, issued)).toBe('Z');
    expect(lineTaxCategory(older, { ...issued, buyer: { ...issued.buyer, address: { ...issued.buyer.address, country: 'AT' }, vatId: 'ATU12345678' } })).toBe('AE');
    expect(lineTaxCategory({ ...issued.lines[0], taxCategory: undefined }, issued)).toBe('S');
    expect(invoiceProblems({ ...issued, lines: [issued.lines[0], older] })).toEqual([]);
  });

  it('breaks the VAT down by rate and, at 0 %, by category, the exempt grounds joined', () => {
    const doc: Pick<InvoiceDocument, 'lines' | 'buyer' | 'seller'> = {
      ...issued,
      lines: [
        ...issued.lines,
        { text: 'Raum', quantity: 1, unit: 'LS', unitNetCents: 50000, vatRate: 0, taxCategory: 'E', exemptionReason: 'Steuerfrei nach § 4 Nr. 12 UStG' },
        { text: 'Führung', quantity: 2, unit: 'HUR', unitNetCents: 5000, vatRate: 0, taxCategory: 'E', exemptionReason: 'Steuerfrei nach § 4 Nr. 20 UStG' },
        { text: 'Garderobe', quantity: 1, unit: 'LS', unitNetCents: 2000, vatRate: 0, taxCategory: 'E', exemptionReason: 'Steuerfrei nach § 4 Nr. 12 UStG' },
      ],
    };
    expect(invoiceVatBreakdown(doc)).toEqual([
      { category: 'E', rate: 0, net: 62000, vat: 0, reason: { text: 'Steuerfrei nach § 4 Nr. 12 UStG; Steuerfrei nach § 4 Nr. 20 UStG', code: null } },
      { category: 'S', rate: 7, net: 179550, vat: 12569, reason: null },
      { category: 'S', rate: 19, net: 29900, vat: 5681, reason: null },
    ]);
  });

  it('reads VAT ids by their shape', () => {
    expect(['DE123456789', 'de 123 456 789', 'ATU12345678', 'FR12345678901'].map(isVatIdShaped)).toEqual([true, true, true, true]);
    expect(['DE12345678', 'DE1234567890', '123456789', 'D1'].map(isVatIdShaped)).toEqual([false, false, false, false]);
  });
});

describe('eventNote', () => {
  it('names the event a planning fee was for: date, venue, city', () => {
    expect(eventNote({ date: '2026-12-11', venueName: 'Kesselhaus am Kanal', cityName: 'Berlin' })).toBe('Weihnachtsfeier am 11.12.2026 – Kesselhaus am Kanal, Berlin');
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

describe('the subject of an ad booking’s invoice', () => {
  it('names the booking, and a request’s invoice none', () => {
    const id = '6b1f3c2e-9a4d-4e7b-8c15-2d9f0a3b7e64';
    expect(bookingInvoiceSubject(id)).toBe(`booking:${id}`);
    expect(bookingOfSubject(bookingInvoiceSubject(id))).toBe(id);
    for (const subject of ['package', 'other', 'booking:', 'booking:kein-uuid']) expect(bookingOfSubject(subject)).toBeUndefined();
  });
});
