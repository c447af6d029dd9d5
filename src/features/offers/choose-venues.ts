import 'server-only';
import type { Database } from '@/db/client';
import type { Day } from '@/lib/time';
import { requestForOffer } from './builder-queries';
import { ensureOffer, saveDraft } from './queries';
import { newDraft, withVenues } from './rules';
import { venuesForOffer } from './venue-choices';

export type ChooseOutcome = { kind: 'chosen' } | { kind: 'request_gone' } | { kind: 'venue_gone' } | { kind: 'stale' };

/**
 * Step 1 of the builder: the venues of the offer, in one transaction with the offer it makes for a request that has
 * none yet; an option already worked on keeps what was typed. Refused for a request that is gone, for a venue that
 * is gone (or archived and not in the draft already) and when someone saved since `revision`. A save that fails
 * leaves no offer behind.
 */
export async function chooseVenues(db: Database, input: { requestId: string; revision: number; venueIds: readonly string[]; today: Day }): Promise<ChooseOutcome> {
  const { requestId, venueIds } = input;
  return db.transaction(async (tx): Promise<ChooseOutcome> => {
    if (!(await requestForOffer(tx, requestId))) return { kind: 'request_gone' };
    const offer = await ensureOffer(tx, requestId, newDraft(input.today));
    const found = await venuesForOffer(tx, venueIds);
    const kept = new Set(offer.draft.options.map((option) => option.venueId));
    const chosen = venueIds.map((id) => found.get(id));
    if (chosen.some((venue) => !venue || (venue.archived && !kept.has(venue.id)))) return { kind: 'venue_gone' };
    const draft = withVenues(offer.draft, chosen.filter((venue) => venue !== undefined));
    const saved = await saveDraft(tx, { offerId: offer.id, expectedRevision: input.revision, draft, venueIds });
    if (saved.ok) return { kind: 'chosen' };
    return saved.reason === 'stale' ? { kind: 'stale' } : { kind: 'venue_gone' };
  });
}
