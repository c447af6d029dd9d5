import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Executor } from '@/db/client';
import { mailOutbox, venueRequests, venues } from '@/db/schema';
import { describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { type IntakeMeta, submitVenueRequest } from './intake';

const valid = { city: 'berlin', customCity: '', participantCount: '60', companyName: 'Wunsch GmbH', contactName: 'Erika Mustermann', email: 'erika@wunsch.test', phone: '030 1234567' };
const settings = { leadNotifyEmail: 'team@planer.test', signature: ['--', 'Muster Eventplanung GmbH'], rateLimit: 1000, rateWindowSeconds: 600, siteUrl: 'https://www.planer.test', secret: 'wish-test-secret' };
let tokenCounter = 0;
const meta = (): IntakeMeta => ({ submissionToken: `wish-token-${++tokenCounter}-abcdef`, clientKey: '203.0.113.9', sourcePage: '/berlin/locations/alte-muenze' });

/** A catalogue venue in `state`: public now, unpublished or archived after it was public, or never published. */
async function venue(db: Executor, name: string, cityId: string, state: 'public' | 'unpublished' | 'archived' | 'never'): Promise<string> {
  // Whether the venue was published or archived counts, not when.
  const now = new Date('2026-11-16T09:00:00Z');
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const [row] = await db
    .insert(venues)
    .values({
      name,
      cityId,
      cityName: cityId,
      address: 'Straße 1, 10115 Berlin',
      capacitySeated: 50,
      capacityStanding: 80,
      types: ['restaurant'],
      slug: state === 'never' ? null : slug,
      publishedAt: state === 'public' || state === 'archived' ? now : null,
      firstPublishedAt: state === 'never' ? null : now,
      archivedAt: state === 'archived' ? now : null,
    })
    .returning({ id: venues.id });
  return row.id;
}

const wishOf = async (db: Executor, id: string) => (await db.select({ wish: venueRequests.wishedVenueId }).from(venueRequests).where(eq(venueRequests.id, id)))[0].wish;

describeEachDatabase('a request’s wished venue', (database) => {
  const handle = freshDatabaseEach(database);

  it('records a public venue of the request’s city and names it in the team’s mail and the company’s confirmation', async () => {
    const id = await venue(handle.db, 'Alte Münze', 'berlin', 'public');
    const result = await submitVenueRequest(handle.db, { ...valid, wunschLocation: id.toUpperCase() }, meta(), settings);
    expect(result.kind).toBe('accepted');
    if (result.kind !== 'accepted') return;
    expect(await wishOf(handle.db, result.id)).toBe(id);
    const mails = await handle.db.select().from(mailOutbox).orderBy(mailOutbox.id);
    expect(mails.map((mail) => mail.kind)).toEqual(['lead-notification', 'request-confirmation']);
    expect(mails[0].textBody).toContain('Wunsch-Location: Alte Münze');
    expect(mails[1].textBody).toContain('Wunsch-Location: Alte Münze');
  });

  it.each([
    ['a venue of another city', async (db: Executor) => venue(db, 'Elbspeicher', 'hamburg', 'public')],
    ['an unpublished venue', async (db: Executor) => venue(db, 'Geheimtipp', 'berlin', 'unpublished')],
    ['an archived venue', async (db: Executor) => venue(db, 'Altbau', 'berlin', 'archived')],
    ['a venue never published', async (db: Executor) => venue(db, 'Entwurf', 'berlin', 'never')],
    ['an unknown id', async () => '00000000-0000-4000-8000-000000000000'],
    ['no id at all', async () => 'alte-muenze'],
  ])('ignores %s: the request is stored without a wish, and no error', async (_, wished) => {
    const result = await submitVenueRequest(handle.db, { ...valid, wunschLocation: await wished(handle.db) }, meta(), settings);
    expect(result.kind).toBe('accepted');
    if (result.kind !== 'accepted') return;
    expect(await wishOf(handle.db, result.id)).toBeNull();
    const [notification] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'lead-notification'));
    expect(notification.textBody).not.toContain('Wunsch-Location');
  });

  it('ignores the wish of a request for a town that is not ours', async () => {
    const id = await venue(handle.db, 'Alte Münze', 'berlin', 'public');
    const result = await submitVenueRequest(handle.db, { ...valid, city: 'andere', customCity: 'Entenhausen', wunschLocation: id }, meta(), settings);
    expect(result).toMatchObject({ kind: 'accepted', cityId: null });
    if (result.kind === 'accepted') expect(await wishOf(handle.db, result.id)).toBeNull();
  });
});
