import 'server-only';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { appSecrets } from '@/db/schema';

/** The server secret a former version kept in the database (made on its first start without AUTH_SECRET), if it is still there. */
export async function storedSecret(db: Executor): Promise<string | undefined> {
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, 'auth'));
  return row?.value;
}

/** Removes that secret from the database once the secret lives elsewhere (the file, or AUTH_SECRET). */
export async function forgetStoredSecret(db: Executor): Promise<void> {
  await db.delete(appSecrets).where(eq(appSecrets.name, 'auth'));
}
