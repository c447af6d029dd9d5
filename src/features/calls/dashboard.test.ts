import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { user } from '@/db/schema';
import { berlinTime } from '@/lib/time';
import { describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { insertAdmin } from '@/test/call-fixtures';
import { insertRequest } from '@/test/offer-fixtures';
import { inTransaction } from '@/test/transaction';
import { callSlotsProblem } from './dashboard';
import { bookCall, saveCallSettings, savePlanner, takeCallsIfNobodyDoes } from './queries';
import { DEFAULT_CALL_SETTINGS, type WeeklyRange } from './slots';

/** Monday 30 November 2026, 06:00 in Berlin: the notice looks at Monday to Thursday. */
const now = berlinTime('2026-11-30', 6);
const checked = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03'];

describeEachDatabase('whether companies can book their call', (database) => {
  const handle = freshDatabaseEach(database);
  const planner = async (name: string, weekly: WeeklyRange[], takesCalls = true) => {
    const id = await insertAdmin(handle.db, name);
    await savePlanner(handle.db, { userId: id, takesCalls, weekly, exceptions: [] });
    return id;
  };

  it('says nobody takes calls: no admin, an admin who does not, or a planner who lost the role', async () => {
    expect(await callSlotsProblem(handle.db, now)).toBe('nobody');
    await insertAdmin(handle.db, 'Ohne');
    const off = await planner('Aus', [{ weekday: 1, startMinute: 540, endMinute: 1020 }], false);
    expect(await callSlotsProblem(handle.db, now)).toBe('nobody');
    await savePlanner(handle.db, { userId: off, takesCalls: true, weekly: [{ weekday: 1, startMinute: 540, endMinute: 1020 }], exceptions: [] });
    expect(await callSlotsProblem(handle.db, now)).toBeNull();
    await handle.db.update(user).set({ role: 'user' }).where(eq(user.id, off));
    expect(await callSlotsProblem(handle.db, now)).toBe('nobody');
  });

  it('is fine from the first admin on, who takes calls with the default hours', async () => {
    const first = await insertAdmin(handle.db, 'Erste');
    await inTransaction(handle.db, takeCallsIfNobodyDoes)(first);
    expect(await callSlotsProblem(handle.db, now)).toBeNull();
    // Friday evening too: Monday to Wednesday have hours.
    expect(await callSlotsProblem(handle.db, berlinTime('2026-12-04', 20))).toBeNull();
  });

  it('says there are no slots: no hours on the checked days, days off, every slot booked, or beyond the horizon', async () => {
    const anna = await planner('Anna', [{ weekday: 5, startMinute: 540, endMinute: 600 }]);
    // Friday is the fifth day ahead on Monday.
    expect(await callSlotsProblem(handle.db, now)).toBe('no-slots');
    expect(await callSlotsProblem(handle.db, berlinTime('2026-12-02', 12))).toBeNull();

    // Monday 09:00–09:15: one call of 15 minutes; the rest of the days off.
    await savePlanner(handle.db, {
      userId: anna,
      takesCalls: true,
      weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 540, endMinute: 555 })),
      exceptions: checked.slice(1).map((day) => ({ day, startMinute: null, endMinute: null })),
    });
    expect(await callSlotsProblem(handle.db, now)).toBeNull();
    const booked = await inTransaction(handle.db, bookCall)({ requestId: await insertRequest(handle.db), startsAt: berlinTime('2026-11-30', 9), wishes: { wishedDates: [], budgetPerPersonCents: null, note: null }, now, byEmail: 'Kunde' });
    expect(booked.kind).toBe('booked');
    expect(await callSlotsProblem(handle.db, now)).toBe('no-slots');

    // Another planner with hours on Tuesday: bookable again, unless only today may be booked.
    await planner('Bea', [{ weekday: 2, startMinute: 540, endMinute: 1020 }]);
    expect(await callSlotsProblem(handle.db, now)).toBeNull();
    await saveCallSettings(handle.db, { ...DEFAULT_CALL_SETTINGS, horizonDays: 1 });
    expect(await callSlotsProblem(handle.db, now)).toBe('no-slots');
  });
});
