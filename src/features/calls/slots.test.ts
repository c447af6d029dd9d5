import { describe, expect, it } from 'vitest';
import { berlinTime, formatInBerlin } from '@/lib/time';
import { callSlotsProblemOf, checkedDays, DEFAULT_CALL_SETTINGS, checkSlot, freeSlots, groupByDay, isoWeekday, type PlannerAvailability, plannersInTurn, slotLabel } from './slots';

const settings = DEFAULT_CALL_SETTINGS;
const weekdays = (startMinute: number, endMinute: number) => [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute, endMinute }));
const planner = (over: Partial<PlannerAvailability> = {}): PlannerAvailability => ({ id: 'p1', name: 'Anna', weekly: weekdays(9 * 60, 10 * 60), exceptions: [], busy: [], ...over });
const local = (slots: { startsAt: Date }[]) => slots.map((s) => formatInBerlin(s.startsAt, 'yyyy-MM-dd HH:mm'));
/** Monday 30 November 2026, 06:00 in Berlin. */
const monday = berlinTime('2026-11-30', 6);

describe('free slots', () => {
  it('steps through the hours by the call length, the last call ending with the range', () => {
    const slots = freeSlots({ planners: [planner()], settings, now: monday, days: ['2026-11-30'] });
    expect(local(slots)).toEqual(['2026-11-30 09:00', '2026-11-30 09:15', '2026-11-30 09:30', '2026-11-30 09:45']);
    expect(slots[0].endsAt.getTime() - slots[0].startsAt.getTime()).toBe(15 * 60_000);
  });

  it('offers several ranges of one day and nothing on days without hours', () => {
    const p = planner({ weekly: [{ weekday: 1, startMinute: 540, endMinute: 570 }, { weekday: 1, startMinute: 840, endMinute: 855 }] });
    expect(local(freeSlots({ planners: [p], settings, now: monday, days: ['2026-11-30', '2026-12-01'] }))).toEqual(['2026-11-30 09:00', '2026-11-30 09:15', '2026-11-30 14:00']);
  });

  it('keeps the minimum notice and the horizon', () => {
    const at0830 = berlinTime('2026-11-30', 8, 30);
    expect(local(freeSlots({ planners: [planner()], settings, now: at0830, days: ['2026-11-30'] }))).toEqual([]);
    const at0715 = berlinTime('2026-11-30', 7, 15);
    expect(local(freeSlots({ planners: [planner()], settings, now: at0715, days: ['2026-11-30'] }))).toEqual(['2026-11-30 09:15', '2026-11-30 09:30', '2026-11-30 09:45']);
    const days = new Set(freeSlots({ planners: [planner({ weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startMinute: 540, endMinute: 555 })) })], settings, now: monday }).map((s) => formatInBerlin(s.startsAt, 'yyyy-MM-dd')));
    expect(days.size).toBe(14);
    expect([...days].at(-1)).toBe('2026-12-13');
  });

  it('treats a day off and other hours on a date instead of the weekly ones', () => {
    const p = planner({
      exceptions: [
        { day: '2026-12-01', startMinute: null, endMinute: null },
        { day: '2026-12-02', startMinute: 14 * 60, endMinute: 14 * 60 + 30 },
        { day: '2026-12-05', startMinute: 10 * 60, endMinute: 10 * 60 + 15 },
      ],
    });
    const slots = freeSlots({ planners: [p], settings, now: monday, days: ['2026-12-01', '2026-12-02', '2026-12-05'] });
    expect(local(slots)).toEqual(['2026-12-02 14:00', '2026-12-02 14:15', '2026-12-05 10:00']);
  });

  it('leaves out a planner’s calls with their buffer, on both sides', () => {
    const busy = [{ startsAt: berlinTime('2026-11-30', 9, 15), blockedUntil: berlinTime('2026-11-30', 9, 35) }];
    // 09:00 would block until 09:20 (overlaps the call), 09:30 starts inside its buffer; 09:45 is free.
    expect(local(freeSlots({ planners: [planner({ busy })], settings, now: monday, days: ['2026-11-30'] }))).toEqual(['2026-11-30 09:45']);
  });

  it('merges planners: a slot is free when one of them is, and names every free one', () => {
    const busy = [{ startsAt: berlinTime('2026-11-30', 9), blockedUntil: berlinTime('2026-11-30', 9, 20) }];
    const slots = freeSlots({ planners: [planner({ busy }), planner({ id: 'p2', name: 'Bernd' })], settings, now: monday, days: ['2026-11-30'] });
    expect(slots.map((s) => s.plannerIds)).toEqual([['p2'], ['p2'], ['p1', 'p2'], ['p1', 'p2']]);
  });

  describe('on the Sundays of the clock changes (hours 01:00–04:00 on Sundays, 09:00–10:00 on weekdays)', () => {
    const p = planner({ weekly: [...weekdays(540, 600), { weekday: 7, startMinute: 60, endMinute: 240 }] });

    it('has only the real local times on 29 March 2026 (02:00–02:59 does not exist)', () => {
      const slots = freeSlots({ planners: [p], settings, now: berlinTime('2026-03-27', 6), days: ['2026-03-29', '2026-03-30'] });
      expect(local(slots)).toEqual([
        ...['01:00', '01:15', '01:30', '01:45', '03:00', '03:15', '03:30', '03:45'].map((t) => `2026-03-29 ${t}`),
        ...['09:00', '09:15', '09:30', '09:45'].map((t) => `2026-03-30 ${t}`),
      ]);
      expect(slots[3].endsAt.toISOString()).toBe('2026-03-29T01:00:00.000Z');
      expect(slots[4].startsAt.toISOString()).toBe('2026-03-29T01:00:00.000Z');
      expect(slots[8].startsAt.toISOString()).toBe('2026-03-30T07:00:00.000Z');
    });

    it('has four real hours on 25 October 2026, 02:00–02:59 twice, each slot 15 minutes after the last', () => {
      const slots = freeSlots({ planners: [p], settings, now: berlinTime('2026-10-23', 6), days: ['2026-10-25', '2026-10-26'] });
      const sunday = slots.slice(0, 16);
      expect(sunday[0].startsAt.toISOString()).toBe('2026-10-24T23:00:00.000Z');
      expect(sunday.at(-1)!.startsAt.toISOString()).toBe('2026-10-25T02:45:00.000Z');
      sunday.slice(1).forEach((s, i) => expect(s.startsAt.getTime() - sunday[i].startsAt.getTime()).toBe(15 * 60_000));
      expect(new Set(slots.map((s) => s.startsAt.getTime())).size).toBe(slots.length);
      expect(local(slots.slice(16))).toEqual(['09:00', '09:15', '09:30', '09:45'].map((t) => `2026-10-26 ${t}`));
      expect(slots[16].startsAt.toISOString()).toBe('2026-10-26T08:00:00.000Z');
      const [day] = groupByDay(sunday);
      expect(day.label).toBe('Sonntag, 25. Oktober');
      expect(day.slots.map((s) => s.time)).toEqual([
        '01:00 Uhr', '01:15 Uhr', '01:30 Uhr', '01:45 Uhr',
        '02:00 Uhr (Sommerzeit)', '02:15 Uhr (Sommerzeit)', '02:30 Uhr (Sommerzeit)', '02:45 Uhr (Sommerzeit)',
        '02:00 Uhr (Winterzeit)', '02:15 Uhr (Winterzeit)', '02:30 Uhr (Winterzeit)', '02:45 Uhr (Winterzeit)',
        '03:00 Uhr', '03:15 Uhr', '03:30 Uhr', '03:45 Uhr',
      ]);
    });
  });
});

describe('a picked slot', () => {
  const p = planner();
  it('is bookable with the planners free for it', () => {
    expect(checkSlot({ planners: [p], settings, now: monday, startsAt: berlinTime('2026-11-30', 9, 15) })).toEqual({ ok: true, plannerIds: ['p1'] });
  });
  it('is refused in the past, too soon, beyond the horizon, off the grid or outside the hours', () => {
    const check = (startsAt: Date) => checkSlot({ planners: [p], settings, now: monday, startsAt });
    expect(check(berlinTime('2026-11-30', 5))).toEqual({ ok: false, reason: 'past' });
    expect(check(berlinTime('2026-11-30', 7))).toEqual({ ok: false, reason: 'too_soon' });
    expect(check(berlinTime('2026-12-14', 9))).toEqual({ ok: false, reason: 'beyond_horizon' });
    expect(check(berlinTime('2026-11-30', 9, 10))).toEqual({ ok: false, reason: 'not_offered' });
    expect(check(berlinTime('2026-11-30', 10))).toEqual({ ok: false, reason: 'not_offered' });
    expect(check(berlinTime('2026-12-05', 9))).toEqual({ ok: false, reason: 'not_offered' });
  });
});

describe('the planner for a slot', () => {
  const at = (h: number) => ({ startsAt: berlinTime('2026-11-30', h), blockedUntil: berlinTime('2026-11-30', h, 20) });
  it('is the one with the fewest calls that day, ties by name', () => {
    const planners = [
      planner({ id: 'a', name: 'Zoe', busy: [at(11)] }),
      planner({ id: 'b', name: 'Ärne', busy: [at(11), at(12)] }),
      planner({ id: 'c', name: 'Bea', busy: [at(13), { startsAt: berlinTime('2026-12-01', 9), blockedUntil: berlinTime('2026-12-01', 9, 20) }] }),
      planner({ id: 'd', name: 'Otto' }),
    ];
    expect(plannersInTurn(planners, ['a', 'b', 'c'], berlinTime('2026-11-30', 9)).map((p) => p.name)).toEqual(['Bea', 'Zoe', 'Ärne']);
    expect(plannersInTurn(planners, ['a', 'b', 'c', 'd'], berlinTime('2026-11-30', 9))[0].name).toBe('Otto');
    expect(plannersInTurn([planner({ id: 'x', name: 'Ärne' }), planner({ id: 'y', name: 'Bea' })], ['x', 'y'], monday).map((p) => p.id)).toEqual(['x', 'y']);
  });
});

describe('German labels', () => {
  it('write weekday, date and time in Berlin', () => {
    expect(slotLabel(new Date('2026-12-02T09:15:00Z'))).toBe('Mittwoch, 2. Dezember · 10:15 Uhr');
    expect(slotLabel(new Date('2026-07-01T08:15:00Z'))).toBe('Mittwoch, 1. Juli · 10:15 Uhr');
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(isoWeekday('2026-11-30')).toBe(1);
  });
  it('read in English on an English admin screen, the autumn Sunday’s repeated hour named in English', () => {
    expect(slotLabel(new Date('2026-12-08T09:00:00Z'), 'en')).toBe('Tuesday, 8 December · 10:00');
    expect(slotLabel(new Date('2026-07-01T08:15:00Z'), 'en')).toBe('Wednesday, 1 July · 10:15');
    expect(slotLabel(new Date('2026-10-25T00:30:00Z'), 'en')).toBe('Sunday, 25 October · 02:30 (summer time)');
    expect(slotLabel(new Date('2026-10-25T01:30:00Z'), 'en')).toBe('Sunday, 25 October · 02:30 (winter time)');
    expect(slotLabel(new Date('2026-10-25T01:30:00Z'))).toBe('Sonntag, 25. Oktober · 02:30 Uhr (Winterzeit)');
  });
  it('group slots by Berlin day, a slot after 23:00 UTC on the next day', () => {
    const groups = groupByDay([
      { startsAt: new Date('2026-12-01T22:45:00Z'), endsAt: new Date('2026-12-01T23:00:00Z'), plannerIds: ['a'] },
      { startsAt: new Date('2026-12-01T23:15:00Z'), endsAt: new Date('2026-12-01T23:30:00Z'), plannerIds: ['a'] },
    ]);
    expect(groups.map((g) => [g.label, g.slots.map((s) => s.time)])).toEqual([
      ['Dienstag, 1. Dezember', ['23:45 Uhr']],
      ['Mittwoch, 2. Dezember', ['00:15 Uhr']],
    ]);
  });
});

describe('whether companies can book', () => {
  it('looks at today if it is a working day and the next three working days after it', () => {
    expect(checkedDays(monday)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03']);
    // Friday evening: the rest of Friday, then Monday to Wednesday.
    expect(checkedDays(berlinTime('2026-12-04', 20))).toEqual(['2026-12-04', '2026-12-07', '2026-12-08', '2026-12-09']);
    // Saturday and Sunday are no working days.
    expect(checkedDays(berlinTime('2026-12-05', 10))).toEqual(['2026-12-07', '2026-12-08', '2026-12-09']);
    expect(checkedDays(berlinTime('2026-12-06', 23, 30))).toEqual(['2026-12-07', '2026-12-08', '2026-12-09']);
  });

  it('says nobody takes calls without planners, and no slots when none is free on those days', () => {
    expect(callSlotsProblemOf({ planners: [], settings, now: monday })).toBe('nobody');
    expect(callSlotsProblemOf({ planners: [planner()], settings, now: monday })).toBeNull();
    expect(callSlotsProblemOf({ planners: [planner({ weekly: [] })], settings, now: monday })).toBe('no-slots');
    // Hours only on Saturdays: companies may book them, but no working day has a slot.
    expect(callSlotsProblemOf({ planners: [planner({ weekly: [{ weekday: 6, startMinute: 540, endMinute: 1020 }] })], settings, now: monday })).toBe('no-slots');
    // Hours only on Fridays: four days ahead on Monday (too far), the next day on Thursday.
    const fridays = planner({ weekly: [{ weekday: 5, startMinute: 540, endMinute: 600 }] });
    expect(callSlotsProblemOf({ planners: [fridays], settings, now: monday })).toBe('no-slots');
    expect(callSlotsProblemOf({ planners: [fridays], settings, now: berlinTime('2026-12-03', 12) })).toBeNull();
  });

  it('counts only what is free: days off, booked calls, the notice and the horizon', () => {
    const checked = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03'];
    const off = planner({ exceptions: checked.map((day) => ({ day, startMinute: null, endMinute: null })) });
    expect(callSlotsProblemOf({ planners: [off], settings, now: monday })).toBe('no-slots');
    // One planner off, another free: companies can book.
    expect(callSlotsProblemOf({ planners: [off, planner({ id: 'p2', name: 'Bea' })], settings, now: monday })).toBeNull();
    // Every slot of the four days booked (09:00–10:00, calls of 15 minutes and 5 minutes' buffer).
    const busy = checked.flatMap((day) => [0, 20, 40].map((minute) => ({ startsAt: berlinTime(day, 9, minute), blockedUntil: berlinTime(day, 9, minute + 20) })));
    expect(callSlotsProblemOf({ planners: [planner({ busy })], settings, now: monday })).toBe('no-slots');
    expect(callSlotsProblemOf({ planners: [planner({ busy: busy.slice(1) })], settings, now: monday })).toBeNull();
    // Bookable only today, and today's hours are past.
    expect(callSlotsProblemOf({ planners: [planner()], settings: { ...settings, horizonDays: 1 }, now: berlinTime('2026-11-30', 12) })).toBe('no-slots');
  });
});
