import 'server-only';
import type { Database } from '@/db/client';
import type { PlannerProfile } from '@/features/auth/planner';
import { queueMails } from '@/lib/mail/queue';
import { askMail } from './emails';
import type { AskInput } from './form-schema';
import { askableVenues, insertAsk, type NewInvite } from './queries';
import { hashToken, inviteToken, newNonce } from './tokens';
import { invitePagePath } from './paths';

export interface AskContext {
  requestId: string;
  cityName: string;
  planner: { id: string; email: string; profile: Omit<PlannerProfile, 'email'> };
  /** The team's address, for the replies should the planner's account be gone (features/auth/planner's plannerReplyTo). */
  teamAddress: string;
  secret: string;
  siteUrl: string;
  signature: readonly string[];
}

export type AskOutcome = { ok: true; asked: number } | { ok: false; reason: 'not-askable'; missing: number };

/**
 * The planner's availability request to several venues: the ask, one invitation per venue with its private link, the
 * history entry and every venue's mail, in one transaction (a mail is queued only with its invitation, and an
 * invitation never without its mail). A venue that cannot be asked (archived, no contact address, asked for this
 * request before) refuses the whole ask, so the planner sees which and nothing half-done.
 */
export async function askVenues(db: Database, input: AskInput, ctx: AskContext): Promise<AskOutcome> {
  return db.transaction(async (tx) => {
    const venues = await askableVenues(tx, ctx.requestId, input.venueIds);
    if (venues.length !== input.venueIds.length) return { ok: false, reason: 'not-askable', missing: input.venueIds.length - venues.length } as const;
    const invites: (NewInvite & { token: string; venueName: string })[] = venues.map((venue) => {
      const tokenNonce = newNonce();
      const token = inviteToken(ctx.secret, tokenNonce);
      return { venueId: venue.id, recipient: venue.contactEmail.trim(), contactName: venue.contactName, contactSalutation: venue.contactSalutation, tokenNonce, tokenHash: hashToken(token), token, venueName: venue.name };
    });
    const { dates, participantCount, budgetPerPersonCents, wishes, plannerNote } = input;
    const facts: Omit<AskInput, 'venueIds'> = { dates, participantCount, budgetPerPersonCents, wishes, plannerNote };
    await insertAsk(tx, { requestId: ctx.requestId, input: facts, askedById: ctx.planner.id, byEmail: ctx.planner.email, historyNote: invites.map((invite) => invite.venueName).join(', ') }, invites);
    await queueMails(
      tx,
      invites.map((invite) =>
        askMail(
          {
            recipient: invite.recipient,
            contactName: invite.contactName,
            salutation: invite.contactSalutation,
            venueName: invite.venueName,
            cityName: ctx.cityName,
            link: `${ctx.siteUrl}${invitePagePath(invite.token)}`,
            requestId: ctx.requestId,
            planner: { ...ctx.planner.profile, email: ctx.planner.email },
            teamAddress: ctx.teamAddress,
            signature: ctx.signature,
          },
          facts,
        ),
      ),
    );
    return { ok: true, asked: invites.length } as const;
  });
}
