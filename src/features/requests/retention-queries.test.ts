import { count, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { mailOutbox, rateLimitHits, venueRequests } from '@/db/schema';
import { describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { submitVenueRequest } from './intake';
import { pruneExpiredData } from './retention-queries';

const request = { city: 'koeln', participantCount: 30, companyName: 'Dom GmbH', contactName: 'Jupp', email: 'jupp@dom.de', phone: '0221 1' };
const settings = { leadNotifyEmail: 'team@planer.test', signature: [], rateLimit: 100, rateWindowSeconds: 600, siteUrl: 'https://www.planer.test', secret: 'retention-test-secret' };

describeEachDatabase('retention', (database) => {
  const handle = freshDatabaseEach(database);

  it('deletes requests past the retention period with their mails, and rate-limit rows older than a day', async () => {
    const submit = (token: string, client: string) => submitVenueRequest(handle.db, request, { submissionToken: token, clientKey: client }, settings);
    const old = await submit('retention-old-0000001', '192.0.2.1');
    await submit('retention-new-0000001', '192.0.2.2');
    if (old.kind !== 'accepted') throw new Error('not stored');
    await handle.db.execute(sql`update venue_requests set created_at = now() - interval '25 months' where id = ${old.id}`);
    await handle.db.execute(sql`update rate_limit_hits set window_start = now() - interval '25 hours' where key = '192.0.2.1'`);

    expect(await pruneExpiredData(handle.db, 24)).toEqual({ requests: 1, mails: 2, rateLimits: 1 });
    const remaining = async (table: typeof venueRequests | typeof mailOutbox | typeof rateLimitHits) => (await handle.db.select({ n: count() }).from(table))[0].n;
    expect([await remaining(venueRequests), await remaining(mailOutbox), await remaining(rateLimitHits)]).toEqual([1, 2, 1]);
    expect(await pruneExpiredData(handle.db, 24)).toEqual({ requests: 0, mails: 0, rateLimits: 0 });
  });
});
