import 'server-only';
import type { Executor } from '@/db/client';
import { feedCalls, plannerOfFeedToken } from './admin-queries';
import { FEED_DAYS_BACK, plannerFeed } from './feed';

const PRIVATE = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' };

/**
 * /kalender/{token}.ics: the planner's booked calls from 30 days ago on; 404 for a forged, malformed or revoked
 * token (the same answer for each, so the answer tells nothing about a token).
 */
export async function calendarFeedResponse(db: Executor, file: string, options: { siteUrl: string; now: Date }): Promise<Response> {
  const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
  const planner = token ? await plannerOfFeedToken(db, token) : undefined;
  if (!planner) return new Response('Diesen Kalender gibt es nicht (mehr).', { status: 404, headers: { ...PRIVATE, 'content-type': 'text/plain; charset=utf-8' } });
  const calls = await feedCalls(db, planner.id, new Date(options.now.getTime() - FEED_DAYS_BACK * 24 * 60 * 60_000));
  return new Response(plannerFeed({ plannerName: planner.name || planner.email, calls, siteUrl: options.siteUrl }), {
    headers: { ...PRIVATE, 'content-type': 'text/calendar; charset=utf-8', 'content-disposition': 'inline; filename="telefonate.ics"' },
  });
}
