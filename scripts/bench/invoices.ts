// Invoices, without a server, on a fresh embedded database and (with a server URL) a fresh PostgreSQL one:
// - 1,000 invoices issued one after another through issueInvoice (p50/p95 per invoice), their numbers checked to
//   run from RE-2026-00001 to RE-2026-01000 without a gap;
// - the tax adviser's export of those 1,000 (every invoice rendered as PDF/A-3 with its factur-x.xml, and the
//   DATEV CSV, zipped as the download streams it): total time and size.
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '@/db/client';
import { datevSettings, taxAdviserExport } from '@/features/invoices/export';
import { invoicePdf } from '@/features/invoices/pdf';
import { issueInvoice } from '@/features/invoices/queries';
import { sampleInvoice } from '@/test/invoice-fixtures';
import { type BenchTarget, withBenchDatabase } from './database.ts';
import type { BenchReport } from './report.ts';
import { timingSummary } from './stats.ts';
import { inTransaction } from '@/test/transaction';

const INVOICES = 1000;
const POSTGRES_DATABASE = 'wf_bench_invoices';

async function issueMany(db: Database) {
  const samples: number[] = [];
  for (let i = 0; i < INVOICES; i++) {
    const document = sampleInvoice({ buyer: { ...sampleInvoice().buyer, name: `Firma ${i + 1} GmbH` } });
    const started = performance.now();
    const outcome = await inTransaction(db, issueInvoice)({ document, requestId: null, subject: 'package', byEmail: 'bench@planer.test' });
    samples.push(performance.now() - started);
    if (outcome.kind !== 'issued') throw new Error(`invoice ${i + 1}: ${outcome.kind}`);
  }
  const [numbers] = rowsOf<{ n: number; first: string; last: string; gaps: number }>(
    await db.execute(sql`select count(*)::int as n, min(number) as first, max(number) as last,
      (select count(*)::int from generate_series(1, ${INVOICES}) s where not exists (select 1 from invoices where sequence = s)) as gaps
      from invoices`),
  );
  return { ...timingSummary(samples), ...numbers };
}

async function exportAll(db: Database) {
  const started = performance.now();
  const stream = await taxAdviserExport(db, { from: '2026-01-01', to: '2026-12-31' }, { renderPdf: invoicePdf, datev: datevSettings() });
  const bytes = (await new Response(stream).arrayBuffer()).byteLength;
  return { invoices: INVOICES, seconds: Number(((performance.now() - started) / 1000).toFixed(1)), megabytes: Number((bytes / 1024 / 1024).toFixed(1)) };
}

/** Issuing and the export on each database; numbers with a gap fail the run (exit code 1) with a FAILED line. */
export async function invoicesBench(report: BenchReport, postgresServerUrl?: string): Promise<void> {
  const targets: [string, BenchTarget][] = [['PGlite', { dialect: 'pglite' }]];
  if (postgresServerUrl) targets.push(['PostgreSQL', { dialect: 'postgres', serverUrl: postgresServerUrl }]);
  for (const [label, target] of targets) {
    await withBenchDatabase(target, POSTGRES_DATABASE, async (db) => {
      const issued = report.record(`invoiceIssue${label}`, `${INVOICES} invoices issued one after another on ${label} (ms per invoice):`, await issueMany(db));
      if (issued.n !== INVOICES || issued.gaps !== 0) {
        console.log(`FAILED: invoice numbers on ${label}: ${issued.n} invoices, ${issued.gaps} gaps`);
        process.exitCode = 1;
      } else console.log(`invoice numbers on ${label}: ${issued.first} to ${issued.last}, no gap (meets)`);
      report.record(`invoiceExport${label}`, `the tax adviser's export of ${INVOICES} invoices on ${label} (ZIP of PDFs and DATEV CSV):`, await exportAll(db));
    });
  }
}
