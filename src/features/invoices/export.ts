import 'server-only';
import { and, asc, gte, lte } from 'drizzle-orm';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Database } from '@/db/client';
import { retryingAbortedTransactions } from '@/db/errors';
import { invoices } from '@/db/schema';
import { type Config, config } from '@/lib/config';
import { buchungsstapel, type DatevDebtorAccounts, datevDebtorKey, type DatevPeriod, type DatevSettings, datevFileName, encodeWindows1252, SKR03_ACCOUNTS } from './datev';
import { debtorAccounts } from './debtor-queries';
import type { InvoiceDocument } from './document';

export interface TaxAdviserExportOptions {
  /** The invoice's PDF (features/invoices/pdf.ts invoicePdf); a parameter, so the export does not depend on how it is drawn. */
  renderPdf: (doc: InvoiceDocument) => Promise<Uint8Array>;
  datev: DatevSettings;
  /** When the batch was made (the EXTF header); now unless a test fixes it. */
  now?: Date;
}

/** The adviser's numbers and the debitor accounts from the configuration; SKR03 with 4-digit accounts, as DATEV delivers it. */
export function datevSettings(settings: Config = config()): DatevSettings {
  return {
    consultantNumber: settings.DATEV_CONSULTANT_NUMBER,
    clientNumber: settings.DATEV_CLIENT_NUMBER,
    accountLength: 4,
    accounts: SKR03_ACCOUNTS,
    debtors: settings.DATEV_DEBTOR_ACCOUNTS,
  };
}

/** The ZIP's name for the period, e.g. "Rechnungen_2026-12-01_2026-12-31.zip". */
export function taxAdviserExportName(period: DatevPeriod): string {
  return `Rechnungen_${period.from}_${period.to}.zip`;
}

/**
 * The tax adviser's ZIP of a period (by issue date, invoices and cancellations): the DATEV Buchungsstapel and every
 * invoice's PDF as `<number>.pdf`. The invoices are read at once, with the buyers' debitor accounts (a new buyer
 * gets the next free one, in the same transaction), so a database error comes before the first byte; the PDFs are
 * drawn one at a time as the reader pulls, so a long period never holds all of them in memory.
 */
export async function taxAdviserExport(db: Database, period: DatevPeriod, options: TaxAdviserExportOptions): Promise<ReadableStream<Uint8Array>> {
  const { documents, debtors } = await retryingAbortedTransactions(() =>
    db.transaction(async (tx): Promise<{ documents: InvoiceDocument[]; debtors: DatevDebtorAccounts }> => {
      const rows = await tx
        .select({ document: invoices.document })
        .from(invoices)
        .where(and(gte(invoices.issueDate, period.from), lte(invoices.issueDate, period.to)))
        .orderBy(asc(invoices.year), asc(invoices.sequence));
      const documents = rows.map((row) => row.document);
      if (options.datev.debtors === 'collective') return { documents, debtors: new Map() };
      // In the order of the invoices, so a period's new buyers are numbered as they were first invoiced.
      return { documents, debtors: await debtorAccounts(tx, documents.map((doc) => datevDebtorKey(doc.buyer))) };
    }),
  );
  const csv = encodeWindows1252(buchungsstapel(documents, period, options.datev, options.now ?? new Date(), debtors));
  let next = 0;
  let zip: Zip;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((err, chunk, final) => {
        if (err) return controller.error(err);
        controller.enqueue(chunk);
        if (final) controller.close();
      });
      const entry = new ZipDeflate(datevFileName(period), { level: 6 });
      zip.add(entry);
      entry.push(csv, true);
    },
    async pull() {
      if (next === documents.length) return zip.end();
      const doc = documents[next++];
      const pdf = await options.renderPdf(doc);
      // A PDF's streams are compressed already: stored as it is.
      const entry = new ZipPassThrough(`${doc.number}.pdf`);
      zip.add(entry);
      entry.push(pdf, true);
    },
    cancel() {
      zip.terminate();
    },
  });
}
