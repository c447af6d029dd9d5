import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { availabilityInvites, mailOutbox, user } from '@/db/schema';
import { acceptOffer, ensureOffer, publishVersion } from '@/features/offers/queries';
import { parseConfig } from '@/lib/config';
import { describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { EMPTY_DRAFT, insertRequest, insertVenue, sampleSnapshot } from '@/test/offer-fixtures';
import { inTransaction } from '@/test/transaction';
import { askVenues } from './ask';
import { queueFollowUps } from './jobs';
import { openInvite, replyToBookingInvite } from './public-service';
import { INVITE_TEXTS } from './texts';
import { inviteToken } from './tokens';

// A venue's link lasts until 30 days after the party (the booked date once chosen) or after its release, and shows
// the company's contact from the acceptance until 14 days after the party; every day below is a fixed one.
const SECRET = 'a'.repeat(32);
const SETTINGS = parseConfig({ AUTH_SECRET: SECRET, SITE_URL: 'https://www.example.de' });
/** The acceptance, the booking mail and the other venue's release. */
const DECIDED_AT = new Date('2026-11-27T12:00:00Z');

describeEachDatabase('the lifetime of a venue’s link', (database) => {
  const handle = freshDatabaseEach(database);
  let chosen: string;
  let released: string;

  beforeEach(async () => {
    await handle.db.insert(user).values({ id: 'planner-1', name: 'Katrin Vogel', email: 'katrin@agentur.test', emailVerified: true, role: 'admin' });
    const requestId = await insertRequest(handle.db, { participantCount: 60, companyName: 'Nordlicht GmbH', contactName: 'Erika Müller', email: 'erika@nordlicht.test', phone: '040 123' });
    const venueIds = [
      await insertVenue(handle.db, { name: 'Alte Münze', contactName: 'Jonas Berg', contactEmail: 'events@muenze.test' }),
      await insertVenue(handle.db, { name: 'Spreespeicher', contactName: 'Lea Hahn', contactEmail: 'lea@speicher.test' }),
    ];
    // Asked for 11 December; the offer's option has 11 and 12 December, and the company takes the 12th.
    const asked = await askVenues(
      handle.db,
      { dates: [{ date: '2026-12-11', start: '18:00', end: '23:30' }], participantCount: 60, budgetPerPersonCents: null, wishes: '', plannerNote: '', venueIds },
      { requestId, cityName: 'Berlin', planner: { id: 'planner-1', email: 'katrin@agentur.test', profile: { name: 'Katrin Vogel' } }, teamAddress: 'team@agentur.test', secret: SECRET, siteUrl: 'https://www.example.de', signature: ['Agentur'] },
    );
    expect(asked.ok).toBe(true);
    const offer = await ensureOffer(handle.db, requestId, EMPTY_DRAFT);
    const published = await inTransaction(handle.db, publishVersion)({ offerId: offer.id, expectedRevision: 0, snapshot: sampleSnapshot([venueIds[0], venueIds[1]], { validUntil: '2099-12-31' }), changes: [], byEmail: 'katrin@agentur.test', secret: SECRET });
    if (!published.ok) throw new Error(published.reason);
    const billing = { company: 'Nordlicht GmbH', street: 'Hafenstraße 5', postalCode: '20457', city: 'Hamburg' };
    await inTransaction(handle.db, acceptOffer)({ offerId: offer.id, versionId: published.published.versionId, optionIndex: 0, dateIndex: 1, participantCount: 58, billing, purchaseOrder: null, message: null, summary: 'Option 1', today: '2026-11-27' });
    expect(await queueFollowUps(handle.db, SETTINGS, DECIDED_AT)).toBe(2);
    await handle.db.delete(mailOutbox);
    const tokenOf = async (venueId: string) => {
      const [row] = await handle.db.select().from(availabilityInvites).where(eq(availabilityInvites.venueId, venueId));
      return inviteToken(SECRET, row.tokenNonce);
    };
    [chosen, released] = [await tokenOf(venueIds[0]), await tokenOf(venueIds[1])];
  });

  it('shows the booked venue the company’s contact until 14 days after the booked date, then the party without it', async () => {
    const opened = await openInvite(handle.db, chosen, '2026-12-26');
    expect(opened.kind === 'open' && opened.page.booking).toMatchObject({
      date: { date: '2026-12-12' },
      participantCount: 58,
      company: { companyName: 'Nordlicht GmbH', contactName: 'Erika Müller', email: 'erika@nordlicht.test', phone: '040 123' },
    });
    const later = await openInvite(handle.db, chosen, '2026-12-27');
    expect(later.kind === 'open' && later.page.booking).toMatchObject({ date: { date: '2026-12-12' }, participantCount: 58, company: undefined });
    for (const words of ['Nordlicht', 'Erika', 'erika@nordlicht.test', '040 123']) expect(JSON.stringify(later)).not.toContain(words);
  });

  it('ends the booked venue’s link 30 days after the booked date (not the date asked), and refuses a post to it', async () => {
    expect((await openInvite(handle.db, chosen, '2027-01-11')).kind).toBe('open');
    expect(await openInvite(handle.db, chosen, '2027-01-12')).toEqual({ kind: 'ended' });
    expect(await replyToBookingInvite(handle.db, chosen, true, {}, new Date('2027-01-12T09:00:00Z'), { siteUrl: 'https://www.example.de', teamAddress: 'team@agentur.test' })).toEqual({ ok: false, errors: {}, message: INVITE_TEXTS.endedText });
    const [invite] = await handle.db.select().from(availabilityInvites).where(eq(availabilityInvites.recipient, 'events@muenze.test'));
    expect(invite.bookingReply).toBeNull();
  });

  it('ends a released venue’s link 30 days after its release', async () => {
    const opened = await openInvite(handle.db, released, '2026-12-27');
    expect(opened.kind === 'open' && [opened.page.block, opened.page.booking]).toEqual(['released', undefined]);
    expect(await openInvite(handle.db, released, '2026-12-28')).toEqual({ kind: 'ended' });
  });
});
