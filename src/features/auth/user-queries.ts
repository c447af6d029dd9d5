import 'server-only';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { user } from '@/db/schema';
import { ADMIN_ROLE, PARTNER_ROLE } from './texts';

export interface AccountRow {
  id: string;
  email: string;
  emailVerified: boolean;
  role: string;
  createdAt: Date;
}

export function listAccounts(db: Executor): Promise<AccountRow[]> {
  return db
    .select({ id: user.id, email: user.email, emailVerified: user.emailVerified, role: user.role, createdAt: user.createdAt })
    .from(user)
    .orderBy(desc(user.createdAt));
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
