import 'server-only';
import { sql } from 'drizzle-orm';
import { logger } from '@/lib/logger';
import { getDb } from './client';

const TIMEOUT_MS = 2000;

/** True when the database answers a trivial query within two seconds. */
export async function checkDatabase(): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const db = await getDb();
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database did not answer in time')), TIMEOUT_MS);
    });
    await Promise.race([db.execute(sql`select 1`), timeout]);
    return true;
  } catch (err) {
    logger.error({ err }, 'health check failed');
    return false;
  } finally {
    clearTimeout(timer);
  }
}
