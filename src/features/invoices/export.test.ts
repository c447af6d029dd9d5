import { unzipSync } from 'fflate';
import { expect, it } from 'vitest';
import { describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { sampleInvoice } from '@/test/invoice-fixtures';
import { SKR03_ACCOUNTS } from './datev';
import type { InvoiceDocument } from './document';
import { taxAdviserExport } from './export';
import { cancelInvoice, issueInvoice } from './queries';
import { inTransaction } from '@/test/transaction';

const byEmail = 'paula@planer.test';
const datev = { consultantNumber: 29098, clientNumber: 55003, accountLength: 4, accounts: SKR03_ACCOUNTS };
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
    expect(lines.slice(2, -1).map((line) => line.split(';').slice(0, 11).join(';'))).toEqual([
      '1921,19;"S";"EUR";;;;10000;8300;;1512;"RE-2026-00001"',
      '355,81;"S";"EUR";;;;10000;8400;;1512;"RE-2026-00001"',
      '236,81;"S";"EUR";;;;10000;8400;;2012;"RE-2026-00002"',
      '1921,19;"H";"EUR";;;;10000;8300;;2212;"RE-2026-00004"',
      '355,81;"H";"EUR";;;;10000;8400;;2212;"RE-2026-00004"',
    ]);
    expect(lines[2]).toContain(';"RE-2026-00001";;;"Müller & Söhne GmbH";');
    expect(lines[4]).toContain(';"RE-2026-00002";;;"Kühne; ""Logistik"" AG";');
  });

  it('gives an empty batch for a period without invoices', async () => {
    await issue(sampleInvoice());
    const stream = await taxAdviserExport(handle.db, { from: '2026-01-01', to: '2026-01-31' }, { renderPdf, datev });
    const files = unzipSync(new Uint8Array(await new Response(stream).arrayBuffer()));
    expect(Object.keys(files)).toEqual(['EXTF_Buchungsstapel_2026-01-01_2026-01-31.csv']);
    expect(new TextDecoder('windows-1252').decode(files['EXTF_Buchungsstapel_2026-01-01_2026-01-31.csv']).split('\r\n')).toHaveLength(3);
  });
});
