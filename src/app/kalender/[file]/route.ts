import { getDb } from '@/db/client';
import { calendarFeedResponse } from '@/features/calls/feed-download';
import { config } from '@/lib/config';

/** A planner's calendar subscription (/kalender/{token}.ics), read by calendar apps without a session. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  return calendarFeedResponse(await getDb(), (await params).file, { siteUrl: config().SITE_URL, now: new Date() });
}
