import 'server-only';
import { eq } from 'drizzle-orm';
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
