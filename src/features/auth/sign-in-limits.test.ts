import { eq, like } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mailOutbox, rateLimitHits } from '@/db/schema';
import { CLIENT_ADDRESS_HEADER } from '@/lib/client-address';
import { postToAuth } from '@/test/auth';
import { appDatabaseFor, describeEachDatabase } from '@/test/databases';

vi.mock('next/headers', async () => (await import('@/test/next-mocks')).nextHeaders());
vi.mock('next/cache', async () => (await import('@/test/next-mocks')).nextCache());

const { createOrPromoteAdmin } = await import('./first-admin');
const { translator } = await import('@/i18n/translator');
const { logger } = await import('@/lib/logger');
const { addressFailuresKey, clientFailuresKey, signInDelayMs, signInOutcome, signInPause } = await import('./sign-in-limits');
const { APIError } = await import('better-auth/api');

/** A call of an auth endpoint as the browser makes it, from the given client address (set by our server in production). */
async function post(endpoint: string, body: Record<string, string>, client: string) {
  const response = await postToAuth(endpoint, body, { [CLIENT_ADDRESS_HEADER]: client });
  const text = await response.text();
  return { status: response.status, message: text ? (JSON.parse(text) as { message?: string }).message : undefined, session: response.headers.getSetCookie().some((cookie) => cookie.includes('session_token=')) };
}

const signIn = (email: string, password: string, client: string) => post('sign-in/email', { email, password }, client);

async function failTimes(times: number, email: string, client: string) {
  for (let i = 0; i < times; i++) expect((await signIn(email, `falsch-${i}`, client)).status).toBe(401);
}

/** A request without Accept-Language, as an API caller's: the refusal in English. */
const REFUSED = { status: 429, message: translator('en', 'auth.errors')('tooManyFailedSignIns'), session: false };
const SIGNED_IN = { status: 200, session: true };

describe('sign-in rules', () => {
  it('holds attempts only beyond ten failures for the address, from 1 s doubling to at most 8 s', () => {
    expect([0, 1, 10].map(signInDelayMs)).toEqual([0, 0, 0]);
    expect([11, 12, 13, 14, 15, 1000].map(signInDelayMs)).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });

  it("keys a client's failures under its address's key, whatever the address's case and spaces", () => {
    expect(addressFailuresKey(' Chef@Planer.test ')).toBe('sign-in-failures:chef@planer.test');
    expect(clientFailuresKey('Chef@planer.test', '192.0.2.1')).toBe('sign-in-failures:chef@planer.test|192.0.2.1');
  });

  it('tells a session, the right password of an unconfirmed address and a failure apart', () => {
    expect(signInOutcome(true, undefined)).toBe('signed-in');
    expect(signInOutcome(false, APIError.from('FORBIDDEN', { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' }))).toBe('unconfirmed');
    expect(signInOutcome(false, APIError.from('UNAUTHORIZED', { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }))).toBe('failed');
  });
});

describeEachDatabase('sign-in limits', (database) => {
  const handle = appDatabaseFor(database);
  let sleeps: number[];

  beforeEach(() => {
    sleeps = [];
    vi.spyOn(signInPause, 'sleep').mockImplementation(async (ms) => {
      sleeps.push(ms);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it("a stranger's wrong passwords lock out the stranger's client, not the owner at another one", async () => {
    await createOrPromoteAdmin(handle.db, 'chefin@planer.test', 'richtig-123');
    await failTimes(5, 'chefin@planer.test', '198.51.100.1');
    expect(await signIn('chefin@planer.test', 'falsch-6', '198.51.100.1')).toEqual(REFUSED);
    expect(await signIn('chefin@planer.test', 'richtig-123', '198.51.100.2')).toMatchObject(SIGNED_IN);
    expect(await signIn('chefin@planer.test', 'richtig-123', '198.51.100.1')).toEqual(REFUSED);
  });

  it("a success clears that client's failures, and only that client's", async () => {
    await createOrPromoteAdmin(handle.db, 'tippfehler@planer.test', 'richtig-123');
    await failTimes(3, 'tippfehler@planer.test', '198.51.100.11');
    await failTimes(3, 'tippfehler@planer.test', '198.51.100.12');
    expect(await signIn('tippfehler@planer.test', 'richtig-123', '198.51.100.11')).toMatchObject(SIGNED_IN);
    await failTimes(5, 'tippfehler@planer.test', '198.51.100.11');
    expect(await signIn('tippfehler@planer.test', 'richtig-123', '198.51.100.11')).toEqual(REFUSED);
    await failTimes(2, 'tippfehler@planer.test', '198.51.100.12');
    expect(await signIn('tippfehler@planer.test', 'richtig-123', '198.51.100.12')).toEqual(REFUSED);
  });

  it('guessing from many clients is held back longer and longer, yet the owner still signs in', async () => {
    const warn = vi.spyOn(logger, 'warn');
    await createOrPromoteAdmin(handle.db, 'ziel@planer.test', 'richtig-123');
    for (const client of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) await failTimes(4, 'ziel@planer.test', client);
    // The twelfth attempt came after eleven failures.
    expect(sleeps).toEqual([1000]);
    await failTimes(1, 'ziel@planer.test', '203.0.113.4');
    expect(sleeps).toEqual([1000, 2000]);
    expect(await signIn('ziel@planer.test', 'richtig-123', '203.0.113.5')).toMatchObject(SIGNED_IN);
    expect(sleeps).toEqual([1000, 2000, 4000]);
    expect(warn.mock.calls.filter(([, message]) => String(message).includes('failed sign-ins for one address'))).toHaveLength(1);
  });

  it('a password reset through the mailed link lets its owner in at once, from the client that was locked', async () => {
    await createOrPromoteAdmin(handle.db, 'vergessen@planer.test', 'alt-123456');
    await failTimes(5, 'vergessen@planer.test', '198.51.100.21');
    for (const client of ['198.51.100.22', '198.51.100.23']) await failTimes(4, 'vergessen@planer.test', client);
    expect(await signIn('vergessen@planer.test', 'alt-123456', '198.51.100.21')).toEqual(REFUSED);
    expect((await post('request-password-reset', { email: 'vergessen@planer.test', redirectTo: '/auth/reset-password' }, '198.51.100.24')).status).toBe(200);
    await vi.waitFor(async () => expect(await handle.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'vergessen@planer.test'))).toHaveLength(1));
    const [mail] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'vergessen@planer.test'));
    const token = /\/reset-password\/([\w-]+)\?/.exec(mail.textBody)![1];
    expect((await post('reset-password', { newPassword: 'neu-123456', token }, '198.51.100.24')).status).toBe(200);
    expect(await handle.db.select().from(rateLimitHits).where(like(rateLimitHits.key, 'sign-in-failures:vergessen@%'))).toEqual([]);
    sleeps.length = 0;
    expect(await signIn('vergessen@planer.test', 'neu-123456', '198.51.100.21')).toMatchObject(SIGNED_IN);
    expect(sleeps).toEqual([]);
  });

  it('the right password of an unconfirmed address is no failure', async () => {
    expect((await post('sign-up/email', { email: 'neu@planer.test', password: 'richtig-123', name: 'Nora Neu' }, '198.51.100.31')).status).toBe(200);
    for (let i = 0; i < 6; i++) expect((await signIn('neu@planer.test', 'richtig-123', '198.51.100.32')).status).toBe(403);
  });
});
