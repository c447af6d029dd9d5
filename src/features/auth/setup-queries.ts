import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '@/db/client';
import { account, adminSetupTokens, user } from '@/db/schema';
import { ADMIN_ROLE } from './texts';

/** What making an admin did with the address: a new account, a confirmed one promoted, or an unconfirmed sign-up replaced. */
export type AdminOutcome = 'created' | 'promoted' | 'replaced';

/**
 * Work of a later feature that must happen with the new admin, in the same transaction (e.g. taking the calls while
 * nobody does): the callers pass it in, since this feature is the base the others build on.
 */
export type AfterAdminCreated = (tx: Transaction, userId: string) => Promise<void>;

/** What an admin is known by besides the address (the display name, '' or missing for none yet; direct phone; job title), and the work to do with them. */
export interface NewAdmin {
  name?: string;
  phone?: string | null;
  jobTitle?: string | null;
  afterCreate?: AfterAdminCreated;
}

/**
 * Makes `address` (normalised) an admin inside `tx`. An account whose address was confirmed is promoted and keeps its
 * password (its owner proved the mailbox); its name, phone and job title change only where new ones are given. An
 * unconfirmed sign-up is deleted with its sessions and credentials and replaced: anyone can sign up with the
 * operator's address before the operator does, and must gain nothing by it. A new admin counts as confirmed because
 * whoever runs this proved control of the server (the setup token from its log, or its shell), not of the mailbox.
 * `afterCreate` runs in `tx` with the admin's id, whatever the outcome.
 */
export async function makeAdmin(tx: Transaction, address: string, passwordHash: string, { afterCreate, ...profile }: NewAdmin = {}): Promise<AdminOutcome> {
  const name = profile.name?.trim() ?? '';
  const given = { ...(name ? { name } : {}), ...(profile.phone ? { phone: profile.phone } : {}), ...(profile.jobTitle ? { jobTitle: profile.jobTitle } : {}) };
  const [existing] = await tx.select({ id: user.id, verified: user.emailVerified }).from(user).where(eq(user.email, address)).for('update');
  if (existing?.verified) {
    await tx.update(user).set({ role: ADMIN_ROLE, ...given }).where(eq(user.id, existing.id));
    await afterCreate?.(tx, existing.id);
    return 'promoted';
  }
  if (existing) await tx.delete(user).where(eq(user.id, existing.id));
  const id = randomUUID();
  await tx.insert(user).values({ id, name, email: address, emailVerified: true, role: ADMIN_ROLE, phone: profile.phone ?? null, jobTitle: profile.jobTitle ?? null });
  await tx.insert(account).values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password: passwordHash });
  await afterCreate?.(tx, id);
  return existing ? 'replaced' : 'created';
}

/** The setup link is good for this long after `npm start` printed it. */
export const SETUP_TOKEN_HOURS = 24;

const fresh = () => gt(adminSetupTokens.createdAt, sql`now() - make_interval(hours => ${SETUP_TOKEN_HOURS})`);
const freshWithHash = (tokenHash: string) => and(eq(adminSetupTokens.tokenHash, tokenHash), fresh());

/** Drops every stored setup token and stores this one (its hash) instead, inside the caller's transaction. */
export async function replaceSetupToken(tx: Transaction, tokenHash: string): Promise<void> {
  await tx.delete(adminSetupTokens);
  await tx.insert(adminSetupTokens).values({ tokenHash });
}

/** Whether a setup token of this hash is stored and younger than SETUP_TOKEN_HOURS. */
export async function setupTokenStored(db: Executor, tokenHash: string): Promise<boolean> {
  const [row] = await db.select({ tokenHash: adminSetupTokens.tokenHash }).from(adminSetupTokens).where(freshWithHash(tokenHash));
  return Boolean(row);
}

/** Deletes the fresh setup token of this hash (DELETE … RETURNING): true for the one caller of several that got it. */
export async function consumeSetupToken(tx: Transaction, tokenHash: string): Promise<boolean> {
  const [consumed] = await tx.delete(adminSetupTokens).where(freshWithHash(tokenHash)).returning({ tokenHash: adminSetupTokens.tokenHash });
  return Boolean(consumed);
}
