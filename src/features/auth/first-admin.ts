import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import type { Database } from '@/db/client';
import { type AdminOutcome, consumeSetupToken, makeAdmin, replaceSetupToken, setupTokenStored } from './setup-queries';
import { countAdmins } from './user-queries';

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

const normalized = (email: string) => email.trim().toLowerCase();

/** `npm run create-admin`: makes `email` an admin (see makeAdmin in ./setup-queries.ts) and says what it did. */
export async function createOrPromoteAdmin(db: Database, email: string, password: string): Promise<AdminOutcome> {
  const hash = await hashPassword(password);
  return db.transaction((tx) => makeAdmin(tx, normalized(email), hash));
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** While no admin exists: a new one-time setup token (only its hash is stored; older ones are dropped), else undefined. */
export async function issueSetupToken(db: Database): Promise<string | undefined> {
  if ((await countAdmins(db)) > 0) return undefined;
  const token = randomBytes(24).toString('base64url');
  await db.transaction((tx) => replaceSetupToken(tx, tokenHash(token)));
  return token;
}

/** Whether a setup link still works: its token is the stored one, younger than a day, and there is still no admin. */
export async function setupTokenValid(db: Database, token: string): Promise<boolean> {
  if (!token || (await countAdmins(db)) > 0) return false;
  return setupTokenStored(db, tokenHash(token));
}

/**
 * Creates the first admin through a setup link. The token is consumed in the same transaction as the account
 * (DELETE … RETURNING): of several submissions of one token, exactly one gets it. Undefined when the link is used,
 * expired or unknown, or an admin exists already.
 */
export async function completeSetup(db: Database, token: string, email: string, password: string): Promise<AdminOutcome | undefined> {
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const consumed = await consumeSetupToken(tx, tokenHash(token));
    if (!consumed || (await countAdmins(tx)) > 0) return undefined;
    return makeAdmin(tx, normalized(email), hash);
  });
}
