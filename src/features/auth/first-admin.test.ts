import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { verifyPassword } from 'better-auth/crypto';
import { account, adminSetupTokens, rateLimit, session, user } from '@/db/schema';
import { describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { completeSetup, createOrPromoteAdmin, issueSetupToken, setupTokenValid } from './first-admin';
import { pruneAuthData } from './retention-queries';

describeEachDatabase('first admin', (database) => {
  const handle = freshDatabaseEach(database);

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
    await handle.db.insert(session).values({ id: 'fremd', token: 'fremd-token', userId: stranger.id, expiresAt: new Date(Date.now() + 86_400_000) });
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

  it('five parallel submissions of one setup token make exactly one admin', async () => {
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
    await handle.db.insert(session).values([
      { id: 's1', token: 't1', userId: id, expiresAt: new Date(Date.now() - 1000) },
      { id: 's2', token: 't2', userId: id, expiresAt: new Date(Date.now() + 60_000) },
    ]);
    await handle.db.insert(rateLimit).values([
      { id: 'r1', key: '192.0.2.1/sign-in/email', count: 3, lastRequest: Date.now() - 2 * 86_400_000 },
      { id: 'r2', key: '192.0.2.2/sign-in/email', count: 1, lastRequest: Date.now() },
    ]);
    expect(await pruneAuthData(handle.db)).toEqual({ signInCounters: 1, sessions: 1, links: 0, accountMails: 0, unconfirmedSignUps: 0 });
    expect(await handle.db.select({ id: session.id }).from(session)).toEqual([{ id: 's2' }]);
  });
});
