import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { invoiceDebtors } from '@/db/schema';
import { exampleDatevKeys, parseConfig } from '@/lib/config';
import { DATABASE_DECIDES, describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { sampleInvoice } from '@/test/invoice-fixtures';
import { DATEV_COLUMNS, type DatevPeriod, type DatevSettings, SKR03_ACCOUNTS } from './datev';
import type { InvoiceDocument } from './document';
import { datevSettings, taxAdviserExport } from './export';
import { cancelInvoice, issueInvoice } from './queries';
import { inTransaction } from '@/test/transaction';

const byEmail = 'paula@planer.test';
const datev: DatevSettings = { consultantNumber: 29098, clientNumber: 55003, accountLength: 4, accounts: SKR03_ACCOUNTS, debtors: 'collective' };
const perCustomer: DatevSettings = { ...datev, debtors: 'per-customer' };
const column = (name: string) => DATEV_COLUMNS.indexOf(name);
const renderPdf = async (doc: InvoiceDocument) => Buffer.from(`%PDF ${doc.number}`);

describeEachDatabase('the tax adviser export', (database) => {
  const handle = freshDatabaseEach(database);

  async function issue(document: Omit<InvoiceDocument, 'number'>): Promise<string> {
    const outcome = await inTransaction(handle.db, issueInvoice)({ document, requestId: null, subject: 'package', byEmail });
    if (outcome.kind !== 'issued') throw new Error(outcome.kind);
    return outcome.invoice.id;
  }

  it("zips the period's Buchungsstapel and every invoice's PDF, cancellations included", async () => {
    const first = await issue(sampleInvoice());
    const planner = sampleInvoice({
      issueDate: '2026-12-20',
      dueDate: '2027-01-03',
      buyer: { ...sampleInvoice().buyer, name: 'Kühne; "Logistik" AG' },
      lines: [{ text: 'Planungspaket Basis', quantity: 1, unit: 'C62', unitNetCents: 19900, vatRate: 19 }],
    });
    await issue(planner);
    await issue(sampleInvoice({ issueDate: '2026-11-30', service: { date: '2026-11-28' }, dueDate: '2026-12-14' }));
    const cancelled = await cancelInvoice(handle.db, { invoiceId: first, reason: 'Falscher Empfänger', issueDate: '2026-12-22', byEmail });
    expect(cancelled.kind).toBe('cancelled');

    const stream = await taxAdviserExport(handle.db, { from: '2026-12-01', to: '2026-12-31' }, { renderPdf, datev, now: new Date('2026-12-31T10:00:00Z') });
    const files = unzipSync(new Uint8Array(await new Response(stream).arrayBuffer()));

    expect(Object.keys(files)).toEqual(['EXTF_Buchungsstapel_2026-12-01_2026-12-31.csv', 'RE-2026-00001.pdf', 'RE-2026-00002.pdf', 'RE-2026-00004.pdf']);
    expect(new TextDecoder().decode(files['RE-2026-00004.pdf'])).toBe('%PDF RE-2026-00004');

    const csv = new TextDecoder('windows-1252').decode(files['EXTF_Buchungsstapel_2026-12-01_2026-12-31.csv']);
    const lines = csv.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toMatch(/^"EXTF";700;21;"Buchungsstapel";13;20261231110000000;;"RE";"";"";29098;55003;20260101;4;20261201;20261231;/);
    // The cancellation RE-2026-00004 books against the open item RE-2026-00001 (Belegfeld 1); Belegfeld 2 is the due date.
    expect(lines.slice(2, -1).map((line) => line.split(';').slice(0, 12).join(';'))).toEqual([
      '1921,19;"S";"EUR";;;;10000;8300;;1512;"RE-2026-00001";"291226"',
      '355,81;"S";"EUR";;;;10000;8400;;1512;"RE-2026-00001";"291226"',
      '236,81;"S";"EUR";;;;10000;8400;;2012;"RE-2026-00002";"030127"',
      '1921,19;"H";"EUR";;;;10000;8300;;2212;"RE-2026-00001";"221226"',
      '355,81;"H";"EUR";;;;10000;8400;;2212;"RE-2026-00001";"221226"',
    ]);
    expect(lines[2]).toContain(';"RE-2026-00001";"291226";;"Müller & Söhne GmbH";');
    expect(lines[4]).toContain(';"RE-2026-00002";"030127";;"Kühne; ""Logistik"" AG";');
    expect(lines[5]).toContain(';"RE-2026-00001";"221226";;"Storno RE-2026-00004 Müller & Söhne GmbH";');
    // The collective account needs no debtor numbers.
    expect(await handle.db.select().from(invoiceDebtors)).toEqual([]);
  });

  /** The export's bookings as [Konto, Belegfeld 1, Buchungstext]. */
  async function bookings(period: DatevPeriod, settings: DatevSettings = perCustomer): Promise<string[][]> {
    const stream = await taxAdviserExport(handle.db, period, { renderPdf, datev: settings, now: new Date('2027-02-01T10:00:00Z') });
    const files = unzipSync(new Uint8Array(await new Response(stream).arrayBuffer()));
    const csv = new TextDecoder('windows-1252').decode(files[`EXTF_Buchungsstapel_${period.from}_${period.to}.csv`]);
    return csv
      .split('\r\n')
      .slice(2, -1)
      .map((line) => line.split(';'))
      .map((fields) => [fields[column('Konto')], fields[column('Belegfeld 1')], fields[column('Buchungstext')]]);
  }

  const december = { from: '2026-12-01', to: '2026-12-31' };
  const january = { from: '2027-01-01', to: '2027-01-31' };
  const oneLine = (netCents: number) => [{ text: 'Planungspaket Basis', quantity: 1, unit: 'C62' as const, unitNetCents: netCents, vatRate: 19 as const }];
  const kuehne = { ...sampleInvoice().buyer, name: 'Kühne Logistik AG', vatId: null, address: { street: 'Am Kai 1', postalCode: '20457', city: 'Hamburg', country: 'DE' } };

  it('gives each customer its own debitor account from 10001, the same in every export', async () => {
    const mueller = await issue(sampleInvoice({ lines: oneLine(10000) }));
    await issue(sampleInvoice({ issueDate: '2026-12-16', dueDate: '2026-12-30', buyer: kuehne, lines: oneLine(20000) }));
    // Müller again, with the VAT id written otherwise: the same customer.
    await issue(sampleInvoice({ issueDate: '2026-12-17', dueDate: '2026-12-31', buyer: { ...sampleInvoice().buyer, vatId: 'DE 987 654 321' }, lines: oneLine(30000) }));
    await cancelInvoice(handle.db, { invoiceId: mueller, reason: 'Doppelt', issueDate: '2026-12-18', byEmail });

    const first = await bookings(december);
    expect(first).toEqual([
      ['10001', '"RE-2026-00001"', '"Müller & Söhne GmbH"'],
      ['10002', '"RE-2026-00002"', '"Kühne Logistik AG"'],
      ['10001', '"RE-2026-00003"', '"Müller & Söhne GmbH"'],
      // The cancellation on its invoice's account and open item.
      ['10001', '"RE-2026-00001"', '"Storno RE-2026-00004 Müller & Söhne GmbH"'],
    ]);

    // January: Kühne again (its name written otherwise), and a new customer, who takes the next account.
    await issue(sampleInvoice({ issueDate: '2027-01-05', service: { date: '2027-01-04' }, dueDate: '2027-01-19', buyer: { ...kuehne, name: 'KUEHNE LOGISTIK AG' }, lines: oneLine(5000) }));
    await issue(sampleInvoice({ issueDate: '2027-01-06', service: { date: '2027-01-04' }, dueDate: '2027-01-20', buyer: { ...kuehne, name: 'Nordlicht Events GmbH', address: { ...kuehne.address, postalCode: '24103', city: 'Kiel' } }, lines: oneLine(5000) }));
    expect((await bookings(january)).map(([account, item]) => [account, item])).toEqual([
      ['10002', '"RE-2027-00001"'],
      ['10003', '"RE-2027-00002"'],
    ]);

    // December once more: the same accounts as the first time.
    expect(await bookings(december)).toEqual(first);
    expect((await handle.db.select({ account: invoiceDebtors.account }).from(invoiceDebtors)).map((row) => row.account).sort()).toEqual([10001, 10002, 10003]);

    // The collective option still books everyone on 10000.
    expect(new Set((await bookings(january, datev)).map(([account]) => account))).toEqual(new Set(['10000']));
  });

  it('gives a new customer one account when two exports run at once', DATABASE_DECIDES, async () => {
    await issue(sampleInvoice({ lines: oneLine(10000) }));
    await issue(sampleInvoice({ issueDate: '2026-12-16', buyer: kuehne, lines: oneLine(20000) }));
    const [a, b, c] = await Promise.all([bookings(december), bookings(december), bookings({ from: '2026-12-16', to: '2026-12-31' })]);
    expect(a).toEqual(b);
    expect(c).toEqual(a.slice(1));
    const rows = await handle.db.select({ key: invoiceDebtors.key, account: invoiceDebtors.account }).from(invoiceDebtors);
    expect(rows).toHaveLength(2);
    expect(new Set(a.map(([account]) => account))).toEqual(new Set(rows.map((row) => String(row.account))));
  });

  it('gives an empty batch for a period without invoices', async () => {
    await issue(sampleInvoice());
    const stream = await taxAdviserExport(handle.db, { from: '2026-01-01', to: '2026-01-31' }, { renderPdf, datev });
    const files = unzipSync(new Uint8Array(await new Response(stream).arrayBuffer()));
    expect(Object.keys(files)).toEqual(['EXTF_Buchungsstapel_2026-01-01_2026-01-31.csv']);
    expect(new TextDecoder('windows-1252').decode(files['EXTF_Buchungsstapel_2026-01-01_2026-01-31.csv']).split('\r\n')).toHaveLength(3);
  });
});

describe('the DATEV settings', () => {
  it('book per customer unless the collective account is chosen', () => {
    expect(datevSettings(parseConfig({})).debtors).toBe('per-customer');
    expect(datevSettings(parseConfig({ DATEV_DEBTOR_ACCOUNTS: 'collective' })).debtors).toBe('collective');
    expect(() => parseConfig({ DATEV_DEBTOR_ACCOUNTS: 'sammelkonto' })).toThrow(/DATEV_DEBTOR_ACCOUNTS/);
    expect(datevSettings(parseConfig({ DATEV_CONSULTANT_NUMBER: '29098', DATEV_CLIENT_NUMBER: '55003' }))).toMatchObject({ consultantNumber: 29098, clientNumber: 55003 });
  });

  it('name the example consultant and client numbers, which npm start warns about', () => {
    expect(exampleDatevKeys(parseConfig({}))).toEqual(['DATEV_CONSULTANT_NUMBER', 'DATEV_CLIENT_NUMBER']);
    expect(exampleDatevKeys(parseConfig({ DATEV_CONSULTANT_NUMBER: '29098' }))).toEqual(['DATEV_CLIENT_NUMBER']);
    expect(exampleDatevKeys(parseConfig({ DATEV_CONSULTANT_NUMBER: '29098', DATEV_CLIENT_NUMBER: '55003' }))).toEqual([]);
  });
});
