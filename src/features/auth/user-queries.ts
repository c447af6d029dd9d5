import 'server-only';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '@/db/client';
import { user } from '@/db/schema';
import { type AdminLocale, MAIL_LOCALE } from '@/i18n/locale';
import { ADMIN_ROLE, PARTNER_ROLE } from './texts';

export interface AccountRow {
  id: string;
  /** '' while the account has no display name. */
  name: string;
  email: string;
  emailVerified: boolean;
  role: string;
  phone: string | null;
  jobTitle: string | null;
  photoImageId: string | null;
  createdAt: Date;
}

const accountColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  emailVerified: user.emailVerified,
  role: user.role,
  phone: user.phone,
  jobTitle: user.jobTitle,
  photoImageId: user.photoImageId,
  createdAt: user.createdAt,
};

export function listAccounts(db: Executor): Promise<AccountRow[]> {
  return db.select(accountColumns).from(user).orderBy(desc(user.createdAt));
}

/** One account as the Users tab lists it, or undefined. */
export async function accountById(db: Executor, userId: string): Promise<AccountRow | undefined> {
  const [row] = await db.select(accountColumns).from(user).where(eq(user.id, userId));
  return row;
}

/** The display name of the account with this (normalised) address: '' while it has none, undefined without an account. */
export async function accountNameOf(db: Executor, address: string): Promise<string | undefined> {
  const [row] = await db.select({ name: user.name }).from(user).where(eq(user.email, address));
  return row?.name;
}

/** A planner's profile as an admin saves it; `photoImageId` undefined keeps the photo, null removes it. */
export interface ProfileChange {
  name: string;
  phone: string | null;
  jobTitle: string | null;
  photoImageId?: string | null;
}

/** Locks an admin account's row for the caller's transaction; false when there is no such admin. */
export async function lockAdmin(tx: Transaction, userId: string): Promise<boolean> {
  const [row] = await tx.select({ id: user.id }).from(user).where(and(eq(user.id, userId), eq(user.role, ADMIN_ROLE))).for('update');
  return Boolean(row);
}

/** Saves an admin account's profile; true when the account exists and is an admin. */
export async function saveAdminProfile(db: Executor, userId: string, change: ProfileChange): Promise<boolean> {
  const changed = await db
    .update(user)
    .set({ name: change.name, phone: change.phone, jobTitle: change.jobTitle, ...(change.photoImageId !== undefined ? { photoImageId: change.photoImageId } : {}) })
    .where(and(eq(user.id, userId), eq(user.role, ADMIN_ROLE)))
    .returning({ id: user.id });
  return changed.length > 0;
}

/** The admin's language, chosen in one click in the admin's header. */
export async function setLocale(db: Executor, userId: string, locale: AdminLocale): Promise<boolean> {
  const rows = await db.update(user).set({ locale }).where(eq(user.id, userId)).returning({ id: user.id });
  return rows.length > 0;
}

/** The language a mail to this address speaks: its account's choice, else German (the agency's language). */
export async function mailLocaleOf(db: Executor, address: string): Promise<AdminLocale> {
  const [row] = await db.select({ locale: user.locale }).from(user).where(eq(sql`lower(${user.email})`, address.trim().toLowerCase()));
  return row?.locale ?? MAIL_LOCALE;
}

export async function countAdmins(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(user).where(eq(user.role, ADMIN_ROLE));
  return row.n;
}

/** Sets a role; true when the account exists. A venue operator's partner account keeps its role: it never becomes an admin. */
export async function setRole(db: Executor, userId: string, role: 'admin' | 'user'): Promise<boolean> {
  const changed = await db
    .update(user)
    .set({ role })
    .where(and(eq(user.id, userId), ne(user.role, PARTNER_ROLE)))
    .returning({ id: user.id });
  return changed.length > 0;
}

/** Removes an account that is not an admin (sessions and password go with it); true when one was removed. */
export async function removeNonAdmin(db: Executor, userId: string): Promise<boolean> {
  const removed = await db
    .delete(user)
    .where(and(eq(user.id, userId), ne(user.role, ADMIN_ROLE)))
    .returning({ id: user.id });
  return removed.length > 0;
}
