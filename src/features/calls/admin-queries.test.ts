import { eq } from 'drizzle-orm';
import ical from 'node-ical';
import { expect, it } from 'vitest';
import { callPlanners, user } from '@/db/schema';
import { berlinTime, formatInBerlin } from '@/lib/time';
import { describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { insertAdmin, insertPlanner } from '@/test/call-fixtures';
import { insertRequest } from '@/test/offer-fixtures';
import { callOfRequest, callsBoard, plannerOfFeedToken, plannerSettings, renewFeedToken, revokeFeedToken } from './admin-queries';
import { calendarFeedResponse } from './feed-download';
import { feedUrl } from './feed';
import { bookCall, cancelCall, recordOutcome, savePlanner } from './queries';
import { feedToken } from './tokens';
import { inTransaction } from '@/test/transaction';

const secret = 'z'.repeat(40);
const siteUrl = 'https://www.weihnachtsfeier.test';
/** Monday 30 November 2026, 06:00 in Berlin; planners work 09:00–11:00 on weekdays. */
const bookedAt = berlinTime('2026-11-30', 6);
const at = (day: string, hour: number, minute = 0) => berlinTime(day, hour, minute);
const wishes = { wishedDates: ['2026-12-11'], budgetPerPersonCents: 4500, note: 'Gern vormittags' };

describeEachDatabase('calls admin', (database) => {
  const handle = freshDatabaseEach(database);
  const book = async (startsAt: Date, overrides: Parameters<typeof insertRequest>[1] = {}) => {
    const requestId = await insertRequest(handle.db, overrides);
    const outcome = await inTransaction(handle.db, bookCall)({ requestId, startsAt, wishes, now: bookedAt, byEmail: 'Kunde' });
    if (outcome.kind !== 'booked') throw new Error(outcome.kind);
    return outcome.call;
  };

  it('lists the booked calls per planner by name, those over first as awaiting their outcome', async () => {
    const bea = await insertPlanner(handle.db, 'Bea', { until: 660 });
    const anna = await insertPlanner(handle.db, 'Anna', { until: 660 });
    const first = await book(at('2026-11-30', 9), { companyName: 'Erste GmbH' }); // Anna (tie by name)
    const second = await book(at('2026-11-30', 9), { companyName: 'Zweite AG' }); // Bea
    const third = await book(at('2026-12-01', 10), { companyName: 'Dritte KG' }); // Anna or Bea: fewest calls that day, Anna by name
    const held = await book(at('2026-11-30', 10), { companyName: 'Vierte eG' });
    await inTransaction(handle.db, recordOutcome)({ callId: held.id, outcome: 'held', note: null, byEmail: 'anna@planer.test', now: at('2026-11-30', 11) });
    const cancelled = await book(at('2026-12-02', 9), { companyName: 'Abgesagt GmbH' });
    await inTransaction(handle.db, cancelCall)({ callId: cancelled.id, byEmail: 'Kunde', now: bookedAt });

    const board = await callsBoard(handle.db, at('2026-11-30', 9, 20));
    expect(board.map((b) => b.planner.name)).toEqual(['Anna', 'Bea']);
    expect(board[0].planner).toEqual({ id: anna, name: 'Anna', email: 'anna@planer.test' });
    expect(board[0].awaiting.map((c) => c.id)).toEqual([first.id]);
    expect(board[0].upcoming.map((c) => c.id)).toEqual([third.id]);
    expect(board[1]).toMatchObject({ planner: { id: bea }, awaiting: [{ id: second.id }], upcoming: [] });
    expect(board[0].awaiting[0]).toMatchObject({
      startsAt: at('2026-11-30', 9),
      ...wishes,
      request: { companyName: 'Erste GmbH', phone: '030 1234567', cityName: 'Berlin', participantCount: 45, package: 'basis' },
    });
    // A call under way is not yet awaiting its outcome.
    expect((await callsBoard(handle.db, at('2026-11-30', 9, 10)))[0].awaiting).toEqual([]);
  });

  it('gives every admin’s part of the settings, users without the role left out', async () => {
    const anna = await insertPlanner(handle.db, 'Anna', { until: 660 });
    const carl = await insertAdmin(handle.db, 'Carl');
    await insertAdmin(handle.db, 'Dora', { role: 'user' });
    await savePlanner(handle.db, { userId: anna, takesCalls: true, weekly: [{ weekday: 1, startMinute: 540, endMinute: 600 }], exceptions: [{ day: '2026-12-24', startMinute: null, endMinute: null }] });
    expect(await plannerSettings(handle.db)).toEqual([
      { id: anna, name: 'Anna', email: 'anna@planer.test', takesCalls: true, weekly: [{ weekday: 1, startMinute: 540, endMinute: 600 }], exceptions: [{ day: '2026-12-24', startMinute: null, endMinute: null }], feedTokenNonce: null },
      { id: carl, name: 'Carl', email: 'carl@planer.test', takesCalls: false, weekly: [], exceptions: [], feedTokenNonce: null },
    ]);
  });

  it('makes, finds, renews and revokes a planner’s feed token, storing only its hash', async () => {
    const anna = await insertPlanner(handle.db, 'Anna', { until: 660 });
    const carl = await insertAdmin(handle.db, 'Carl');
    const token = await renewFeedToken(handle.db, anna, secret);
    const [row] = await handle.db.select().from(callPlanners).where(eq(callPlanners.userId, anna));
    expect(row.feedTokenHash).not.toContain(token);
    expect(feedToken(secret, row.feedTokenNonce!)).toBe(token);
    expect(feedUrl(siteUrl, secret, row.feedTokenNonce!)).toBe(`${siteUrl}/kalender/${token}.ics`);
    expect(await plannerOfFeedToken(handle.db, token)).toEqual({ id: anna, name: 'Anna', email: 'anna@planer.test' });
    expect(await plannerOfFeedToken(handle.db, feedToken('other-secret'.repeat(4), row.feedTokenNonce!))).toBeUndefined();
    expect(await plannerOfFeedToken(handle.db, 'kurz')).toBeUndefined();

    // An admin who never took calls gets a feed too (a planner row without hours).
    const carlsToken = await renewFeedToken(handle.db, carl, secret);
    expect(await plannerOfFeedToken(handle.db, carlsToken)).toMatchObject({ id: carl });
    expect((await plannerSettings(handle.db)).find((p) => p.id === carl)).toMatchObject({ takesCalls: false });

    const renewed = await renewFeedToken(handle.db, anna, secret);
    expect(renewed).not.toBe(token);
    expect(await plannerOfFeedToken(handle.db, token)).toBeUndefined();
    expect(await plannerOfFeedToken(handle.db, renewed)).toMatchObject({ id: anna });

    expect(await revokeFeedToken(handle.db, anna)).toBe(true);
    expect(await revokeFeedToken(handle.db, anna)).toBe(false);
    expect(await plannerOfFeedToken(handle.db, renewed)).toBeUndefined();

    // An admin who loses the role loses the feed with it.
    await handle.db.update(user).set({ role: 'user' }).where(eq(user.id, carl));
    expect(await plannerOfFeedToken(handle.db, carlsToken)).toBeUndefined();
  });

  it('answers the feed with the planner’s booked calls from 30 days back, and 404 for a bad token', async () => {
    const anna = await insertPlanner(handle.db, 'Anna', { until: 660 });
    const call = await book(at('2026-11-30', 10, 15), { companyName: 'Feed GmbH', phone: '+49 30 999' });
    await book(at('2026-11-30', 9));
    const gone = await book(at('2026-12-01', 9));
    await inTransaction(handle.db, cancelCall)({ callId: gone.id, byEmail: 'Kunde', now: bookedAt });
    const token = await renewFeedToken(handle.db, anna, secret);

    // 31 days later the call of 09:00 is out of reach (the 10:15 one still just within).
    const now = new Date(at('2026-11-30', 9, 30).getTime() + 30 * 24 * 60 * 60_000);
    const response = await calendarFeedResponse(handle.db, `${token}.ics`, { siteUrl, now });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text).toContain('METHOD:PUBLISH');
    const events = Object.values(ical.sync.parseICS(text)).filter((item) => item?.type === 'VEVENT') as ical.VEvent[];
    expect(events.map((e) => e.uid)).toEqual([`${call.id}@www.weihnachtsfeier.test`]);
    expect(events[0]).toMatchObject({ sequence: 0, summary: 'Telefonat zur Weihnachtsfeier – Feed GmbH' });
    expect(formatInBerlin(events[0].start, 'yyyy-MM-dd HH:mm')).toBe('2026-11-30 10:15');
    expect(events[0].description).toContain('+49 30 999');
    expect(events[0].description).toContain('Wunschtermin: 11.12.2026');

    // The token with its last character changed (to another one a 32-byte token can end in).
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'E' : 'A'}`;
    for (const file of [token, `${forged}.ics`, 'x.ics', '.ics', `${feedToken(secret, 'nonce')}.ics`]) {
      const refused = await calendarFeedResponse(handle.db, file, { siteUrl, now });
      expect(refused.status, file).toBe(404);
      expect(refused.headers.get('cache-control')).toBe('no-store');
    }
    await revokeFeedToken(handle.db, anna);
    expect((await calendarFeedResponse(handle.db, `${token}.ics`, { siteUrl, now })).status).toBe(404);
  });

  it('shows the request’s booked call, otherwise its latest one', async () => {
    await insertPlanner(handle.db, 'Anna', { until: 660 });
    const requestId = await insertRequest(handle.db);
    expect(await callOfRequest(handle.db, requestId)).toBeUndefined();
    expect(await callOfRequest(handle.db, 'not-a-uuid')).toBeUndefined();
    const first = await inTransaction(handle.db, bookCall)({ requestId, startsAt: at('2026-11-30', 9), wishes, now: bookedAt, byEmail: 'Kunde' });
    if (first.kind !== 'booked') throw new Error(first.kind);
    expect(await callOfRequest(handle.db, requestId)).toMatchObject({ id: first.call.id, status: 'booked', plannerName: 'Anna', ...wishes });
    await inTransaction(handle.db, recordOutcome)({ callId: first.call.id, outcome: 'not_reached', note: 'Mailbox', byEmail: 'anna@planer.test', now: at('2026-11-30', 9, 30) });
    expect(await callOfRequest(handle.db, requestId)).toMatchObject({ id: first.call.id, status: 'not_reached', outcomeNote: 'Mailbox' });
    const second = await inTransaction(handle.db, bookCall)({ requestId, startsAt: at('2026-12-01', 9), wishes, now: bookedAt, byEmail: 'Kunde' });
    if (second.kind !== 'booked') throw new Error(second.kind);
    expect(await callOfRequest(handle.db, requestId)).toMatchObject({ id: second.call.id, status: 'booked' });
  });
});
