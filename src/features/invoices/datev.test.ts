import { describe, expect, it } from 'vitest';
import { sampleInvoice } from '@/test/invoice-fixtures';
import { buchungsstapel, DATEV_COLUMNS, datevAmount, datevDayMonth, datevFileName, encodeWindows1252, parseDatevPeriod, SKR03_ACCOUNTS, type DatevSettings } from './datev';
import type { InvoiceDocument } from './document';
import { cancellationOf } from './rules';

const settings: DatevSettings = { consultantNumber: 29098, clientNumber: 55003, accountLength: 4, accounts: SKR03_ACCOUNTS };
const period = { from: '2026-12-01', to: '2026-12-31' };
// 2026-12-15 09:05:07.042 in Berlin (UTC+1).
const createdAt = new Date('2026-12-15T08:05:07.042Z');

const invoice: InvoiceDocument = { ...sampleInvoice(), number: 'RE-2026-00001' };
const cancellation: InvoiceDocument = { ...cancellationOf(invoice, { issueDate: '2026-12-20', reason: 'Falscher Empfänger' }), number: 'RE-2026-00002' };

/** The file split into lines of fields (the test's texts contain no ';' unless a test puts one there). */
function lines(documents: InvoiceDocument[]): string[][] {
  const text = buchungsstapel(documents, period, settings, createdAt);
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
    expect(header).toEqual([
      '"EXTF"',
      '700',
      '21',
      '"Buchungsstapel"',
      '13',
      '20261215090507042',
      '',
      '"RE"',
      '""',
      '""',
      '29098',
      '55003',
      '20260101',
      '4',
      '20261201',
      '20261231',
      '"Rechnungen 01.12.-31.12.2026"',
      '""',
      '1',
      '0',
      '0',
      '"EUR"',
      '',
      '""',
      '',
      '',
      '"03"',
      '',
      '',
      '""',
      '""',
    ]);
    expect(columns).toHaveLength(125);
    expect(columns.slice(0, 14)).toEqual([
      'Umsatz (ohne Soll/Haben-Kz)',
      'Soll/Haben-Kennzeichen',
      'WKZ Umsatz',
      'Kurs',
      'Basis-Umsatz',
      'WKZ Basis-Umsatz',
      'Konto',
      'Gegenkonto (ohne BU-Schlüssel)',
      'BU-Schlüssel',
      'Belegdatum',
      'Belegfeld 1',
      'Belegfeld 2',
      'Skonto',
      'Buchungstext',
    ]);
    expect(columns.at(-1)).toBe('Abw. Skontokonto');
  });

  it('books one line per VAT rate: the gross on the debitor against the rate revenue account', () => {
    const [, , ...bookings] = lines([invoice]);
    // 45 × 39,90 € = 1.795,50 € net at 7 % (VAT 125,69 €); 299,00 € net at 19 % (VAT 56,81 €).
    expect(bookings.map((b) => b.slice(0, 14))).toEqual([
      ['1921,19', '"S"', '"EUR"', '', '', '', '10000', '8300', '', '1512', '"RE-2026-00001"', '', '', '"Müller & Söhne GmbH"'],
      ['355,81', '"S"', '"EUR"', '', '', '', '10000', '8400', '', '1512', '"RE-2026-00001"', '', '', '"Müller & Söhne GmbH"'],
    ]);
    expect(bookings.every((b) => b.length === 125)).toBe(true);
    expect(bookings[0][column('Leistungsdatum')]).toBe('11122026');
  });

  it('books a cancellation as "H" with unsigned amounts, so it reverses the invoice', () => {
    const [, , ...bookings] = lines([invoice, cancellation]);
    expect(bookings.slice(2).map((b) => [b[0], b[1], b[6], b[7], b[9], b[10]])).toEqual([
      ['1921,19', '"H"', '10000', '8300', '2012', '"RE-2026-00002"'],
      ['355,81', '"H"', '10000', '8400', '2012', '"RE-2026-00002"'],
    ]);
  });

  it('takes other accounts and the 0 % rate', () => {
    const accounts = { debitor: 12345, revenue: { 19: 4400, 7: 4300, 0: 4338 } };
    const zero: InvoiceDocument = { ...invoice, lines: [{ text: 'Beratung', quantity: 2, unit: 'C62', unitNetCents: 5000, vatRate: 0 }] };
    const text = buchungsstapel([zero], period, { ...settings, accountLength: 4, accounts }, createdAt);
    expect(text.split('\r\n')[2].split(';').slice(0, 8)).toEqual(['100,00', '"S"', '"EUR"', '', '', '', '12345', '4338']);
  });

  it('writes amounts with a decimal comma and dates as DDMM', () => {
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
