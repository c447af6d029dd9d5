import 'server-only';
import type { Database } from '@/db/client';
import { isUuid } from '@/lib/uuid';
import { acceptanceOfRequest, ensureOffer, saveDraft } from '@/features/offers/queries';
import { MAX_OPTIONS, newDraft } from '@/features/offers/rules';
import { venuesForOffer } from '@/features/offers/venue-choices';
import type { Day } from '@/lib/time';
import { inviteOfRequest, markUsed } from './queries';
import { draftWithOption, offersADate, optionFromAnswer } from './rules';

export type TakeOutcome =
  | { kind: 'taken'; position: number; replaced: boolean }
  | { kind: 'gone' }
  | { kind: 'not_answered' }
  | { kind: 'accepted' }
  | { kind: 'full' }
  | { kind: 'stale' }
  | { kind: 'failed' };

type Refusal = Exclude<TakeOutcome, { kind: 'taken' }>;

/** A refusal after the answer was locked: thrown, so the transaction rolls the lock back. */
class TakeRefused extends Error {
  constructor(readonly outcome: Refusal) {
    super(outcome.kind);
  }
}

/**
 * The planner takes a venue's answer into the offer draft as that venue's option (in place of the one it has, else
 * added): the dates it offers, its prices as lines, its option's end as the hold date, marked as coming from the
 * answer. In one transaction: the answer is locked (the venue can no longer change it) and taken as it stands, then
 * the draft is saved against its current revision (once more on a save that came in between). A draft that cannot be
 * saved rolls the lock back, so the answer stays the venue's to change and the planner's to take again. Refused for
 * an answer without a date, a full offer and an accepted one.
 */
export async function takeAnswer(db: Database, input: { requestId: string; inviteId: string; today: Day; now: Date }): Promise<TakeOutcome> {
  const { requestId, inviteId, today, now } = input;
  try {
    return await db.transaction(async (tx): Promise<TakeOutcome> => {
      const row = await inviteOfRequest(tx, requestId, inviteId);
      if (!row) return { kind: 'gone' };
      const { invite, ask } = row;
      if (invite.status !== 'answered' || !invite.answeredAt || !offersADate(invite.dateAnswers)) return { kind: 'not_answered' };
      if (await acceptanceOfRequest(tx, requestId)) return { kind: 'accepted' };
      const venue = (await venuesForOffer(tx, [invite.venueId])).get(invite.venueId);
      if (!venue) return { kind: 'gone' };
      const current = await ensureOffer(tx, requestId, newDraft(today));
      if (!current.draft.options.some((existing) => existing.venueId === invite.venueId) && current.draft.options.length >= MAX_OPTIONS) return { kind: 'full' };
      // Locked first, then taken as it stands: an answer the venue changed a moment ago is the one in the offer.
      const used = await markUsed(tx, invite.id, now);
      if (!used?.answeredAt || used.status !== 'answered') throw new TakeRefused({ kind: 'not_answered' });
      const option = optionFromAnswer(ask, { ...used, answeredAt: used.answeredAt }, venue);
      for (let attempt = 0; attempt < 2; attempt++) {
        const offer = await ensureOffer(tx, requestId, newDraft(today));
        const placed = draftWithOption(offer.draft, option, MAX_OPTIONS);
        if (!placed.ok) throw new TakeRefused({ kind: 'full' });
        const venueIds = placed.draft.options.map((existing) => existing.venueId).filter(isUuid);
        const saved = await saveDraft(tx, { offerId: offer.id, expectedRevision: offer.revision, draft: placed.draft, venueIds });
        if (saved.ok) {
          const position = placed.draft.options.findIndex((existing) => existing.venueId === invite.venueId) + 1;
          return { kind: 'taken', position, replaced: offer.draft.options.some((existing) => existing.venueId === invite.venueId) };
        }
        if (saved.reason !== 'stale') throw new TakeRefused({ kind: 'failed' });
      }
      throw new TakeRefused({ kind: 'stale' });
    });
  } catch (err) {
    if (err instanceof TakeRefused) return err.outcome;
    throw err;
  }
}
