// The offer and invoice PDFs, in this process (no server): time per PDF (a six-option offer; a two-line invoice with
// its embedded factur-x.xml), and whether memory grows over many.
// Needs the react-server condition (the PDF modules are server-only); --expose-gc lets it measure after a collection.
import { invoicePdf } from '@/features/invoices/pdf';
import { renderOfferPdf } from '@/features/offers/pdf';
import { operator } from '@/lib/operator';
import { sampleInvoice } from '@/test/invoice-fixtures';
import { sampleSnapshot } from '@/test/offer-fixtures';
import { percentile } from './stats.ts';

const RUNS = 50;
const INVOICE_RUNS = 200;
// The first PDFs load the fonts and warm the code paths; the figures are about the ones after.
const WARMUP = 3;

interface Memory {
  rssMb: number;
  heapUsedMb: number;
}

function memory(): Memory {
  const { rss, heapUsed } = process.memoryUsage();
  const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
  return { rssMb: mb(rss), heapUsedMb: mb(heapUsed) };
}

function collect(): boolean {
  if (typeof globalThis.gc !== 'function') return false;
  globalThis.gc();
  return true;
}

/** p50/p95/max of `runs` renders after a warm-up, and the heap and RSS before, right after and after a collection. */
async function measure(render: () => Promise<Buffer>, runs: number) {
  const first = performance.now();
  const { length } = await render();
  const firstMs = Math.round(performance.now() - first);
  for (let i = 1; i < WARMUP; i++) await render();
  const gc = collect();
  const before = memory();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await render();
    samples.push(performance.now() - start);
  }
  const after = memory();
  collect();
  const afterGc = memory();
  samples.sort((a, b) => a - b);
  return {
    runs,
    kb: Math.round(length / 1024),
    firstMs,
    p50Ms: Math.round(percentile(samples, 0.5)),
    p95Ms: Math.round(percentile(samples, 0.95)),
    maxMs: Math.round(samples[samples.length - 1]),
    memoryBefore: before,
    memoryAfter: after,
    memoryAfterGc: gc ? afterGc : 'no --expose-gc: not measured',
    heapGrowthMb: gc ? Math.round((afterGc.heapUsedMb - before.heapUsedMb) * 10) / 10 : null,
  };
}

export async function pdfBench(runs = RUNS) {
  const snapshot = sampleSnapshot(['v1', 'v2', 'v3', 'v4', 'v5', 'v6'], { coverNote: 'Sechs Vorschläge für Ihre Feier – mit „Preisen“ in €.' });
  const input = { snapshot, version: 1, publishedAt: new Date('2026-11-20T10:00:00Z'), operator: operator() };
  return measure(() => renderOfferPdf(input), runs);
}

/** Issue #26 point 9: the invoice PDF, p95 of 200 and the memory after 200. */
export async function invoicePdfBench(runs = INVOICE_RUNS) {
  const doc = { ...sampleInvoice(), number: 'RE-2026-00001' };
  return measure(() => invoicePdf(doc), runs);
}
