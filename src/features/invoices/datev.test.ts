import { describe, expect, it } from 'vitest';
import { sampleInvoice } from '@/test/invoice-fixtures';
import {
  buchungsstapel,
  DATEV_COLUMNS,
  datevAmount,
  datevDayMonth,
  datevDebtorKey,
  datevFileName,
  datevShortDate,
  encodeWindows1252,
  parseDatevPeriod,
  SKR03_ACCOUNTS,
  type DatevSettings,
} from './datev';
import type { InvoiceDocument } from './document';
import { cancellationOf } from './rules';

const settings: DatevSettings = { consultantNumber: 29098, clientNumber: 55003, accountLength: 4, accounts: SKR03_ACCOUNTS, debtors: 'collective' };
const period = { from: '2026-12-01', to: '2026-12-31' };
// 2026-12-15 09:05:07.042 in Berlin (UTC+1).
const createdAt = new Date('2026-12-15T08:05:07.042Z');

const invoice: InvoiceDocument = { ...sampleInvoice(), number: 'RE-2026-00001' };
const cancellation: InvoiceDocument = { ...cancellationOf(invoice, { issueDate: '2026-12-20', reason: 'Falscher Empfänger' }), number: 'RE-2026-00002' };

/** The file split into lines of fields (the test's texts contain no ';' unless a test puts one there). */
function lines(documents: InvoiceDocument[], options: { settings?: DatevSettings; debtors?: Map<string, number> } = {}): string[][] {
  const text = buchungsstapel(documents, period, options.settings ?? settings, createdAt, options.debtors);
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .slice(0, -2)
    .split('\r\n')
    .map((line) => line.split(';'));
}

const column = (name: string) => DATEV_COLUMNS.indexOf(name);

describe('the DATEV Buchungsstapel', () => {
  it('starts with the EXTF header of format 700, category 21, version 13, then the 125 columns', () => {
    const [header, columns] = lines([]);
    // The two lines as DATEV reads them: the header's 31 fields, then the column names.
    expect(header.join(';')).toBe('"EXTF";700;21;"Buchungsstapel";13;20261215090507042;;"RE";"";"";29098;55003;20260101;4;20261201;20261231;"Rechnungen 01.12.-31.12.2026";"";1;0;0;"EUR";;"";;;"03";;;"";""');
    expect(columns).toHaveLength(125);
    expect(columns.slice(0, 14).join(';')).toBe(
      'Umsatz (ohne Soll/Haben-Kz);Soll/Haben-Kennzeichen;WKZ Umsatz;Kurs;Basis-Umsatz;WKZ Basis-Umsatz;Konto;Gegenkonto (ohne BU-Schlüssel);BU-Schlüssel;Belegdatum;Belegfeld 1;Belegfeld 2;Skonto;Buchungstext',
    );
    expect(columns.at(-1)).toBe('Abw. Skontokonto');
  });

  it('books one line per VAT rate: the gross on the debitor against the rate revenue account', () => {
    const [, , ...bookings] = lines([invoice]);
    // 45 × 39,90 € = 1.795,50 € net at 7 % (VAT 125,69 €); 299,00 € net at 19 % (VAT 56,81 €).
    // Belegfeld 2: the due date 29.12.2026 as TTMMJJ, for DATEV's open items.
    expect(bookings.map((b) => b.slice(0, 14))).toEqual([
      ['1921,19', '"S"', '"EUR"', '', '', '', '10000', '8300', '', '1512', '"RE-2026-00001"', '"291226"', '', '"Müller & Söhne GmbH"'],
      ['355,81', '"S"', '"EUR"', '', '', '', '10000', '8400', '', '1512', '"RE-2026-00001"', '"291226"', '', '"Müller & Söhne GmbH"'],
    ]);
    expect(bookings.every((b) => b.length === 125)).toBe(true);
    expect(bookings[0][column('Leistungsdatum')]).toBe('11122026');
  });

  it('books a cancellation as "H" with unsigned amounts against the open item of the invoice it cancels', () => {
    const [, , ...bookings] = lines([invoice, cancellation]);
    const fields = ['Umsatz (ohne Soll/Haben-Kz)', 'Soll/Haben-Kennzeichen', 'Konto', 'Gegenkonto (ohne BU-Schlüssel)', 'Belegdatum', 'Belegfeld 1', 'Belegfeld 2', 'Buchungstext'];
    // Belegfeld 1 is the cancelled invoice's number (DATEV clears open items by it), Belegfeld 2 the
    // cancellation's due date (its issue date), and its own number stands in the Buchungstext.
    expect(bookings.slice(2).map((b) => fields.map((name) => b[column(name)]))).toEqual([
      ['1921,19', '"H"', '10000', '8300', '2012', '"RE-2026-00001"', '"201226"', '"Storno RE-2026-00002 Müller & Söhne GmbH"'],
      ['355,81', '"H"', '10000', '8400', '2012', '"RE-2026-00001"', '"201226"', '"Storno RE-2026-00002 Müller & Söhne GmbH"'],
    ]);
    // The invoice and its cancellation meet on one open item of one account, and their amounts cancel out.
    const byItem = (rows: string[][]) => rows.map((b) => `${b[column('Konto')]} ${b[column('Belegfeld 1')]} ${b[column('Soll/Haben-Kennzeichen')]} ${b[0]}`);
    expect(byItem(bookings.slice(0, 2)).map((row) => row.replace('"S"', '"H"'))).toEqual(byItem(bookings.slice(2)));
  });

  it('cuts the Storno text to 60 characters and keeps the cancellation number whole', () => {
    const long: InvoiceDocument = { ...cancellation, buyer: { ...cancellation.buyer, name: 'Sehr lange Firmenbezeichnung Gesellschaft mit beschränkter Haftung & Co. KG' } };
    const [, , booking] = lines([long]);
    expect(booking[column('Buchungstext')]).toBe('"Storno RE-2026-00002 Sehr lange Firmenbezeichnung Gesellscha"');
  });

  it('books each buyer on its own debitor account with per-customer accounts, the cancellation on its invoice one', () => {
    const other: InvoiceDocument = { ...invoice, number: 'RE-2026-00003', buyer: { ...invoice.buyer, name: 'Kühne Logistik AG', vatId: null } };
    const debtors = new Map([
      [datevDebtorKey(invoice.buyer), 10001],
      [datevDebtorKey(other.buyer), 10002],
    ]);
    const [, , ...bookings] = lines([invoice, cancellation, other], { settings: { ...settings, debtors: 'per-customer' }, debtors });
    expect(bookings.map((b) => [b[column('Konto')], b[column('Belegfeld 1')]])).toEqual([
      ['10001', '"RE-2026-00001"'],
      ['10001', '"RE-2026-00001"'],
      ['10001', '"RE-2026-00001"'],
      ['10001', '"RE-2026-00001"'],
      ['10002', '"RE-2026-00003"'],
      ['10002', '"RE-2026-00003"'],
    ]);
    // No booking falls back to another account: a buyer without an account stops the batch.
    expect(() => lines([other], { settings: { ...settings, debtors: 'per-customer' }, debtors: new Map() })).toThrow('No debtor account for the buyer of RE-2026-00003');
  });

  it('books every buyer on the collective account when asked to', () => {
    const other: InvoiceDocument = { ...invoice, number: 'RE-2026-00003', buyer: { ...invoice.buyer, name: 'Kühne Logistik AG', vatId: null } };
    const [, , ...bookings] = lines([invoice, other], { debtors: new Map([[datevDebtorKey(invoice.buyer), 10001]]) });
    expect(new Set(bookings.map((b) => b[column('Konto')]))).toEqual(new Set(['10000']));
  });

  it('names a buyer by the VAT id, or else by country, postal code and name, spelling variants alike', () => {
    const buyer = invoice.buyer;
    expect(datevDebtorKey(buyer)).toBe('vat:DE987654321');
    expect(datevDebtorKey({ ...buyer, name: 'Anders', vatId: 'de 987.654.321' })).toBe('vat:DE987654321');
    const unregistered = { ...buyer, vatId: null };
    expect(datevDebtorKey(unregistered)).toBe('name:DE-20457:mueller soehne gmbh');
    expect(datevDebtorKey({ ...unregistered, vatId: '', name: '  MUELLER + Soehne  GmbH' })).toBe(datevDebtorKey(unregistered));
    expect(datevDebtorKey({ ...unregistered, name: 'Müller & Söhne GmbH', address: { ...buyer.address, postalCode: '20 459' } })).toBe('name:DE-20459:mueller soehne gmbh');
    expect(datevDebtorKey({ ...unregistered, name: 'Café Olé' })).toBe('name:DE-20457:cafe ole');
  });

  it('books each 0 % category to its SKR03 account: exempt 8100, reverse charge 8336, not subject to VAT 1590, an older 0 % line 8338', () => {
    const abroad: InvoiceDocument = {
      ...invoice,
      buyer: { ...invoice.buyer, address: { street: 'Ringstraße 1', postalCode: '1010', city: 'Wien', country: 'AT' }, vatId: 'ATU12345678' },
      lines: [
        { text: 'Planungspauschale', quantity: 1, unit: 'LS', unitNetCents: 29900, vatRate: 19, taxCategory: 'S' },
        { text: 'Raummiete', quantity: 1, unit: 'LS', unitNetCents: 50000, vatRate: 0, taxCategory: 'E', exemptionReason: 'Steuerfrei nach § 4 Nr. 12 UStG' },
        { text: 'Moderation', quantity: 4, unit: 'HUR', unitNetCents: 12000, vatRate: 0, taxCategory: 'AE' },
        { text: 'Technik', quantity: 2, unit: 'DAY', unitNetCents: 10000, vatRate: 0, taxCategory: 'AE' },
      ],
    };
    const passThrough: InvoiceDocument = { ...invoice, number: 'RE-2026-00003', lines: [{ text: 'Anzahlung Location', quantity: 1, unit: 'LS', unitNetCents: 100000, vatRate: 0, taxCategory: 'O', exemptionReason: 'Durchlaufender Posten' }] };
    const older: InvoiceDocument = { ...invoice, number: 'RE-2026-00004', lines: [{ text: 'Beratung', quantity: 2, unit: 'C62', unitNetCents: 5000, vatRate: 0 }] };
    const [, , ...bookings] = lines([abroad, passThrough, older]);
    expect(bookings.map((b) => [b[0], b[column('Gegenkonto (ohne BU-Schlüssel)')], b[column('Belegfeld 1')]])).toEqual([
      ['500,00', '8100', '"RE-2026-00001"'],
      ['680,00', '8336', '"RE-2026-00001"'],
      ['355,81', '8400', '"RE-2026-00001"'],
      ['1000,00', '1590', '"RE-2026-00003"'],
      ['100,00', '8338', '"RE-2026-00004"'],
    ]);
    // A cancellation reverses each on the same account.
    const [, , ...reversed] = lines([{ ...cancellationOf(abroad, { issueDate: '2026-12-20', reason: 'Storno' }), number: 'RE-2026-00005' }]);
    expect(reversed.map((b) => [b[0], b[1], b[column('Gegenkonto (ohne BU-Schlüssel)')]])).toEqual([
      ['500,00', '"H"', '8100'],
      ['680,00', '"H"', '8336'],
      ['355,81', '"H"', '8400'],
    ]);
  });

  it('takes other accounts and the 0 % rate', () => {
    const accounts = { debitor: 12345, revenue: { 19: 4400, 7: 4300, 0: 4338 }, untaxed: { E: 4100, AE: 4336, O: 1370 } };
    const zero: InvoiceDocument = { ...invoice, lines: [{ text: 'Beratung', quantity: 2, unit: 'C62', unitNetCents: 5000, vatRate: 0 }] };
    const text = buchungsstapel([zero], period, { ...settings, accountLength: 4, accounts, debtors: 'collective' }, createdAt);
    expect(text.split('\r\n')[2].split(';').slice(0, 8)).toEqual(['100,00', '"S"', '"EUR"', '', '', '', '12345', '4338']);
  });

  it('writes amounts with a decimal comma, dates as DDMM and due dates as TTMMJJ', () => {
    expect(datevShortDate('2027-01-03')).toBe('030127');
    expect(datevShortDate('2026-12-29')).toBe('291226');
    expect(datevAmount(5)).toBe('0,05');
    expect(datevAmount(-123456789)).toBe('1234567,89');
    expect(datevDayMonth('2026-01-05')).toBe('0501');
    expect(datevDayMonth('2026-12-31')).toBe('3112');
  });

  it('quotes hostile text: quotes doubled, no line break, cut to 60 characters, no formula', () => {
    const hostile: InvoiceDocument = { ...invoice, buyer: { ...invoice.buyer, name: 'A "B"; C\r\nD' } };
    const text = buchungsstapel([hostile], period, settings, createdAt);
    expect(text.split('\r\n')).toHaveLength(5);
    expect(text).toContain(';"A ""B""; C D";');
    const long: InvoiceDocument = { ...invoice, buyer: { ...invoice.buyer, name: `=HYPERLINK("x")${'ä'.repeat(80)}` } };
    const field = buchungsstapel([long], period, settings, createdAt).split('\r\n')[2].split(';')[13];
    expect(field).toBe(`"'=HYPERLINK(""x"")${'ä'.repeat(44)}"`);
  });

  it('is written in Windows-1252, as DATEV and German Excel read it', () => {
    expect([...encodeWindows1252('Müller')]).toEqual([0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72]);
    expect([...encodeWindows1252('Ä€–„ß')]).toEqual([0xc4, 0x80, 0x96, 0x84, 0xdf]);
    expect([...encodeWindows1252('Łódź 😀')]).toEqual([0x3f, 0xf3, 0x64, 0x7a, 0x20, 0x3f]);
    const bytes = encodeWindows1252(buchungsstapel([invoice], period, settings, createdAt));
    expect(new TextDecoder('windows-1252').decode(bytes)).toContain('"Müller & Söhne GmbH"');
  });

  it('names the file after the period', () => {
    expect(datevFileName(period)).toBe('EXTF_Buchungsstapel_2026-12-01_2026-12-31.csv');
  });

  it('accepts a period of real days within one year, from before to', () => {
    expect(parseDatevPeriod('2026-12-01', '2026-12-31')).toEqual({ ok: true, period });
    expect(parseDatevPeriod('2026-12-01', '2026-12-01')).toEqual({ ok: true, period: { from: '2026-12-01', to: '2026-12-01' } });
    expect(parseDatevPeriod(null, '2026-12-31')).toEqual({ ok: false, problem: 'invalid' });
    expect(parseDatevPeriod('2026-02-30', '2026-03-31')).toEqual({ ok: false, problem: 'invalid' });
    expect(parseDatevPeriod('1.12.2026', '2026-12-31')).toEqual({ ok: false, problem: 'invalid' });
    expect(parseDatevPeriod('2026-12-31', '2026-12-01')).toEqual({ ok: false, problem: 'reversed' });
    expect(parseDatevPeriod('2026-12-01', '2027-01-31')).toEqual({ ok: false, problem: 'years' });
  });
});
