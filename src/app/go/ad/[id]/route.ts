import { getDb } from '@/db/client';
import { countClick, visitorOfToday } from '@/features/venue-ads/click-queries';
import { clickTarget } from '@/features/venue-ads/queries';
import { clientAddress } from '@/lib/client-address';
import { config } from '@/lib/config';

type Context = { params: Promise<{ id: string }> };

const NOT_INDEXED = { 'x-robots-tag': 'noindex, nofollow', 'cache-control': 'no-store' };

/**
 * 'Website besuchen': counts the click for the operator (once per client network and Berlin day whatever the
 * User-Agent, never a self-declared robot's; no address kept) and sends every browser on, robots too.
 */
export async function GET(request: Request, { params }: Context) {
  const { id } = await params;
  const db = await getDb();
  const target = await clickTarget(db, id);
  if (!target) return new Response('Diese Anzeige gibt es nicht (mehr).', { status: 404, headers: { ...NOT_INDEXED, 'content-type': 'text/plain; charset=utf-8' } });
  const visitor = await visitorOfToday(db, clientAddress(request.headers, config().TRUSTED_PROXY_HOPS), request.headers.get('user-agent'));
  await countClick(db, id, visitor);
  return new Response(null, { status: 302, headers: { ...NOT_INDEXED, location: target } });
}
