import 'server-only';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { appSecrets } from '@/db/schema';

/** The stored secret of this name; stored as `candidate` first when there is none yet, so the first process to ask decides for all. */
export async function sharedSecret(db: Executor, name: string, candidate: string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: candidate }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  return row.value;
}
