import { getDb } from '@/db/client';
import { adminRoute } from '@/features/auth/guard';
import { type DatevPeriodProblem, parseDatevPeriod } from '@/features/invoices/datev';
import { datevSettings, taxAdviserExport, taxAdviserExportName } from '@/features/invoices/export';
import { invoicePdf } from '@/features/invoices/pdf';
import { requestTranslator } from '@/features/auth/request-locale';

/** What the admin reads when the period is wrong (datev.ts DatevPeriodProblem). */
const PERIOD_PROBLEMS = { invalid: 'periodInvalid', reversed: 'periodReversed', years: 'periodYears' } as const satisfies Record<DatevPeriodProblem, string>;

/** The tax adviser's ZIP (DATEV Buchungsstapel and the PDFs) of the invoices issued from ?from= to ?to= (yyyy-mm-dd, both included). */
export const GET = adminRoute(async (request) => {
  const query = new URL(request.url).searchParams;
  const parsed = parseDatevPeriod(query.get('from'), query.get('to'));
  if (!parsed.ok) return Response.json({ error: (await requestTranslator('invoices.export'))(PERIOD_PROBLEMS[parsed.problem]) }, { status: 400 });
  const zip = await taxAdviserExport(await getDb(), parsed.period, { renderPdf: invoicePdf, datev: datevSettings() });
  return new Response(zip, {
    headers: {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="${taxAdviserExportName(parsed.period)}"`,
      'cache-control': 'no-store',
    },
  });
});
