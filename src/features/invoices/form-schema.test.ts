import { describe, expect, it } from 'vitest';
import { sampleInvoice } from '@/test/invoice-fixtures';
import { checkInvoiceValues, EMPTY_INVOICE_VALUES, invoiceFormCheck, invoiceValuesOf, invoiceValuesOfDocument, lineSlots, MAX_INVOICE_LINES, oversizedFields } from './form-schema';

const TODAY = '2026-12-15';
const PRICE_MESSAGE = 'Please enter the net price as 5.000,00 (dot for thousands, comma for cents)';
const typed = invoiceValuesOfDocument(sampleInvoice());

describe('the invoice form', () => {
  it('reads a document back as the form shows it, and the form as the same content', () => {
    expect(typed).toMatchObject({ buyerName: 'Müller & Söhne GmbH', buyerVatId: 'DE987654321', serviceFrom: '2026-12-11', serviceTo: '', dueDate: '2026-12-29' });
    expect(typed.lines[1]).toEqual({ text: 'Weihnachtsmenü (Auslage)', quantity: '45', unit: 'C62', price: '39,90\u00a0€', vat: '7' });
    const { buyer, service, dueDate, lines, note } = sampleInvoice();
    expect(checkInvoiceValues(typed, TODAY)).toEqual({ ok: true, content: { buyer, service, dueDate, lines, note } });
  });

  it('takes a service period, German dates, a VAT id with spaces, and leaves empty lines out', () => {
    const checked = checkInvoiceValues(
      { ...typed, serviceFrom: '01.12.2026', serviceTo: '31.12.2026', buyerVatId: 'de 987 654 321', lines: [typed.lines[0], { text: '', quantity: '', unit: 'C62', price: '', vat: '19' }, typed.lines[1]] },
      TODAY,
    );
    expect(checked).toMatchObject({ ok: true, content: { service: { from: '2026-12-01', to: '2026-12-31' }, buyer: { vatId: 'DE987654321' }, lines: [{ unitNetCents: 29900 }, { unitNetCents: 3990 }] } });
  });

  it('says what is wrong next to each field', () => {
    const checked = checkInvoiceValues(
      {
        ...typed,
        buyerCountry: 'Deutschland',
        buyerEmail: 'keine-adresse',
        serviceFrom: '31.11.2026',
        serviceTo: 'morgen',
        dueDate: '',
        lines: [{ text: 'Paket', quantity: '1,5', unit: 'HUR', price: '1,234.00', vat: '16' }],
      },
      TODAY,
    );
    expect(checked).toEqual({
      ok: false,
      errors: {
        buyerCountry: 'Please enter the country as two letters (DE, AT, CH, …)',
        buyerEmail: 'Please enter a valid e-mail address',
        serviceFrom: 'Please enter a date, e.g. 11.12.2026',
        serviceTo: 'Please enter a date, e.g. 31.12.2026, or leave it empty',
        dueDate: 'Please enter the due date, e.g. 29.12.2026',
        'lineQuantity.0': 'Please enter a whole quantity from 1 to 100,000',
        'lineUnit.0': 'Choose piece or month',
        'linePrice.0': PRICE_MESSAGE,
        'lineVat.0': 'VAT must be 0, 7 or 19 %',
      },
    });
    expect(checkInvoiceValues({ ...typed, buyerPostalCode: '2045' }, TODAY)).toEqual({ ok: false, errors: { buyerPostalCode: 'A German postcode has five digits' } });
    expect(checkInvoiceValues({ ...typed, serviceFrom: '2026-12-11', serviceTo: '2026-12-10' }, TODAY)).toEqual({ ok: false, errors: { serviceTo: 'The period cannot end before it starts' } });
    expect(checkInvoiceValues({ ...typed, dueDate: '2026-12-14' }, TODAY)).toEqual({ ok: false, errors: { dueDate: 'The due date cannot be before the issue date' } });
    expect(checkInvoiceValues({ ...EMPTY_INVOICE_VALUES }, TODAY)).toMatchObject({ ok: false, errors: { buyerName: 'Please enter the name of the invoice recipient', 'lineText.0': 'An invoice needs at least one line' } });
  });

  it('reads a price as Germans type it, and refuses the English form with the example 5.000,00', () => {
    const priced = (price: string) => checkInvoiceValues({ ...typed, lines: [{ ...typed.lines[0], price }] }, TODAY);
    for (const [price, cents] of [['5.000', 500000], ['5.000,00', 500000], ['5000', 500000], ['5000,5', 500050], ['5.000,00 €', 500000]] as const)
      expect(priced(price)).toMatchObject({ ok: true, content: { lines: [{ unitNetCents: cents }] } });
    for (const price of ['5,000.00', '5000.50', '12.50', '1,234']) expect(priced(price)).toEqual({ ok: false, errors: { 'linePrice.0': PRICE_MESSAGE } });
    expect(priced('')).toEqual({ ok: false, errors: { 'linePrice.0': 'Please enter the net unit price' } });
  });

  it('reads the posted lines up to the last one typed in, and offers two empty ones below', () => {
    const values = invoiceValuesOf({ buyerName: 'A', 'lineText.0': 'Eins', 'linePrice.0': '1', 'lineText.2': 'Drei', 'lineText.5': '' });
    expect(values.lines.map((line) => line.text)).toEqual(['Eins', '', 'Drei']);
    expect([lineSlots(0), lineSlots(3), lineSlots(MAX_INVOICE_LINES)]).toEqual([3, 5, MAX_INVOICE_LINES]);
    expect(oversizedFields({ ...values, note: 'x'.repeat(2001) })).toEqual({ note: 'At most 2000 characters' });
  });

  it('checks in the browser only when issuing: a draft keeps anything', () => {
    const check = invoiceFormCheck(TODAY);
    expect(check.safeParse({ intent: 'draft', buyerName: '' }).success).toBe(true);
    const refused = check.safeParse({ intent: 'issue', buyerName: '' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toContain('buyerName');
  });
});
