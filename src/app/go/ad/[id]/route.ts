import { getDb } from '@/db/client';
import { countClick } from '@/features/venue-ads/clicks';
import { clickTarget } from '@/features/venue-ads/queries';

type Context = { params: Promise<{ id: string }> };

const NOT_INDEXED = { 'x-robots-tag': 'noindex, nofollow', 'cache-control': 'no-store' };

/** 'Website besuchen': counts the click for the operator (a number per day, nothing about the visitor) and sends the browser on. */
export async function GET(_request: Request, { params }: Context) {
  const { id } = await params;
  const db = await getDb();
  const target = await clickTarget(db, id);
  if (!target) return new Response('Diese Anzeige gibt es nicht (mehr).', { status: 404, headers: { ...NOT_INDEXED, 'content-type': 'text/plain; charset=utf-8' } });
  await countClick(db, id);
  return new Response(null, { status: 302, headers: { ...NOT_INDEXED, location: target } });
}
