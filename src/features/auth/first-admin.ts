import 'server-only';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@/db/client';
import { account, adminSetupTokens, user } from '@/db/schema';
import { countAdmins } from './users';
import { ADMIN_ROLE } from './texts';

/** What making an admin did with the address: a new account, a confirmed one promoted, or an unconfirmed sign-up replaced. */
export type AdminOutcome = 'created' | 'promoted' | 'replaced';

/** The operator's wording of each outcome, for the setup page and `npm run create-admin`. */
export function adminOutcomeText(outcome: AdminOutcome, email: string): string {
  switch (outcome) {
    case 'created':
      return `The admin account ${email} was created.`;
    case 'promoted':
      return `The existing account ${email} (its address confirmed) is now an admin; its password is unchanged.`;
    case 'replaced':
      return `An unconfirmed sign-up for ${email} was deleted and replaced by this admin account; the password chosen at that sign-up no longer works.`;
  }
}

/** The setup link is good for this long after `npm start` printed it. */
export const SETUP_TOKEN_HOURS = 24;

/**
 * Makes `email` an admin inside `tx`. An account whose address was confirmed is promoted and keeps its password
 * (its owner proved the mailbox). An unconfirmed sign-up is deleted with its sessions and credentials and replaced:
 * anyone can sign up with the operator's address before the operator does, and must gain nothing by it. A new admin
 * counts as confirmed because whoever runs this proved control of the server (the setup token from its log, or
 * its shell), not of the mailbox.
 */
async function makeAdmin(tx: Transaction, address: string, passwordHash: string): Promise<AdminOutcome> {
  const [existing] = await tx.select({ id: user.id, verified: user.emailVerified }).from(user).where(eq(user.email, address)).for('update');
  if (existing?.verified) {
    await tx.update(user).set({ role: ADMIN_ROLE }).where(eq(user.id, existing.id));
    return 'promoted';
  }
  if (existing) await tx.delete(user).where(eq(user.id, existing.id));
  const id = randomUUID();
  await tx.insert(user).values({ id, name: address, email: address, emailVerified: true, role: ADMIN_ROLE });
  await tx.insert(account).values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password: passwordHash });
  return existing ? 'replaced' : 'created';
}

const normalized = (email: string) => email.trim().toLowerCase();

/** `npm run create-admin`: makes `email` an admin (see makeAdmin) and says what it did. */
export async function createOrPromoteAdmin(db: Database, email: string, password: string): Promise<AdminOutcome> {
  const hash = await hashPassword(password);
  return db.transaction((tx) => makeAdmin(tx, normalized(email), hash));
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const fresh = () => gt(adminSetupTokens.createdAt, sql`now() - make_interval(hours => ${SETUP_TOKEN_HOURS})`);

/** While no admin exists: a new one-time setup token (only its hash is stored; older ones are dropped), else undefined. */
export async function issueSetupToken(db: Database): Promise<string | undefined> {
  if ((await countAdmins(db)) > 0) return undefined;
  const token = randomBytes(24).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.delete(adminSetupTokens);
    await tx.insert(adminSetupTokens).values({ tokenHash: tokenHash(token) });
  });
  return token;
}

/** Whether a setup link still works: its token is the stored one, younger than a day, and there is still no admin. */
export async function setupTokenValid(db: Database, token: string): Promise<boolean> {
  if (!token || (await countAdmins(db)) > 0) return false;
  const [row] = await db
    .select({ tokenHash: adminSetupTokens.tokenHash })
    .from(adminSetupTokens)
    .where(and(eq(adminSetupTokens.tokenHash, tokenHash(token)), fresh()));
  return Boolean(row);
}

/**
 * Creates the first admin through a setup link. The token is consumed in the same transaction as the account
 * (DELETE … RETURNING): of several submissions of one token, exactly one gets it. Undefined when the link is used,
 * expired or unknown, or an admin exists already.
 */
export async function completeSetup(db: Database, token: string, email: string, password: string): Promise<AdminOutcome | undefined> {
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [consumed] = await tx
      .delete(adminSetupTokens)
      .where(and(eq(adminSetupTokens.tokenHash, tokenHash(token)), fresh()))
      .returning({ tokenHash: adminSetupTokens.tokenHash });
    if (!consumed || (await countAdmins(tx)) > 0) return undefined;
    return makeAdmin(tx, normalized(email), hash);
  });
}
