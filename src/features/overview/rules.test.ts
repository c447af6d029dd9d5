import { describe, expect, it } from 'vitest';
import { catalogue } from '@/i18n/translator';
import { berlinTime } from '@/lib/time';
import { bookingDeadline, deadlines, dueCount, morningRunDay, type DueFacts, durationText, funnel, funnelCounts, furthestStep, monthsOf, PERIOD_PROBLEMS, promiseFigures, resolvePeriod, weeksOf } from './rules';
import { holidaysOf, NO_HOLIDAYS } from './working-hours';

describe('resolvePeriod', () => {
  const today = '2026-11-25';
  it('knows this week (from Monday), the last 30 days and this season (from 1 September), the season by default', () => {
    expect(resolvePeriod({ period: 'week' }, today)).toEqual({ period: { kind: 'week', from: '2026-11-23', to: today } });
    expect(resolvePeriod({ period: '30d' }, today)).toEqual({ period: { kind: '30d', from: '2026-10-27', to: today } });
    expect(resolvePeriod({}, today)).toEqual({ period: { kind: 'season', from: '2026-09-01', to: today } });
    expect(resolvePeriod({}, '2027-02-10').period.from).toBe('2026-09-01');
    expect(resolvePeriod({ period: 'custom', from: '2026-10-01', to: '2026-10-31' }, today)).toEqual({ period: { kind: 'custom', from: '2026-10-01', to: '2026-10-31' } });
  });

  it('falls back to the season with the reason for a range it cannot use', () => {
    const season = { kind: 'season', from: '2026-09-01', to: today };
    expect(resolvePeriod({ period: 'custom', from: '2026-10-31', to: '2026-10-01' }, today)).toEqual({ period: season, problem: PERIOD_PROBLEMS.endBeforeStart });
    expect(resolvePeriod({ period: 'custom', from: '2022-01-01', to: '2026-01-02' }, today)).toEqual({ period: season, problem: PERIOD_PROBLEMS.tooLong });
    expect(resolvePeriod({ period: 'custom', from: '2026-02-30', to: '2026-03-01' }, today)).toEqual({ period: season, problem: PERIOD_PROBLEMS.customMissing });
    expect(resolvePeriod({ period: 'ever' }, today)).toEqual({ period: season, problem: PERIOD_PROBLEMS.unknownKind });
  });

  it('names the weeks and months a period touches', () => {
    expect(weeksOf({ kind: 'custom', from: '2026-11-25', to: '2026-12-08' })).toEqual(['2026-11-23', '2026-11-30', '2026-12-07']);
    expect(monthsOf({ kind: 'custom', from: '2026-11-25', to: '2027-02-01' })).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });
});

describe('funnel and promises', () => {
  it('gives each step its conversion from the step before', () => {
    const steps = funnel({ requested: 10, callBooked: 8, callHeld: 6, offerSent: 6, offerAccepted: 3, booked: 3, invoiced: 0, paid: 0 });
    const t = catalogue('en');
    expect(steps.map((step) => [t(step.label), step.count, step.conversion])).toEqual([
      ['Request', 10, null],
      ['Call booked', 8, 0.8],
      ['Call held', 6, 0.75],
      ['Offer sent', 6, 1],
      ['Offer accepted', 3, 0.5],
      ['Booked', 3, 1],
      ['Invoiced', 0, 0],
      ['Paid', 0, null],
    ]);
  });

  it('finds the furthest step a request reached, a skipped step before it or not', () => {
    expect(furthestStep({})).toBe('requested');
    expect(furthestStep({ callBooked: true, callHeld: true })).toBe('callHeld');
    // An offer without a recorded call, an invoice paid without a recorded booking.
    expect(furthestStep({ offerSent: true })).toBe('offerSent');
    expect(furthestStep({ callBooked: true, offerSent: true, invoiced: true, paid: true })).toBe('paid');
    expect(furthestStep({ callBooked: true, booked: false })).toBe('callBooked');
  });

  it('counts a request in every step up to the furthest it reached, so no step exceeds the one before', () => {
    // The overview showed "Call held 2 → Offer sent 4 · 200 %": two requests got their offer without a recorded call.
    const counts = funnelCounts({ requested: 3, callBooked: 1, callHeld: 1, offerSent: 3, offerAccepted: 0, booked: 1, paid: 1 });
    expect(counts).toEqual({ requested: 10, callBooked: 7, callHeld: 6, offerSent: 5, offerAccepted: 2, booked: 2, invoiced: 1, paid: 1 });
    expect(funnel(counts).every((step) => step.conversion === null || step.conversion <= 1)).toBe(true);
    expect(funnelCounts({})).toEqual({ requested: 0, callBooked: 0, callHeld: 0, offerSent: 0, offerAccepted: 0, booked: 0, invoiced: 0, paid: 0 });
    const requests = [{ offerSent: true }, { callBooked: true, callHeld: true }, {}, { callBooked: true, offerSent: true, offerAccepted: true }];
    const stopped: Partial<Record<string, number>> = {};
    for (const request of requests) stopped[furthestStep(request)] = (stopped[furthestStep(request)] ?? 0) + 1;
    expect(funnelCounts(stopped)).toMatchObject({ requested: 4, callBooked: 3, callHeld: 3, offerSent: 2, offerAccepted: 1, booked: 0 });
  });

  it('counts a request not answered after its promise as missed, and one still within it in neither', () => {
    const figures = promiseFigures(
      [
        { waitedHours: 1, ageHours: 100 },
        { waitedHours: 3, ageHours: 100 },
        { waitedHours: 6, ageHours: 100 },
        { waitedHours: null, ageHours: 5 },
        { waitedHours: null, ageHours: 2 },
      ],
      4,
    );
    expect(figures).toEqual({ median: 3, p90: 5.4, kept: 2, missed: 2, share: 0.5 });
    const t = catalogue('en');
    expect(durationText(3.25, t)).toBe('3 h 15 min');
    expect(durationText(0.5, t)).toBe('30 min');
    expect(durationText(50, t)).toBe('2 d 2 h');
    expect(durationText(1.05, t)).toBe('1 h 03 min');
    expect(durationText(null, t)).toBe('–');
  });
});

describe('deadlines', () => {
  const berlin = holidaysOf('BE');
  const now = new Date('2026-11-25T12:00:00Z');
  const facts = (changes: Partial<DueFacts>): DueFacts => ({
    createdAt: new Date('2026-11-25T08:00:00Z'), status: 'neu', callBookedAt: null, callHeldAt: null, offerSentAt: null, acceptedAt: null, offerEndsAt: null, optionEndsAt: null, invoiceDueAt: null, ...changes,
  });

  it('wants a call booked 2 working hours after the request and the offer one working day after the held call', () => {
    // Wednesday 09:00 Berlin: 11:00 the same day; a call held at 12:00 wants its offer by Thursday 12:00.
    expect(deadlines(facts({}), now, berlin)).toEqual([{ kind: 'call', at: new Date('2026-11-25T10:00:00Z') }]);
    expect(deadlines(facts({ callBookedAt: now, callHeldAt: new Date('2026-11-25T11:00:00Z'), status: 'in_bearbeitung' }), now, berlin)).toEqual([{ kind: 'offer', at: new Date('2026-11-26T11:00:00Z') }]);
  });

  it('counts working hours: not in the evening, at the weekend or on a public holiday', () => {
    // Friday 19:03 with 2 working hours: Monday 11:00, not Friday 21:07.
    const friday = facts({ createdAt: berlinTime('2026-11-27', 19, 3) });
    expect(deadlines(friday, now, berlin)).toEqual([{ kind: 'call', at: berlinTime('2026-11-30', 11, 0) }]);
    // A call held on Thursday 2 October 2025 at 15:00: German Unity Day and the weekend pass, the offer is due Monday 15:00.
    const unity = facts({ callBookedAt: now, callHeldAt: berlinTime('2025-10-02', 15, 0), status: 'in_bearbeitung' });
    expect(deadlines(unity, now, berlin)).toEqual([{ kind: 'offer', at: berlinTime('2025-10-06', 15, 0) }]);
    // Friday 5 March 2027, 17:30: Monday 8 March is a holiday in Berlin only.
    const march = facts({ createdAt: berlinTime('2027-03-05', 17, 30) });
    expect(deadlines(march, now, berlin)[0].at).toEqual(berlinTime('2027-03-09', 10, 30));
    expect(deadlines(march, now, holidaysOf('BY'))[0].at).toEqual(berlinTime('2027-03-08', 10, 30));
    expect(deadlines(march, now, NO_HOLIDAYS)[0].at).toEqual(berlinTime('2027-03-08', 10, 30));
  });

  it('wants an unanswered question from the offer page answered within 4 working hours, booked or not', () => {
    const asked = berlinTime('2026-11-25', 16, 0);
    const sent = facts({ callBookedAt: now, offerSentAt: now, status: 'angebot_gesendet', questionAt: asked });
    expect(deadlines(sent, now, berlin)).toEqual([{ kind: 'question', at: berlinTime('2026-11-26', 11, 0) }]);
    expect(deadlines({ ...sent, status: 'gebucht', acceptedAt: now }, now, berlin).map((due) => due.kind)).toEqual(['question']);
    expect(deadlines({ ...sent, questionAt: null }, now, berlin)).toEqual([]);
    expect(deadlines({ ...sent, status: 'abgesagt' }, now, berlin)).toEqual([]);
  });

  it('names an offer or option ending within 48 h, and an overdue invoice, and nothing for a cancelled request', () => {
    const sent = facts({ callBookedAt: now, offerSentAt: now, status: 'angebot_gesendet', offerEndsAt: new Date('2026-11-27T22:59:59Z'), optionEndsAt: new Date('2026-11-26T22:59:59Z') });
    expect(deadlines(sent, now, berlin).map((due) => due.kind)).toEqual(['option']);
    expect(deadlines({ ...sent, offerEndsAt: new Date('2026-11-27T11:00:00Z') }, now, berlin).map((due) => due.kind)).toEqual(['option', 'validity']);
    expect(deadlines({ ...sent, acceptedAt: now }, now, berlin)).toEqual([]);
    expect(deadlines(facts({ status: 'gebucht', acceptedAt: now, invoiceDueAt: new Date('2026-11-24T22:59:59Z') }), now, berlin).map((due) => due.kind)).toEqual(['invoice']);
    expect(deadlines(facts({ status: 'abgesagt' }), now, berlin)).toEqual([]);
  });
});

describe('bookingDeadline', () => {
  it('wants a confirmed ad booking approved or rejected one working day after its confirmation', () => {
    const berlin = holidaysOf('BE');
    expect(bookingDeadline(berlinTime('2026-11-25', 10, 30), berlin)).toEqual({ kind: 'booking', at: berlinTime('2026-11-26', 10, 30) });
    // Confirmed on Christmas Eve in the evening: the holidays and the weekend pass.
    expect(bookingDeadline(berlinTime('2026-12-24', 20, 0), berlin)).toEqual({ kind: 'booking', at: berlinTime('2026-12-28', 18, 0) });
  });
});

describe('dueCount', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const due = [{ next: { kind: 'call' as const, at: new Date('2026-11-25T10:00:00Z') } }, { next: { kind: 'offer' as const, at: new Date('2026-11-25T18:00:00Z') } }];

  it('counts the requests and ad bookings due today and those overdue', () => {
    expect(dueCount(due, null, now)).toEqual({ total: 2, overdue: 1 });
    expect(dueCount([], null, now)).toEqual({ total: 0, overdue: 0 });
    const booking = { next: { kind: 'booking' as const, at: new Date('2026-11-25T11:00:00Z') } };
    const question = { next: { kind: 'question' as const, at: new Date('2026-11-25T15:00:00Z') } };
    expect(dueCount([...due, question, booking], null, now)).toEqual({ total: 4, overdue: 2 });
  });

  it('counts a closed call booking as one item more, whichever the reason', () => {
    expect(dueCount(due, 'nobody', now)).toEqual({ total: 3, overdue: 1 });
    expect(dueCount([], 'no-slots', now)).toEqual({ total: 1, overdue: 0 });
  });
});

describe('morningRunDay', () => {
  it('is the Berlin working day from 08:00 Berlin time on, in winter and in summer', () => {
    expect(morningRunDay(new Date('2026-11-25T06:59:00Z'))).toBeNull();
    expect(morningRunDay(new Date('2026-11-25T07:00:00Z'))).toBe('2026-11-25');
    expect(morningRunDay(new Date('2026-11-25T22:59:00Z'))).toBe('2026-11-25');
    expect(morningRunDay(new Date('2026-11-25T23:30:00Z'))).toBeNull();
    // Saturday and Sunday: none. In summer 08:00 Berlin is 06:00 UTC.
    expect(morningRunDay(new Date('2026-11-28T09:00:00Z'))).toBeNull();
    expect(morningRunDay(new Date('2026-11-29T09:00:00Z'))).toBeNull();
    expect(morningRunDay(new Date('2026-07-01T06:00:00Z'))).toBe('2026-07-01');
  });
});
