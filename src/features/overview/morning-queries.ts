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

/** The planners, every admin: their address and the name their morning mail greets them by. */
export async function morningPlanners(db: Executor): Promise<{ email: string; name: string }[]> {
  return db.select({ email: user.email, name: user.name }).from(user).where(eq(user.role, ADMIN_ROLE));
}
