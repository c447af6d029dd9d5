import 'server-only';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { morningMailRuns, user } from '@/db/schema';
import { ADMIN_ROLE } from '@/features/auth/texts';
import type { Day } from '@/lib/time';

/** Claims the morning run of `day` (its row in morning_mail_runs): true for the one process whose insert made the row. */
export async function claimMorningRun(tx: Executor, day: Day, ranAt: Date): Promise<boolean> {
  const claimed = await tx.insert(morningMailRuns).values({ day, ranAt }).onConflictDoNothing().returning();
  return claimed.length > 0;
}

/** The planners' addresses: every admin's. */
export async function plannerAddresses(db: Executor): Promise<string[]> {
  return (await db.select({ email: user.email }).from(user).where(eq(user.role, ADMIN_ROLE))).map((planner) => planner.email);
}
