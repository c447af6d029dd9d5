import { describe, expect, it } from 'vitest';
import { sampleInvoice } from '@/test/invoice-fixtures';
import { translateErrors } from '@/i18n/keys';
import { catalogue, translator } from '@/i18n/translator';
import { checkInvoiceValues as checkWithKeys, EMPTY_INVOICE_VALUES, invoiceFormCheck, invoiceValuesOf, invoiceValuesOfDocument, lineSlots, MAX_INVOICE_LINES, oversizedFields as oversizedWithKeys, parseVatChoice, vatChoiceOf } from './form-schema';

// The form's errors are message keys, worded where they are shown: here in English, as the admin shows them.
const english = (errors: Record<string, string>) => translateErrors(catalogue('en'), errors);
const checkInvoiceValues = (...args: Parameters<typeof checkWithKeys>) => {
  const checked = checkWithKeys(...args);
  return checked.ok ? checked : { ...checked, errors: english(checked.errors) };
};
const oversizedFields = (...args: Parameters<typeof oversizedWithKeys>) => english(oversizedWithKeys(...args));
const INVOICE_MESSAGES = translator('en', 'invoices.validation');

const TODAY = '2026-12-15';
const PRICE_MESSAGE = 'Please enter the net price as 5.000,00 (dot for thousands, comma for cents)';
const typed = invoiceValuesOfDocument(sampleInvoice());

describe('the invoice form', () => {
  it('reads a document back as the form shows it, and the form as the same content', () => {
    expect(typed).toMatchObject({ buyerName: 'Müller & Söhne GmbH', buyerVatId: 'DE987654321', serviceFrom: '2026-12-11', serviceTo: '', dueDate: '2026-12-29' });
    expect(typed.lines[1]).toEqual({ text: 'Weihnachtsmenü (Auslage)', quantity: '45', unit: 'C62', price: '39,90\u00a0€', vat: '7', reason: '' });
    const { buyer, service, dueDate, lines, note } = sampleInvoice();
    // A taxed line is stored standard rated (S) from now on.
    const stored = lines.map((line) => ({ ...line, taxCategory: 'S' }));
    expect(checkInvoiceValues(typed, TODAY)).toEqual({ ok: true, content: { buyer, service, dueDate, lines: stored, note } });
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
        lines: [{ text: 'Paket', quantity: '1,5', unit: 'KGM', price: '1,234.00', vat: '16' }],
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
        'lineUnit.0': 'Choose a unit',
        'linePrice.0': PRICE_MESSAGE,
        'lineVat.0': 'VAT must be 0, 7 or 19 %',
      },
    });
    expect(checkInvoiceValues({ ...typed, buyerPostalCode: '2045' }, TODAY)).toEqual({ ok: false, errors: { buyerPostalCode: 'A German postcode has five digits' } });
    expect(checkInvoiceValues({ ...typed, serviceFrom: '2026-12-11', serviceTo: '2026-12-10' }, TODAY)).toEqual({ ok: false, errors: { serviceTo: 'The period cannot end before it starts' } });
    expect(checkInvoiceValues({ ...typed, dueDate: '2026-12-14' }, TODAY)).toEqual({ ok: false, errors: { dueDate: 'The due date cannot be before the issue date' } });
    expect(checkInvoiceValues({ ...EMPTY_INVOICE_VALUES }, TODAY)).toMatchObject({ ok: false, errors: { buyerName: 'Please enter the name of the invoice recipient', 'lineText.0': 'An invoice needs at least one line' } });
  });

  it('offers hour, day, person and flat rate besides piece and month', () => {
    const units = ['C62', 'HUR', 'DAY', 'IE', 'LS', 'MON'].map((unit) => checkInvoiceValues({ ...typed, lines: [{ ...typed.lines[0], unit }] }, TODAY));
    expect(units.map((checked) => checked.ok && checked.content.lines[0].unit)).toEqual(['C62', 'HUR', 'DAY', 'IE', 'LS', 'MON']);
  });

  it('asks a 0 % line why it bears no VAT, and an exempt one for its legal ground', () => {
    const line = (vat: string, reason = '') => checkInvoiceValues({ ...typed, lines: [typed.lines[0], { ...typed.lines[1], vat, reason }] }, TODAY);
    expect(line('0:E', ' Steuerfrei nach § 4 Nr. 12 UStG ')).toMatchObject({ ok: true, content: { lines: [{ taxCategory: 'S' }, { vatRate: 0, taxCategory: 'E', exemptionReason: 'Steuerfrei nach § 4 Nr. 12 UStG' }] } });
    expect(line('0:E')).toEqual({ ok: false, errors: { 'lineReason.1': INVOICE_MESSAGES('exemptionReason') } });
    // A draft saved before the reasons says "0": the planner chooses.
    expect(line('0')).toEqual({ ok: false, errors: { 'lineVat.1': 'Choose why this line bears no VAT: reverse charge, tax exempt or not subject to VAT' } });
    expect(line('19', 'Steuerfrei')).toEqual({ ok: false, errors: { 'lineReason.1': 'Only a tax-exempt line, or one not subject to VAT, gives a reason here' } });
    expect(line('0:AE', 'Reverse Charge')).toMatchObject({ ok: false, errors: { 'lineReason.1': 'Only a tax-exempt line, or one not subject to VAT, gives a reason here' } });
    // The reverse charge needs a business in another EU country: the buyer's VAT id field says so.
    expect(line('0:AE')).toEqual({ ok: false, errors: { buyerVatId: INVOICE_MESSAGES('reverseCharge') } });
    const vienna = { ...typed, buyerCountry: 'AT', buyerPostalCode: '1010', buyerCity: 'Wien', buyerVatId: 'ATU12345678' };
    expect(checkInvoiceValues({ ...vienna, lines: [{ ...typed.lines[1], vat: '0:AE' }] }, TODAY)).toMatchObject({ ok: true, content: { lines: [{ vatRate: 0, taxCategory: 'AE' }] } });
    // Not subject to VAT stands alone on its invoice; its reason is optional.
    expect(line('0:O')).toEqual({ ok: false, errors: { 'lineVat.0': INVOICE_MESSAGES('notSubjectMixed') } });
    const alone = checkInvoiceValues({ ...typed, lines: [{ ...typed.lines[1], vat: '0:O', reason: 'Durchlaufender Posten' }] }, TODAY);
    expect(alone).toMatchObject({ ok: true, content: { lines: [{ vatRate: 0, taxCategory: 'O', exemptionReason: 'Durchlaufender Posten' }] } });
  });

  it('writes each rate and category as one choice of the VAT select, and reads it back', () => {
    expect([vatChoiceOf(19, 'S'), vatChoiceOf(7, 'S'), vatChoiceOf(0, 'AE'), vatChoiceOf(0, 'E'), vatChoiceOf(0, 'O'), vatChoiceOf(0, 'Z')]).toEqual(['19', '7', '0:AE', '0:E', '0:O', '0:Z']);
    expect(['19', '0:E', '0', '0:S', '16', ''].map(parseVatChoice)).toEqual([{ rate: 19, category: 'S' }, { rate: 0, category: 'E' }, { rate: 0, category: null }, undefined, undefined, undefined]);
    const exempt = sampleInvoice({ lines: [{ text: 'Raummiete', quantity: 1, unit: 'LS', unitNetCents: 50000, vatRate: 0, taxCategory: 'E', exemptionReason: 'Steuerfrei nach § 4 Nr. 12 UStG' }] });
    expect(invoiceValuesOfDocument(exempt).lines).toEqual([{ text: 'Raummiete', quantity: '1', unit: 'LS', price: '500,00\u00a0€', vat: '0:E', reason: 'Steuerfrei nach § 4 Nr. 12 UStG' }]);
    // An invoice issued before the categories shows what its files said: zero rated at home.
    expect(invoiceValuesOfDocument(sampleInvoice({ lines: [{ ...exempt.lines[0], taxCategory: undefined, exemptionReason: undefined }] })).lines[0].vat).toBe('0:Z');
  });

  it('reads a price as Germans type it, and refuses the English form with the example 5.000,00', () => {
    const priced = (price: string) => checkInvoiceValues({ ...typed, lines: [{ ...typed.lines[0], price }] }, TODAY);
    for (const [price, cents] of [['5.000', 500000], ['5.000,00', 500000], ['5000', 500000], ['5000,5', 500050], ['5.000,00 €', 500000]] as const)
      expect(priced(price)).toMatchObject({ ok: true, content: { lines: [{ unitNetCents: cents }] } });
    for (const price of ['5,000.00', '5000.50', '12.50', '1,234']) expect(priced(price)).toEqual({ ok: false, errors: { 'linePrice.0': PRICE_MESSAGE } });
    expect(priced('')).toEqual({ ok: false, errors: { 'linePrice.0': 'Please enter the net unit price' } });
  });

  it('refuses a price above 1.000.000,00 € and a line that comes to more, so the totals fit their integer columns', () => {
    const line = (price: string, quantity: string) => checkInvoiceValues({ ...typed, lines: [{ ...typed.lines[0], price, quantity }] }, TODAY);
    expect(line('90.071.992.547.409,91 €', '1')).toEqual({ ok: false, errors: { 'linePrice.0': 'The net unit price can be at most 1.000.000,00 €' } });
    expect(line('250.000,01', '4')).toEqual({ ok: false, errors: { 'linePrice.0': 'Quantity × net unit price can come to at most 1.000.000,00 €' } });
    expect(line('250.000,00', '4')).toMatchObject({ ok: true, content: { lines: [{ unitNetCents: 25_000_000, quantity: 4 }] } });
    expect(translator('de', 'invoices.validation')('priceTooHigh')).toBe('Der Netto-Einzelpreis darf höchstens 1.000.000,00 € betragen');
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
