import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { account, user, verification } from '@/db/schema';
import type { Salutation } from '@/lib/salutation';
import { PARTNER_ROLE } from './texts';

/** How long the link that sets a partner's first password works. */
export const PARTNER_PASSWORD_LINK_HOURS = 72;

const RESET_PREFIX = 'reset-password:';

/**
 * The partner account of a venue operator whose booking's e-mail address was just confirmed: made with the
 * address (proved by the link), the booking's contact (name and salutation) and the role 'partner', or found by the
 * address (its name and salutation then stay the account's own: the operator keeps them in the partner area). A waiting account becomes a
 * partner; an admin stays an admin. Runs inside the confirmation's transaction.
 */
export async function linkPartnerAccount(tx: Executor, { email, name, salutation = null }: { email: string; name: string; salutation?: Salutation | null }): Promise<{ userId: string; hasPassword: boolean }> {
  const address = email.trim().toLowerCase();
  const [found] = await tx.select({ id: user.id, role: user.role }).from(user).where(eq(sql`lower(${user.email})`, address));
  if (!found) {
    const id = randomUUID();
    await tx.insert(user).values({ id, name, salutation, email: address, emailVerified: true, role: PARTNER_ROLE });
    return { userId: id, hasPassword: false };
  }
  if (found.role === 'user') await tx.update(user).set({ role: PARTNER_ROLE, emailVerified: true }).where(eq(user.id, found.id));
  const [credential] = await tx
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, found.id), eq(account.providerId, 'credential'), isNotNull(account.password)));
  return { userId: found.id, hasPassword: Boolean(credential) };
}

/**
 * A link token with which the account sets its password: Better Auth's own reset-password verification (stored
 * as given: config.ts sets no `verification.storeIdentifier`), so its reset endpoint takes it.
 */
export async function newPasswordToken(db: Executor, userId: string, now = new Date()): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.insert(verification).values({ id: randomUUID(), identifier: `${RESET_PREFIX}${token}`, value: userId, expiresAt: new Date(now.getTime() + PARTNER_PASSWORD_LINK_HOURS * 3_600_000) });
  return token;
}

/** The account a password link belongs to, while the link is valid (its e-mail address signs in once the password is set). */
export async function passwordTokenOwner(db: Executor, token: string, now = new Date()): Promise<{ userId: string; email: string } | undefined> {
  if (!/^[\w-]{16,64}$/.test(token)) return undefined;
  const [owner] = await db
    .select({ userId: user.id, email: user.email })
    .from(verification)
    .innerJoin(user, eq(user.id, verification.value))
    .where(and(eq(verification.identifier, `${RESET_PREFIX}${token}`), gt(verification.expiresAt, now)));
  return owner;
}

/** The venue operators' partner accounts, by name and address: the accounts a catalogue venue can belong to. */
export async function listPartnerAccounts(db: Executor): Promise<{ id: string; name: string; email: string }[]> {
  return db.select({ id: user.id, name: user.name, email: user.email }).from(user).where(eq(user.role, PARTNER_ROLE)).orderBy(user.name, user.email);
}

/** How a partner account wants to be addressed (its password mail's greeting); null when it did not say. */
export async function partnerSalutation(db: Executor, userId: string): Promise<Salutation | null> {
  const [row] = await db.select({ salutation: user.salutation }).from(user).where(eq(user.id, userId));
  return row?.salutation ?? null;
}

/** The operator's own name and salutation, as the partner area shows them for change. */
export async function partnerContact(db: Executor, userId: string): Promise<{ name: string; salutation: Salutation | null } | undefined> {
  const [row] = await db.select({ name: user.name, salutation: user.salutation }).from(user).where(and(eq(user.id, userId), eq(user.role, PARTNER_ROLE)));
  return row;
}

/** The operator changes how we address them (name and salutation); false when the account is no partner's (any more). */
export async function savePartnerContact(db: Executor, userId: string, contact: { name: string; salutation: Salutation | null }): Promise<boolean> {
  const saved = await db.update(user).set({ name: contact.name, salutation: contact.salutation }).where(and(eq(user.id, userId), eq(user.role, PARTNER_ROLE))).returning({ id: user.id });
  return saved.length > 0;
}
