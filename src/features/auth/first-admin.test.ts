import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/db/client';
import { account, rateLimit, session, user } from '@/db/schema';
import { describeEachDatabase } from '@/test/databases';
import { completeSetup, createOrPromoteAdmin, issueSetupToken, setupTokenValid } from './first-admin';
import { pruneAuthData } from './retention';

describeEachDatabase('first admin', (database) => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await database.open();
  });
  afterEach(async () => {
    await handle.close();
  });

  it('the setup link works once, only while no admin exists', async () => {
    const token = await issueSetupToken(handle.db);
    expect(token).toMatch(/^[\w-]{32}$/);
    expect(await setupTokenValid(handle.db, token!)).toBe(true);
    expect(await setupTokenValid(handle.db, 'erfunden')).toBe(false);
    expect(await completeSetup(handle.db, token!, 'erste@planer.test', 'geheim123')).toBe(true);
    const [admin] = await handle.db.select().from(user);
    expect(admin).toMatchObject({ email: 'erste@planer.test', role: 'admin', emailVerified: true });
    const [credential] = await handle.db.select().from(account).where(eq(account.userId, admin.id));
    expect(credential.providerId).toBe('credential');
    expect(credential.password).not.toContain('geheim123');
    expect(await completeSetup(handle.db, token!, 'zweite@planer.test', 'geheim123')).toBe(false);
    expect(await issueSetupToken(handle.db)).toBeUndefined();
  });

  it('create-admin creates a verified admin, or promotes an existing account keeping its password', async () => {
    expect(await createOrPromoteAdmin(handle.db, ' Chef@Planer.test ', 'geheim123')).toBe('created');
    await handle.db.update(user).set({ role: 'user', emailVerified: false });
    const [before] = await handle.db.select({ password: account.password }).from(account);
    expect(await createOrPromoteAdmin(handle.db, 'chef@planer.test', 'anderes-passwort')).toBe('promoted');
    expect(await handle.db.select({ email: user.email, role: user.role, verified: user.emailVerified }).from(user)).toEqual([{ email: 'chef@planer.test', role: 'admin', verified: true }]);
    expect(await handle.db.select({ password: account.password }).from(account)).toEqual([before]);
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
    expect(await pruneAuthData(handle.db)).toEqual({ signInCounters: 1, sessions: 1, links: 0 });
    expect(await handle.db.select({ id: session.id }).from(session)).toEqual([{ id: 's2' }]);
  });
});
