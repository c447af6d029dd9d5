import { randomUUID } from 'node:crypto';
import type { Database, Executor } from '@/db/client';
import { user } from '@/db/schema';
import { savePlanner } from '@/features/calls/queries';

interface Account {
  /** 'user': signed up, waiting for approval. */
  role?: 'admin' | 'user';
  phone?: string;
  jobTitle?: string;
}

/** An account named `name`, at the name's address (lower case, words joined by dots) @planer.test; an admin by default. */
export async function insertAdmin(db: Executor, name: string, { role = 'admin', ...profile }: Account = {}): Promise<string> {
  const id = randomUUID();
  await db.insert(user).values({ id, name, email: `${name.toLowerCase().replace(/\s+/g, '.')}@planer.test`, role, ...profile });
  return id;
}

/** An admin who takes calls on weekdays from 09:00 until `until` (a minute of the Berlin day; 10:00 unless said). */
export async function insertPlanner(db: Database, name: string, { until = 600, ...account }: Account & { until?: number } = {}): Promise<string> {
  const id = await insertAdmin(db, name, account);
  await savePlanner(db, { userId: id, takesCalls: true, weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 540, endMinute: until })), exceptions: [] });
  return id;
}
