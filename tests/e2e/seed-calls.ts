// Run by playwright.config.ts before the e2e server starts: the e2e admin becomes the planner "Paula Planer", who
// takes calls every day from 07:00 to 22:00 (Berlin), so /thanks offers slots whenever the suite runs. In production
// an admin switches this on in the Calls tab's settings.
import { eq } from 'drizzle-orm';
import { database } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { user } from '@/db/schema';
import { savePlanner } from '@/features/calls/queries';
import { E2E_ADMIN, E2E_PLANNER_NAME } from './helpers';

const handle = await database();
await migrateDatabase(handle);
const { db } = handle;
const [admin] = await db.update(user).set({ name: E2E_PLANNER_NAME }).where(eq(user.email, E2E_ADMIN.email)).returning({ id: user.id });
if (!admin) throw new Error(`The e2e admin ${E2E_ADMIN.email} is missing: create-admin runs first.`);
const weekly = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startMinute: 7 * 60, endMinute: 22 * 60 }));
await savePlanner(db, { userId: admin.id, takesCalls: true, weekly, exceptions: [] });
await handle.close();
console.log(`Seeded the planner ${E2E_PLANNER_NAME}.`);
