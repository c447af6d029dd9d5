import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postgresErrorCode } from '@/db/errors';
import { callHours, callLinks, callPlanners, callReminders, calls, requestStatusChanges, venueRequests } from '@/db/schema';
import { berlinTime } from '@/lib/time';
import { DATABASE_DECIDES, describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { insertAdmin, insertPlanner } from '@/test/call-fixtures';
import { insertRequest } from '@/test/offer-fixtures';
import { callLinkOf, requestOfCallLink } from '@/features/requests/call-link-queries';
import { bookCall, type CallWishes, cancelCall, moveCall, recordOutcome, savePlanner, claimDueReminders, takeCallsIfNobodyDoes } from './queries';
import { hashToken } from './tokens';
import { inTransaction } from '@/test/transaction';

const secret = 'y'.repeat(40);
/** Monday 30 November 2026, 06:00 in Berlin; planners work 09:00–10:00 on weekdays. */
const now = berlinTime('2026-11-30', 6);
const at = (hour: number, minute = 0) => berlinTime('2026-11-30', hour, minute);
const wishes: CallWishes = { wishedDates: ['2026-12-11', '2026-12-18'], budgetPerPersonCents: 4500, note: 'Gern vormittags' };
const byEmail = 'Kunde';

describeEachDatabase('calls', (database) => {
  const handle = freshDatabaseEach(database);
  const book = (requestId: string, startsAt: Date) => inTransaction(handle.db, bookCall)({ requestId, startsAt, wishes, now, byEmail });

  it('books a slot with the wishes, its reminder and history, moving a new request to in_bearbeitung', async () => {
    const planner = await insertPlanner(handle.db, 'Anna');
    const requestId = await insertRequest(handle.db);
    const outcome = await book(requestId, at(9, 15));
    if (outcome.kind !== 'booked') throw new Error(outcome.kind);
    expect(outcome.call).toMatchObject({ plannerId: planner, status: 'booked', sequence: 0, ...wishes, endsAt: at(9, 30), blockedUntil: at(9, 35) });
    // The 24-hour reminder would be due before the booking: only the 1-hour one is queued.
    expect(await handle.db.select({ kind: callReminders.kind, dueAt: callReminders.dueAt }).from(callReminders)).toEqual([{ kind: '1h', dueAt: at(8, 15) }]);
    const [request] = await handle.db.select({ status: venueRequests.status }).from(venueRequests);
    expect(request.status).toBe('in_bearbeitung');
    expect(await handle.db.select({ event: requestStatusChanges.event, from: requestStatusChanges.fromStatus, to: requestStatusChanges.toStatus, note: requestStatusChanges.note, by: requestStatusChanges.changedByEmail }).from(requestStatusChanges)).toEqual([
      { event: 'call_booked', from: 'neu', to: 'in_bearbeitung', note: 'Montag, 30. November · 09:15 Uhr', by: 'Kunde' },
    ]);
    expect(await book(requestId, at(9, 45))).toEqual({ kind: 'already_booked' });
  });

  it('gives a slot to the planner with the fewest calls that day, then to the next, then tells the slot was taken', async () => {
    const bea = await insertPlanner(handle.db, 'Bea');
    const anna = await insertPlanner(handle.db, 'Anna');
    const plannerOf = async (startsAt: Date) => {
      const outcome = await book(await insertRequest(handle.db), startsAt);
      return outcome.kind === 'booked' ? outcome.call.plannerId : outcome.kind;
    };
    expect(await plannerOf(at(9))).toBe(anna); // a tie: by name
    expect(await plannerOf(at(9, 45))).toBe(bea); // fewer calls that day
    expect(await plannerOf(at(9))).toBe(bea); // the only one free
    expect(await plannerOf(at(9, 30))).toBe(anna);
    expect(await plannerOf(at(9, 30))).toBe('taken');
  });

  it('refuses a slot outside the hours, too soon or in the past, and changes nothing', async () => {
    await insertPlanner(handle.db, 'Anna');
    const requestId = await insertRequest(handle.db);
    expect(await book(requestId, at(10))).toEqual({ kind: 'refused', reason: 'not_offered' });
    expect(await inTransaction(handle.db, bookCall)({ requestId, startsAt: at(9), wishes, now: at(8), byEmail })).toEqual({ kind: 'refused', reason: 'too_soon' });
    expect(await inTransaction(handle.db, bookCall)({ requestId, startsAt: at(9), wishes, now: at(9, 30), byEmail })).toEqual({ kind: 'refused', reason: 'past' });
    expect(await handle.db.select().from(calls)).toEqual([]);
    expect(await handle.db.select().from(requestStatusChanges)).toEqual([]);
  });

  it('lets the database refuse two booked calls of one planner that overlap, buffer included', async () => {
    const plannerId = await insertPlanner(handle.db, 'Anna');
    const row = (requestId: string, startsAt: Date) => ({ requestId, plannerId, startsAt, endsAt: new Date(startsAt.getTime() + 15 * 60_000), blockedUntil: new Date(startsAt.getTime() + 20 * 60_000) });
    await handle.db.insert(calls).values(row(await insertRequest(handle.db), at(9)));
    const overlapping = await handle.db.insert(calls).values(row(await insertRequest(handle.db), at(9, 15))).catch((err: unknown) => err);
    expect(postgresErrorCode(overlapping)).toBe('23P01');
    await handle.db.insert(calls).values(row(await insertRequest(handle.db), at(9, 20)));
    await handle.db.insert(calls).values({ ...row(await insertRequest(handle.db), at(9)), status: 'cancelled' });
  });

  it('books exactly one of two concurrent bookings of one slot', DATABASE_DECIDES, async () => {
    await insertPlanner(handle.db, 'Anna');
    const requests = await Promise.all([insertRequest(handle.db), insertRequest(handle.db)]);
    const outcomes = await Promise.all(requests.map((id) => book(id, at(9))));
    expect(outcomes.map((o) => o.kind).sort()).toEqual(['booked', 'taken']);
    expect(await handle.db.select().from(calls)).toHaveLength(1);
  });

  it('books 1 of 20 concurrent bookings of one slot and tells 19 it was taken, without an error', DATABASE_DECIDES, async () => {
    await insertPlanner(handle.db, 'Anna');
    const requests = await Promise.all(Array.from({ length: 20 }, () => insertRequest(handle.db)));
    const outcomes = await Promise.allSettled(requests.map((id) => book(id, at(9, 30))));
    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
    const kinds = outcomes.map((o) => (o.status === 'fulfilled' ? o.value.kind : 'error'));
    expect(kinds.filter((k) => k === 'booked')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'taken')).toHaveLength(19);
    expect(await handle.db.select().from(requestStatusChanges)).toHaveLength(1);
  });

  it('refuses a second booked call of one request, also when both are pressed at once', DATABASE_DECIDES, async () => {
    await insertPlanner(handle.db, 'Anna');
    await insertPlanner(handle.db, 'Bea');
    const requestId = await insertRequest(handle.db);
    const outcomes = await Promise.all([book(requestId, at(9)), book(requestId, at(9, 30))]);
    expect(outcomes.map((o) => o.kind).sort()).toEqual(['already_booked', 'booked']);
    expect(await handle.db.select().from(calls)).toHaveLength(1);
  });

  it('moves a call: the same call with the next sequence, new reminders, the old time free again', async () => {
    await insertPlanner(handle.db, 'Anna');
    const requestId = await insertRequest(handle.db);
    const booked = await inTransaction(handle.db, bookCall)({ requestId, startsAt: berlinTime('2026-12-02', 9), wishes, now, byEmail });
    if (booked.kind !== 'booked') throw new Error(booked.kind);
    const other = await book(await insertRequest(handle.db), at(9, 45));
    expect(other.kind).toBe('booked');
    expect(await inTransaction(handle.db, moveCall)({ callId: booked.call.id, startsAt: at(9, 45), now, byEmail })).toEqual({ kind: 'taken' });
    expect(await inTransaction(handle.db, moveCall)({ callId: booked.call.id, startsAt: at(10), now, byEmail })).toEqual({ kind: 'refused', reason: 'not_offered' });
    // Moving by five minutes overlaps the call's own old time, which does not count against it.
    const moved = await inTransaction(handle.db, moveCall)({ callId: booked.call.id, startsAt: berlinTime('2026-12-02', 9, 15), now, byEmail });
    expect(moved.kind === 'moved' && moved.call).toMatchObject({ id: booked.call.id, sequence: 1, startsAt: berlinTime('2026-12-02', 9, 15) });
    const reminders = await handle.db.select({ kind: callReminders.kind, status: callReminders.status, dueAt: callReminders.dueAt }).from(callReminders).where(eq(callReminders.callId, booked.call.id));
    expect(reminders.filter((r) => r.status === 'pending')).toEqual([
      { kind: '24h', status: 'pending', dueAt: berlinTime('2026-12-01', 9, 15) },
      { kind: '1h', status: 'pending', dueAt: berlinTime('2026-12-02', 8, 15) },
    ]);
    expect(reminders.filter((r) => r.status === 'dropped')).toHaveLength(2);
    expect((await book(await insertRequest(handle.db), berlinTime('2026-12-02', 9))).kind).toBe('taken');
    expect((await book(await insertRequest(handle.db), berlinTime('2026-12-02', 9, 30))).kind).toBe('taken');
    expect((await book(await insertRequest(handle.db), berlinTime('2026-12-02', 9, 45))).kind).toBe('booked');
    const history = await handle.db.select({ event: requestStatusChanges.event, note: requestStatusChanges.note }).from(requestStatusChanges).where(eq(requestStatusChanges.requestId, requestId));
    expect(history.at(-1)).toEqual({ event: 'call_moved', note: 'Mittwoch, 2. Dezember · 09:00 Uhr → Mittwoch, 2. Dezember · 09:15 Uhr' });
  });

  it('cancels a call: sequence up, reminders dropped, history written, the request may book again', async () => {
    await insertPlanner(handle.db, 'Anna');
    const requestId = await insertRequest(handle.db);
    const booked = await book(requestId, at(9));
    if (booked.kind !== 'booked') throw new Error(booked.kind);
    const cancelled = await inTransaction(handle.db, cancelCall)({ callId: booked.call.id, byEmail, now });
    expect(cancelled.kind === 'done' && cancelled.call).toMatchObject({ status: 'cancelled', sequence: 1 });
    expect(await inTransaction(handle.db, cancelCall)({ callId: booked.call.id, byEmail, now })).toEqual({ kind: 'not_booked' });
    expect(await inTransaction(handle.db, moveCall)({ callId: booked.call.id, startsAt: at(9, 30), now, byEmail })).toEqual({ kind: 'not_booked' });
    expect(await handle.db.select({ status: callReminders.status }).from(callReminders)).toEqual([{ status: 'dropped' }]);
    expect((await book(requestId, at(9))).kind).toBe('booked');
    const events = await handle.db.select({ event: requestStatusChanges.event }).from(requestStatusChanges);
    expect(events.map((e) => e.event)).toEqual(['call_booked', 'call_cancelled', 'call_booked']);
  });

  it('records the outcome with the planner and note', async () => {
    await insertPlanner(handle.db, 'Anna');
    const requestId = await insertRequest(handle.db);
    const booked = await book(requestId, at(9));
    if (booked.kind !== 'booked') throw new Error(booked.kind);
    const done = await inTransaction(handle.db, recordOutcome)({ callId: booked.call.id, outcome: 'held', note: 'Budget bestätigt', byEmail: 'anna@planer.test', now: at(9, 20) });
    expect(done.kind === 'done' && done.call).toMatchObject({ status: 'held', outcomeNote: 'Budget bestätigt', sequence: 0 });
    const [entry] = await handle.db.select().from(requestStatusChanges).where(eq(requestStatusChanges.event, 'call_outcome'));
    expect(entry).toMatchObject({ note: 'Gespräch geführt: Budget bestätigt', changedByEmail: 'anna@planer.test', fromStatus: 'in_bearbeitung', toStatus: 'in_bearbeitung' });
  });

  it('refuses the outcome before the call has started, changing nothing', async () => {
    await insertPlanner(handle.db, 'Anna');
    const requestId = await insertRequest(handle.db);
    const booked = await book(requestId, at(9, 15));
    if (booked.kind !== 'booked') throw new Error(booked.kind);
    const state = async () => ({
      calls: await handle.db.select().from(calls),
      reminders: await handle.db.select().from(callReminders),
      history: await handle.db.select().from(requestStatusChanges),
    });
    const before = await state();
    const record = (moment: Date) => inTransaction(handle.db, recordOutcome)({ callId: booked.call.id, outcome: 'held', note: 'Zu früh', byEmail: 'anna@planer.test', now: moment });
    expect(await record(at(9, 14))).toEqual({ kind: 'not_started', startsAt: at(9, 15) });
    expect(await record(now)).toEqual({ kind: 'not_started', startsAt: at(9, 15) });
    expect(await state()).toEqual(before);
    // From its start on, it is recorded; then the call is no longer open.
    expect((await record(at(9, 15))).kind).toBe('done');
    expect(await record(at(9, 30))).toEqual({ kind: 'not_booked' });
    expect(await inTransaction(handle.db, recordOutcome)({ callId: randomUUID(), outcome: 'held', note: null, byEmail: 'anna@planer.test', now: at(9, 30) })).toEqual({ kind: 'not_booked' });
  });

  describe('a new admin while nobody takes calls', () => {
    const hoursOf = async (userId: string) =>
      (await handle.db.select({ weekday: callHours.weekday, startMinute: callHours.startMinute, endMinute: callHours.endMinute }).from(callHours).where(eq(callHours.plannerId, userId))).sort((a, b) => a.weekday - b.weekday);
    const plannerRow = async (userId: string) => (await handle.db.select({ takesCalls: callPlanners.takesCalls }).from(callPlanners).where(eq(callPlanners.userId, userId)))[0];
    const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 540, endMinute: 1020 }));

    it('takes calls Monday to Friday 09:00–17:00; a second run changes nothing', async () => {
      const first = await insertAdmin(handle.db, 'Erste');
      await inTransaction(handle.db, takeCallsIfNobodyDoes)(first);
      expect(await plannerRow(first)).toEqual({ takesCalls: true });
      expect(await hoursOf(first)).toEqual(weekdays);
      const rows = { planners: await handle.db.select().from(callPlanners), hours: await handle.db.select().from(callHours) };
      await inTransaction(handle.db, takeCallsIfNobodyDoes)(first);
      await takeCallsIfNobodyDoes(handle.db, first);
      expect({ planners: await handle.db.select().from(callPlanners), hours: await handle.db.select().from(callHours) }).toEqual(rows);
    });

    it('leaves a second admin as they are once someone takes calls', async () => {
      const first = await insertAdmin(handle.db, 'Erste');
      await inTransaction(handle.db, takeCallsIfNobodyDoes)(first);
      const second = await insertAdmin(handle.db, 'Zweite');
      await inTransaction(handle.db, takeCallsIfNobodyDoes)(second);
      expect(await plannerRow(second)).toBeUndefined();
      expect(await hoursOf(second)).toEqual([]);
      // Also when the one taking calls has other hours than the default.
      const third = await insertAdmin(handle.db, 'Dritte');
      await savePlanner(handle.db, { userId: first, takesCalls: true, weekly: [{ weekday: 6, startMinute: 600, endMinute: 660 }], exceptions: [] });
      await inTransaction(handle.db, takeCallsIfNobodyDoes)(third);
      expect(await plannerRow(third)).toBeUndefined();
    });

    it('switches on an admin’s own row and keeps their hours; a planner who is no admin any more counts for nobody', async () => {
      const former = await insertAdmin(handle.db, 'Ehemalig', { role: 'user' });
      await savePlanner(handle.db, { userId: former, takesCalls: true, weekly: weekdays, exceptions: [] });
      const admin = await insertAdmin(handle.db, 'Neu');
      const own = [{ weekday: 2, startMinute: 600, endMinute: 720 }];
      await savePlanner(handle.db, { userId: admin, takesCalls: false, weekly: own, exceptions: [] });
      await inTransaction(handle.db, takeCallsIfNobodyDoes)(admin);
      expect(await plannerRow(admin)).toEqual({ takesCalls: true });
      expect(await hoursOf(admin)).toEqual(own);
    });

    it('lets one of two admins made at once take the calls', DATABASE_DECIDES, async () => {
      const [a, b] = await Promise.all([insertAdmin(handle.db, 'Anna'), insertAdmin(handle.db, 'Bea')]);
      await Promise.all([inTransaction(handle.db, takeCallsIfNobodyDoes)(a), inTransaction(handle.db, takeCallsIfNobodyDoes)(b)]);
      expect(await handle.db.select({ userId: callPlanners.userId }).from(callPlanners)).toHaveLength(1);
    });
  });

  it('sends each due reminder once, however many runs claim at the same time', async () => {
    await insertPlanner(handle.db, 'Anna');
    for (const minute of [0, 30]) await book(await insertRequest(handle.db), at(9, minute));
    const sent: string[] = [];
    const claim = (moment: Date) =>
      handle.db.transaction(async (tx) => {
        const due = await claimDueReminders(tx, moment);
        for (const reminder of due) sent.push(`${reminder.callId}/${reminder.kind}`);
        return due.length;
      });
    const run = () => claim(at(8, 20));
    const counts = await Promise.all([run(), run(), run()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(sent).toHaveLength(1);
    expect(await run()).toBe(0);
    expect(await claim(at(8, 40))).toBe(1);
    expect(new Set(sent).size).toBe(2);
  });

  it('keeps one private link per request, stores only its hash, and refuses forged tokens', async () => {
    const requestId = await insertRequest(handle.db);
    const token = await callLinkOf(handle.db, requestId, secret);
    expect(await callLinkOf(handle.db, requestId, secret)).toBe(token);
    const [link] = await handle.db.select().from(callLinks);
    expect(link.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(link)).not.toContain(token);
    expect(await requestOfCallLink(handle.db, token)).toBe(requestId);
    expect(await requestOfCallLink(handle.db, token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))).toBeUndefined();
    expect(await requestOfCallLink(handle.db, '../kurz')).toBeUndefined();
  });
});
