import { eq, sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { mailOutbox, user } from '@/db/schema';
import { postToAuth } from '@/test/auth';
import { appDatabaseFor, describeEachDatabase } from '@/test/databases';

vi.mock('next/headers', async () => (await import('@/test/next-mocks')).nextHeaders());
vi.mock('next/cache', async () => (await import('@/test/next-mocks')).nextCache());

const { pruneAuthData } = await import('./retention-queries');

let clientCounter = 0;
/** A call of the sign-up or reset endpoint as the browser makes it; each from its own client address, so only the per-address rules apply. */
async function post(endpoint: string, body: Record<string, string>) {
  const response = await postToAuth(endpoint, body, { 'x-wf-client-address': `198.51.100.${++clientCounter}` });
  return { status: response.status, body: await response.text() };
}

/** The answer with what differs between two sign-ups anyway (id, address, times) blanked out. */
const shape = (body: string, email: string) =>
  body
    .replaceAll(email, '<email>')
    .replace(/"id":"[^"]+"/g, '"id":"<id>"')
    .replace(/"\d{4}-\d{2}-\d{2}T[^"]+"/g, '"<time>"');

describeEachDatabase('account mails', (database) => {
  const handle = appDatabaseFor(database);

  const mailsTo = async (email: string) => (await handle.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).map((mail) => mail.kind);

  it('answers a sign-up for an existing address exactly as for a new one, and tells the owner instead', async () => {
    const first = await post('sign-up/email', { email: 'vorhanden@planer.test', password: 'geheim123', name: 'Nora Neu' });
    const again = await post('sign-up/email', { email: 'vorhanden@planer.test', password: 'anderes99', name: 'Nora Neu' });
    const fresh = await post('sign-up/email', { email: 'neu@planer.test', password: 'geheim123', name: 'Nora Neu' });
    expect(again.status).toBe(first.status);
    expect(shape(again.body, 'vorhanden@planer.test')).toBe(shape(fresh.body, 'neu@planer.test'));
    await vi.waitFor(async () => expect(await mailsTo('vorhanden@planer.test')).toEqual(['account-verification', 'account-exists']));
  });

  it('sends at most three account mails to one address an hour, answering the same every time', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await post('request-password-reset', { email: 'vorhanden@planer.test', redirectTo: '/auth/reset-password' })).status);
    expect(new Set(answers)).toEqual(new Set([200]));
    const kinds = await mailsTo('vorhanden@planer.test');
    expect(kinds).toHaveLength(3);
  });

  it('the daily clean-up deletes account mails after a day and unconfirmed sign-ups after two', async () => {
    await handle.db.execute(sql`update mail_outbox set created_at = now() - interval '25 hours' where secret_link or kind = 'account-exists'`);
    await handle.db.update(user).set({ createdAt: sql`now() - interval '49 hours'` }).where(eq(user.email, 'neu@planer.test'));
    const pruned = await pruneAuthData(handle.db);
    // Three to the existing address, one to the new one.
    expect(pruned).toMatchObject({ accountMails: 4, unconfirmedSignUps: 1 });
    expect(await handle.db.select({ email: user.email }).from(user)).toEqual([{ email: 'vorhanden@planer.test' }]);
    expect(await mailsTo('vorhanden@planer.test')).toEqual([]);
  });

  it('a sign-up needs a display name (no address), stored trimmed; a call of the endpoint does not get past it', async () => {
    for (const name of [undefined, ' ', 'nina@planer.test', 'N'.repeat(101)]) {
      const refused = await post('sign-up/email', { email: 'nina@planer.test', password: 'geheim123', ...(name === undefined ? {} : { name }) });
      expect(refused.status, String(name)).toBe(400);
    }
    expect(JSON.parse((await post('sign-up/email', { email: 'nina@planer.test', password: 'geheim123', name: 'nina@planer.test' })).body)).toMatchObject({ message: 'Please enter your name' });
    expect(await handle.db.select().from(user).where(eq(user.email, 'nina@planer.test'))).toEqual([]);
    expect((await post('sign-up/email', { email: 'nina@planer.test', password: 'geheim123', name: '  Nina Neu ' })).status).toBe(200);
    expect(await handle.db.select({ name: user.name }).from(user).where(eq(user.email, 'nina@planer.test'))).toEqual([{ name: 'Nina Neu' }]);
  });
});
