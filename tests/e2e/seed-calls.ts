// The e2e admin becomes the planner "Paula Planer", who
// takes calls every day from 07:00 to 22:00 (Berlin), so /thanks offers slots whenever the suite runs. In production
// the first admin takes calls Monday to Friday 09:00–17:00 and changes that in the Calls tab's settings. Each of
// SEEDED_CALLS gets a call booked at the first free slot (through bookCall, as /thanks books them), for the Calls
// tab's spec: those `over` as if booked three days ago (so they are over and await their outcome, which can only be
// recorded once a call has started), the other from now on.
import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { user } from '@/db/schema';
import { availability, bookCall, callSettingsOf, claimDueReminders, savePlanner } from '@/features/calls/queries';
import { bookableDays, freeSlots } from '@/features/calls/slots';
import { insertRequest } from '@/test/offer-fixtures';
import { SEEDED_CALLS } from './call-seed';
import { E2E_ADMIN, E2E_PLANNER_NAME } from './helpers';
import { inTransaction } from '@/test/transaction';

export async function seedCalls(db: Database) {
  const [admin] = await db.update(user).set({ name: E2E_PLANNER_NAME }).where(eq(user.email, E2E_ADMIN.email)).returning({ id: user.id });
  if (!admin) throw new Error(`The e2e admin ${E2E_ADMIN.email} is missing: create-admin runs first.`);
  const weekly = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startMinute: 7 * 60, endMinute: 22 * 60 }));
  await savePlanner(db, { userId: admin.id, takesCalls: true, weekly, exceptions: [] });
  const now = new Date();
  const threeDaysAgo = new Date(now.getTime() - 3 * 24 * 60 * 60_000);
  const settings = await callSettingsOf(db);
  for (const { over, ...seeded } of Object.values(SEEDED_CALLS)) {
    const bookedAt = over ? threeDaysAgo : now;
    const days = bookableDays(bookedAt, settings);
    // Asked again for each call: the one booked before blocks its slot and buffer.
    const [first] = freeSlots({ planners: await availability(db, days[0], days.at(-1)!), settings, now: bookedAt });
    if (over && first.endsAt > now) throw new Error(`The seeded call of ${seeded.companyName} is not over yet`);
    const requestId = await insertRequest(db, { ...seeded, contactName: 'Erika Anruf', participantCount: 60, package: 'premium', cityId: 'hamburg', cityName: 'Hamburg', citySelection: 'hamburg' });
    const wishes = { wishedDates: ['2026-12-11', '2026-12-18'], budgetPerPersonCents: 4550, note: 'Bitte vormittags anrufen' };
    const booked = await inTransaction(db, bookCall)({ requestId, startsAt: first.startsAt, wishes, now: bookedAt, byEmail: 'Kunde' });
    if (booked.kind !== 'booked') throw new Error(`The seeded call of ${seeded.companyName} was not booked: ${booked.kind}`);
  }
  // The reminders of the calls that are over went out back then: claimed here without mails, so the server sends none.
  await db.transaction((tx) => claimDueReminders(tx, now, 100));
  console.log(`Seeded the planner ${E2E_PLANNER_NAME} and ${Object.keys(SEEDED_CALLS).length} calls.`);
}
