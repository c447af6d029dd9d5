/** A planner's calendar subscription (/kalender/{token}.ics): their booked calls in one calendar (pure). */
import { createEvents } from 'ics';
import { CALENDAR_PRODUCT_ID, callEvent, callUid, unquotedNames } from './ics';
import { callFeedPath } from './paths';
import { feedToken } from './tokens';
import { type CallWishesView as Wishes, wishLines } from './format';

export interface FeedCall extends Wishes {
  id: string;
  startsAt: Date;
  endsAt: Date;
  sequence: number;
  planner: { name: string; email: string };
  request: { companyName: string; contactName: string; email: string; phone: string };
}

/** The planner's feed URL, derived again from the stored nonce with the server secret (the token itself is never stored). */
export function feedUrl(siteUrl: string, secret: string, nonce: string): string {
  return `${siteUrl}${callFeedPath(feedToken(secret, nonce))}`;
}

/** How far back the feed reaches: a calendar that re-reads it keeps the recent calls. */
export const FEED_DAYS_BACK = 30;

/**
 * The feed as METHOD:PUBLISH, each call with the UID and SEQUENCE of its invitations, so a calendar that has both
 * shows one event. A calendar without events is still a valid file.
 */
export function plannerFeed(input: { plannerName: string; calls: readonly FeedCall[]; siteUrl: string }): string {
  const events = input.calls.map((call) =>
    callEvent({
      uid: callUid(call.id, input.siteUrl),
      sequence: call.sequence,
      startsAt: call.startsAt,
      endsAt: call.endsAt,
      planner: call.planner,
      company: call.request,
      details: wishLines(call),
    }),
  );
  const { error, value } = createEvents(events, { method: 'PUBLISH', productId: CALENDAR_PRODUCT_ID, calName: `Telefonate – ${input.plannerName}` });
  if (error || !value) throw error ?? new Error('No calendar feed was made.');
  return unquotedNames(value);
}
