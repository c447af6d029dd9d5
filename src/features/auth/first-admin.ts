import 'server-only';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { account, adminSetupTokens, user } from '@/db/schema';
import { countAdmins } from './users';
import { ADMIN_ROLE } from './texts';

/**
 * Makes `email` an admin: a new account (verified, with this password) or an existing one promoted (its
 * password stays). Returns what it did.
 */
export async function createOrPromoteAdmin(db: Database, email: string, password: string): Promise<'created' | 'promoted'> {
  const address = email.trim().toLowerCase();
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: user.id }).from(user).where(eq(user.email, address));
    if (existing) {
      await tx.update(user).set({ role: ADMIN_ROLE, emailVerified: true }).where(eq(user.id, existing.id));
      return 'promoted';
    }
    const id = randomUUID();
    await tx.insert(user).values({ id, name: address, email: address, emailVerified: true, role: ADMIN_ROLE });
    await tx.insert(account).values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password: hash });
    return 'created';
  });
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** While no admin exists: a new one-time setup token (only its hash is stored), else undefined. */
export async function issueSetupToken(db: Database): Promise<string | undefined> {
  if ((await countAdmins(db)) > 0) return undefined;
  const token = randomBytes(24).toString('base64url');
  await db.insert(adminSetupTokens).values({ tokenHash: tokenHash(token) });
  return token;
}

/** Whether a setup link still works: its token is stored and there is still no admin. */
export async function setupTokenValid(db: Database, token: string): Promise<boolean> {
  if (!token || (await countAdmins(db)) > 0) return false;
  const [row] = await db.select({ tokenHash: adminSetupTokens.tokenHash }).from(adminSetupTokens).where(eq(adminSetupTokens.tokenHash, tokenHash(token)));
  return Boolean(row);
}

/** Creates the first admin through a setup link; every setup token is used up with it. */
export async function completeSetup(db: Database, token: string, email: string, password: string): Promise<boolean> {
  if (!(await setupTokenValid(db, token))) return false;
  await createOrPromoteAdmin(db, email, password);
  await db.delete(adminSetupTokens);
  return true;
}
