import 'server-only';
import type { Executor } from '@/db/client';
import { queueMail } from '@/lib/mail/queue';
import { berlinToday } from '@/lib/time';
import { partyCalendar } from './ics';
import { bookingConfirmationMail, choiceSummary } from './emails';
import { acceptanceOfRequest } from './queries';
import type { RequestStatus } from '@/features/requests/statuses';

/**
 * When the planner marks a request 'Gebucht': if the company accepted an offer, it gets the booking confirmation
 * with the party as a calendar file, queued in the caller's transaction. False when there is no acceptance.
 */
export async function queueBookingConfirmation(tx: Executor, requestId: string, settings: { siteHost: string; signature: readonly string[] }): Promise<boolean> {
  const row = await acceptanceOfRequest(tx, requestId);
  if (!row) return false;
  const { acceptance, snapshot } = row;
  const chosen = { snapshot, optionIndex: acceptance.optionIndex, dateIndex: acceptance.dateIndex, participantCount: acceptance.participantCount };
  const option = snapshot.options[acceptance.optionIndex];
  const calendar = partyCalendar({
    uid: `${acceptance.id}@${settings.siteHost}`,
    venue: option.venue,
    date: option.dates[acceptance.dateIndex],
    description: choiceSummary(chosen).join('\n'),
  });
  await queueMail(tx, bookingConfirmationMail({ ...chosen, requestId, recipient: row.email, calendar, signature: settings.signature, today: berlinToday() }));
  return true;
}

/** What follows a status change of a request for its offer: moved to 'gebucht' (not from it), the booking confirmation. */
export async function afterStatusMove(tx: Executor, requestId: string, moved: { from: RequestStatus; to: RequestStatus }, settings: { siteHost: string; signature: readonly string[] }): Promise<void> {
  if (moved.to === 'gebucht' && moved.from !== 'gebucht') await queueBookingConfirmation(tx, requestId, settings);
}
