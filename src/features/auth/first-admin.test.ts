import { eq, sql } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import { verifyPassword } from 'better-auth/crypto';
import { account, adminSetupTokens, rateLimit, session, user } from '@/db/schema';
import { databaseNow } from '@/test/clock';
import { DATABASE_DECIDES, describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import type { Transaction } from '@/db/client';
import { catalogue } from '@/i18n/translator';
import { completeSetup, createOrPromoteAdmin, issueSetupToken, setUpFirstAdmin, setupTokenValid } from './first-admin';
import { pruneAuthData } from './retention-queries';

describeEachDatabase('first admin', (database) => {
  const handle = freshDatabaseEach(database);
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the setup link works once, only while no admin exists', async () => {
    const token = await issueSetupToken(handle.db);
    expect(token).toMatch(/^[\w-]{32}$/);
    expect(await setupTokenValid(handle.db, token!)).toBe(true);
    expect(await setupTokenValid(handle.db, 'erfunden')).toBe(false);
    expect(await completeSetup(handle.db, token!, 'erste@planer.test', 'geheim123')).toBe('created');
    const [admin] = await handle.db.select().from(user);
    expect(admin).toMatchObject({ email: 'erste@planer.test', role: 'admin', emailVerified: true });
    const [credential] = await handle.db.select().from(account).where(eq(account.userId, admin.id));
    expect(credential.providerId).toBe('credential');
    expect(credential.password).not.toContain('geheim123');
    expect(await completeSetup(handle.db, token!, 'zweite@planer.test', 'geheim123')).toBeUndefined();
    expect(await issueSetupToken(handle.db)).toBeUndefined();
  });

  it('create-admin creates an admin, and promotes a confirmed account keeping its password', async () => {
    expect(await createOrPromoteAdmin(handle.db, ' Chef@Planer.test ', 'geheim123')).toBe('created');
    await handle.db.update(user).set({ role: 'user' });
    const [before] = await handle.db.select({ password: account.password }).from(account);
    expect(await createOrPromoteAdmin(handle.db, 'chef@planer.test', 'anderes-passwort')).toBe('promoted');
    expect(await handle.db.select({ email: user.email, role: user.role, verified: user.emailVerified }).from(user)).toEqual([{ email: 'chef@planer.test', role: 'admin', verified: true }]);
    expect(await handle.db.select({ password: account.password }).from(account)).toEqual([before]);
  });

  /** A stranger's sign-up with the operator's address, before the operator opens the setup link. */
  async function strangersSignUp(email: string) {
    await createOrPromoteAdmin(handle.db, email, 'fremdes-passwort');
    await handle.db.update(user).set({ role: 'user', emailVerified: false });
    const [stranger] = await handle.db.select().from(user);
    await handle.db.insert(session).values({ id: 'fremd', token: 'fremd-token', userId: stranger.id, expiresAt: new Date((await databaseNow(handle.db)).getTime() + 86_400_000) });
    return stranger;
  }

  it('the setup link replaces an unconfirmed sign-up for the address: its password and sessions do not survive', async () => {
    const stranger = await strangersSignUp('chef@planer.test');
    const token = await issueSetupToken(handle.db);
    expect(await completeSetup(handle.db, token!, 'chef@planer.test', 'echtes-passwort')).toBe('replaced');
    const accounts = await handle.db.select().from(user);
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ email: 'chef@planer.test', role: 'admin', emailVerified: true });
    expect(accounts[0].id).not.toBe(stranger.id);
    const [credential] = await handle.db.select().from(account).where(eq(account.userId, accounts[0].id));
    expect(await verifyPassword({ hash: credential.password!, password: 'echtes-passwort' })).toBe(true);
    expect(await verifyPassword({ hash: credential.password!, password: 'fremdes-passwort' })).toBe(false);
    expect(await handle.db.select().from(session)).toEqual([]);
  });

  it('create-admin replaces an unconfirmed sign-up the same way', async () => {
    await strangersSignUp('chef@planer.test');
    expect(await createOrPromoteAdmin(handle.db, 'chef@planer.test', 'echtes-passwort')).toBe('replaced');
    const [credential] = await handle.db.select().from(account);
    expect(await verifyPassword({ hash: credential.password!, password: 'fremdes-passwort' })).toBe(false);
  });

  it('five parallel submissions of one setup token make exactly one admin', DATABASE_DECIDES, async () => {
    const token = await issueSetupToken(handle.db);
    const outcomes = await Promise.all([1, 2, 3, 4, 5].map((n) => completeSetup(handle.db, token!, `admin${n}@planer.test`, 'geheim123')));
    expect(outcomes.filter((outcome) => outcome === 'created')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === undefined)).toHaveLength(4);
    expect(await handle.db.select({ role: user.role }).from(user)).toEqual([{ role: 'admin' }]);
  });

  it('a setup token expires after a day, and only the newest one works', async () => {
    const first = await issueSetupToken(handle.db);
    const second = await issueSetupToken(handle.db);
    expect(await setupTokenValid(handle.db, first!)).toBe(false);
    expect(await completeSetup(handle.db, first!, 'alt@planer.test', 'geheim123')).toBeUndefined();
    await handle.db.update(adminSetupTokens).set({ createdAt: sql`now() - interval '25 hours'` });
    expect(await setupTokenValid(handle.db, second!)).toBe(false);
    expect(await completeSetup(handle.db, second!, 'spaet@planer.test', 'geheim123')).toBeUndefined();
    expect(await handle.db.select().from(user)).toEqual([]);
  });

  it('prunes expired sessions and day-old sign-in counters', async () => {
    await createOrPromoteAdmin(handle.db, 'alt@planer.test', 'geheim123');
    const [{ id }] = await handle.db.select({ id: user.id }).from(user);
    // Sessions expire by the database's now(), sign-in counters by the app's clock (frozen here): each row is placed by the clock that judges it.
    const dbNow = (await databaseNow(handle.db)).getTime();
    const appNow = Date.parse('2026-11-16T09:00:00Z');
    vi.useFakeTimers({ now: appNow, toFake: ['Date'] });
    await handle.db.insert(session).values([
      { id: 's1', token: 't1', userId: id, expiresAt: new Date(dbNow - 1000) },
      { id: 's2', token: 't2', userId: id, expiresAt: new Date(dbNow + 60_000) },
    ]);
    await handle.db.insert(rateLimit).values([
      { id: 'r1', key: '192.0.2.1/sign-in/email', count: 3, lastRequest: appNow - 2 * 86_400_000 },
      { id: 'r2', key: '192.0.2.2/sign-in/email', count: 1, lastRequest: appNow },
    ]);
    expect(await pruneAuthData(handle.db)).toEqual({ signInCounters: 1, sessions: 1, links: 0, accountMails: 0, unconfirmedSignUps: 0 });
    expect(await handle.db.select({ id: session.id }).from(session)).toEqual([{ id: 's2' }]);
  });

  const profileOf = async (email: string) =>
    (await handle.db.select({ name: user.name, phone: user.phone, jobTitle: user.jobTitle, role: user.role }).from(user).where(eq(user.email, email)))[0];

  it('create-admin stores the display name, direct phone and job title given, and no name without one', async () => {
    expect(await createOrPromoteAdmin(handle.db, 'katrin@planer.test', 'geheim123', { name: ' Katrin Vogel ', phone: '+49 30 1234567', jobTitle: 'Eventplanerin' })).toBe('created');
    expect(await profileOf('katrin@planer.test')).toEqual({ name: 'Katrin Vogel', phone: '+49 30 1234567', jobTitle: 'Eventplanerin', role: 'admin' });
    expect(await createOrPromoteAdmin(handle.db, 'ohne@planer.test', 'geheim123')).toBe('created');
    expect(await profileOf('ohne@planer.test')).toEqual({ name: '', phone: null, jobTitle: null, role: 'admin' });
  });

  it('promoting a confirmed account sets the name when one is given, and keeps it otherwise', async () => {
    await createOrPromoteAdmin(handle.db, 'chef@planer.test', 'geheim123', { name: 'Alter Name', jobTitle: 'Planer' });
    await handle.db.update(user).set({ role: 'user' });
    expect(await createOrPromoteAdmin(handle.db, 'chef@planer.test', 'egal-123')).toBe('promoted');
    expect(await profileOf('chef@planer.test')).toEqual({ name: 'Alter Name', phone: null, jobTitle: 'Planer', role: 'admin' });
    await handle.db.update(user).set({ role: 'user' });
    expect(await createOrPromoteAdmin(handle.db, 'chef@planer.test', 'egal-123', { name: 'Katrin Vogel', phone: '030 1' })).toBe('promoted');
    expect(await profileOf('chef@planer.test')).toEqual({ name: 'Katrin Vogel', phone: '030 1', jobTitle: 'Planer', role: 'admin' });
  });

  it('runs afterCreate in the same transaction with the admin\'s id, in every outcome; its failure makes no admin', async () => {
    const seen: { outcome: string; userId: string; inTransaction: string | undefined }[] = [];
    let outcome = 'created';
    const afterCreate = async (tx: Transaction, userId: string) => {
      // The transaction sees the admin it has just made.
      const [row] = await tx.select({ role: user.role }).from(user).where(eq(user.id, userId));
      seen.push({ outcome, userId, inTransaction: row?.role });
    };
    await createOrPromoteAdmin(handle.db, 'chef@planer.test', 'geheim123', { afterCreate });
    await handle.db.update(user).set({ role: 'user' });
    outcome = 'promoted';
    await createOrPromoteAdmin(handle.db, 'chef@planer.test', 'geheim123', { afterCreate });
    await handle.db.update(user).set({ role: 'user', emailVerified: false });
    outcome = 'replaced';
    await createOrPromoteAdmin(handle.db, 'chef@planer.test', 'geheim123', { afterCreate });
    const ids = (await handle.db.select({ id: user.id }).from(user)).map((row) => row.id);
    expect(seen.map((call) => [call.outcome, call.inTransaction])).toEqual([
      ['created', 'admin'],
      ['promoted', 'admin'],
      ['replaced', 'admin'],
    ]);
    expect(seen[2].userId).toBe(ids[0]);
    expect(seen[0].userId).toBe(seen[1].userId);

    const failing = async () => {
      throw new Error('calls could not be taken');
    };
    await expect(createOrPromoteAdmin(handle.db, 'zweite@planer.test', 'geheim123', { name: 'Zweite', afterCreate: failing })).rejects.toThrow('calls could not be taken');
    expect(await profileOf('zweite@planer.test')).toBeUndefined();
  });

  it('the setup link runs afterCreate in its transaction; a failing one leaves the link usable and makes no admin', async () => {
    const token = await issueSetupToken(handle.db);
    const failing = async () => {
      throw new Error('calls could not be taken');
    };
    await expect(completeSetup(handle.db, token!, 'erste@planer.test', 'geheim123', { name: 'Erste', afterCreate: failing })).rejects.toThrow();
    expect(await handle.db.select().from(user)).toEqual([]);
    expect(await setupTokenValid(handle.db, token!)).toBe(true);
    const calls: string[] = [];
    expect(await completeSetup(handle.db, token!, 'erste@planer.test', 'geheim123', { name: 'Erste', afterCreate: async (_tx, userId) => void calls.push(userId) })).toBe('created');
    expect(calls).toEqual([(await handle.db.select({ id: user.id }).from(user))[0].id]);
    // A used link makes no admin, so there is nobody to run it for.
    expect(await completeSetup(handle.db, token!, 'zweite@planer.test', 'geheim123', { afterCreate: async (_tx, userId) => void calls.push(userId) })).toBeUndefined();
    expect(calls).toHaveLength(1);
  });

  const setupForm = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return form;
  };

  // The page passes its reader's catalogue (the browser's language); here the English one.
  const english = catalogue('en');

  it('the setup form asks for the name, and keeps what was typed (not the password) when it is missing', async () => {
    const token = await issueSetupToken(handle.db);
    const hook = vi.fn(async () => undefined);
    const refused = await setUpFirstAdmin(handle.db, setupForm({ token: token!, name: ' ', email: 'erste@planer.test', password: 'geheim123', phone: '030 1', jobTitle: 'Chefin' }), english, hook);
    expect(refused).toEqual({ done: false, errors: { name: 'Please enter your name' }, values: { name: ' ', email: 'erste@planer.test', phone: '030 1', jobTitle: 'Chefin' } });
    for (const name of ['erste@planer.test', 'x'.repeat(101), 'Erste\nZeile']) {
      expect((await setUpFirstAdmin(handle.db, setupForm({ token: token!, name, email: 'erste@planer.test', password: 'geheim123' }), english, hook)).errors).toHaveProperty('name');
    }
    expect((await setUpFirstAdmin(handle.db, setupForm({ token: token!, name: 'Erste', email: 'erste@planer.test', password: 'geheim123', phone: 'ruf an' }), english, hook)).errors).toEqual({
      phone: expect.stringMatching(/^Please enter a phone number/),
    });
    expect(hook).not.toHaveBeenCalled();
    expect(await handle.db.select().from(user)).toEqual([]);
    expect(await setupTokenValid(handle.db, token!)).toBe(true);

    const done = await setUpFirstAdmin(handle.db, setupForm({ token: token!, name: ' Katrin Vogel ', email: 'Katrin@Planer.test', password: 'geheim123', phone: ' +49 30 1234567 ', jobTitle: '' }), english, hook);
    expect(done).toEqual({ done: true, message: 'The admin account katrin@planer.test was created.' });
    expect(await profileOf('katrin@planer.test')).toEqual({ name: 'Katrin Vogel', phone: '+49 30 1234567', jobTitle: null, role: 'admin' });
    const [{ id }] = await handle.db.select({ id: user.id }).from(user);
    expect(hook).toHaveBeenCalledWith(expect.anything(), id);
    expect(await setUpFirstAdmin(handle.db, setupForm({ token: token!, name: 'Zweite', email: 'zweite@planer.test', password: 'geheim123' }), english, hook)).toMatchObject({
      done: false,
      message: 'This setup link is no longer valid: an admin exists already, or the link was used or has expired.',
    });
  });
});
