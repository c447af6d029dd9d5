import 'server-only';
import { getDb } from '@/db/client';
import { operator } from '@/lib/operator';
import { berlinToday } from '@/lib/time';
import { plannerPhotoForPdf } from './files';
import { offerPdfFilename, renderOfferPdf } from './pdf';
import { openOffer } from './public-service';
import { PUBLIC_TEXTS } from './texts';

/** The PDF behind a private link: the newest version, with the company's choice once it has chosen. */
export async function offerPdfResponse(token: string): Promise<Response> {
  const db = await getDb();
  const opened = await openOffer(db, token, berlinToday());
  if (opened.kind === 'unknown') return new Response(PUBLIC_TEXTS.unknown, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  if (opened.kind !== 'found') return new Response(opened.kind === 'revoked' ? PUBLIC_TEXTS.revoked : PUBLIC_TEXTS.expired.title, { status: 410, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const { version, acceptance } = opened;
  const plannerPhoto = await plannerPhotoForPdf(db, version.snapshot.planner);
  const pdf = await renderOfferPdf({ snapshot: version.snapshot, version: version.version, publishedAt: version.publishedAt, operator: operator(), acceptance, plannerPhoto });
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${offerPdfFilename(version.snapshot, version.version)}"`,
      'cache-control': 'no-store',
    },
  });
}
