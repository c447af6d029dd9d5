import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { user } from '@/db/schema';
import type { PlannerProfile } from './planner';

/** The columns of a planner's profile, for a query that joins the user (a call's planner). */
export const plannerColumns = { name: user.name, email: user.email, phone: user.phone, jobTitle: user.jobTitle, photoImageId: user.photoImageId };

/** The profile of the account `userId`, as companies meet its planner. */
export async function plannerProfile(db: Executor, userId: string): Promise<PlannerProfile | undefined> {
  const [row] = await db.select(plannerColumns).from(user).where(eq(user.id, userId));
  return row;
}

/** The profile of the account with this address (the admin who issued an invoice or approved a booking, as recorded by address); undefined once it is gone. */
export async function plannerProfileByEmail(db: Executor, email: string | null | undefined): Promise<PlannerProfile | undefined> {
  if (!email?.trim()) return undefined;
  const [row] = await db.select(plannerColumns).from(user).where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()));
  return row;
}

/** The signed-in admin as the mails of what they decide name them: their profile, or what their session knows of them. */
export async function actingPlanner(db: Executor, admin: { id?: string | null; name?: string | null; email: string }): Promise<PlannerProfile> {
  return (admin.id ? await plannerProfile(db, admin.id) : undefined) ?? { name: admin.name ?? '', email: admin.email };
}
