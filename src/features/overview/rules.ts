/** The planners' overview as pure rules: the period, the funnel, the promises, and what is due next. */
import { answerDueAt, bookingReplyDueAt } from '@/features/availability/rules';
import type { CallSlotsProblem } from '@/features/calls/slots';
import { keysByName, type KeyTranslator, messageKeys, translateKey } from '@/i18n/keys';
import { percentile } from '@/lib/stats';
import { addToDay, berlinDay, type Day, formatInBerlin, parseDay } from '@/lib/time';
import { addWorkingHours, type IsHoliday, WORKING_DAY_HOURS } from './working-hours';

// ── The period ──────────────────────────────────────────────────────────────────────────────────────────────

export const PERIOD_KINDS = ['week', '30d', 'season', 'custom'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

const periodLabel = messageKeys('overview.periods');

/** Each period's name, as its message key. */
export const PERIOD_LABEL_KEYS = {
  week: periodLabel('thisWeek'),
  '30d': periodLabel('last30Days'),
  season: periodLabel('thisSeason'),
  custom: periodLabel('customRange'),
} as const satisfies Record<PeriodKind, string>;

/** Inclusive Berlin calendar days. */
export interface Period {
  kind: PeriodKind;
  from: Day;
  to: Day;
}

export const MAX_PERIOD_DAYS = 3 * 366;

/** Why an asked period could not be used, as the message key that says so. */
export const PERIOD_PROBLEMS = keysByName('overview.problems', ['unknownKind', 'customMissing', 'endBeforeStart', 'tooLong']);
export type PeriodProblem = (typeof PERIOD_PROBLEMS)[keyof typeof PERIOD_PROBLEMS];

const daysBetween = (from: Day, to: Day) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Monday of the week a day falls in. */
export function mondayOf(day: Day): Day {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addToDay(day, -weekday);
}

/** The season runs from 1 September: in January it is still last year's. */
function seasonStart(today: Day): Day {
  const year = Number(today.slice(0, 4));
  return Number(today.slice(5, 7)) >= 9 ? `${year}-09-01` : `${year - 1}-09-01`;
}

/** The period the address asks for (default: this season), or this season with the reason a request could not be used. */
export function resolvePeriod(asked: { period?: string; from?: string; to?: string }, today: Day): { period: Period; problem?: PeriodProblem } {
  const season: Period = { kind: 'season', from: seasonStart(today), to: today };
  switch (asked.period ?? 'season') {
    case 'season':
      return { period: season };
    case 'week':
      return { period: { kind: 'week', from: mondayOf(today), to: today } };
    case '30d':
      return { period: { kind: '30d', from: addToDay(today, -29), to: today } };
    case 'custom': {
      const from = parseDay(asked.from ?? '');
      const to = parseDay(asked.to ?? '');
      if (!from || !to) return { period: season, problem: PERIOD_PROBLEMS.customMissing };
      if (to < from) return { period: season, problem: PERIOD_PROBLEMS.endBeforeStart };
      if (daysBetween(from, to) > MAX_PERIOD_DAYS) return { period: season, problem: PERIOD_PROBLEMS.tooLong };
      return { period: { kind: 'custom', from, to } };
    }
    default:
      return { period: season, problem: PERIOD_PROBLEMS.unknownKind };
  }
}

/** The Monday of every week the period touches: the bars of "requests per week". */
export function weeksOf(period: Period): Day[] {
  const weeks: Day[] = [];
  for (let monday = mondayOf(period.from); monday <= period.to; monday = addToDay(monday, 7)) weeks.push(monday);
  return weeks;
}

/** Every month the period touches, as "2026-11". */
export function monthsOf(period: Period): string[] {
  const months: string[] = [];
  let [year, month] = [Number(period.from.slice(0, 4)), Number(period.from.slice(5, 7))];
  const last = period.to.slice(0, 7);
  for (let text = `${year}-${String(month).padStart(2, '0')}`; text <= last; text = `${year}-${String(month).padStart(2, '0')}`) {
    months.push(text);
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year++;
  }
  return months;
}

// ── The funnel ──────────────────────────────────────────────────────────────────────────────────────────────

export const FUNNEL_STEPS = ['requested', 'callBooked', 'callHeld', 'offerSent', 'offerAccepted', 'booked', 'invoiced', 'paid'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** Each step's name, as its message key. */
export const FUNNEL_LABEL_KEYS = keysByName('overview.funnel', FUNNEL_STEPS);

/**
 * The furthest step a request reached: the last step it has, whether or not it has the ones before (an offer may go
 * out without a recorded call, an invoice be paid without a recorded booking). Every request is at least requested.
 */
export function furthestStep(reached: Readonly<Partial<Record<FunnelStep, boolean>>>): FunnelStep {
  return FUNNEL_STEPS.findLast((step) => step === 'requested' || reached[step]) ?? 'requested';
}

/**
 * The funnel's counts from how many requests got no further than each step: a request counts in every step up to
 * the furthest it reached, so no step counts more than the one before.
 */
export function funnelCounts(stoppedAt: Readonly<Partial<Record<FunnelStep, number>>>): Record<FunnelStep, number> {
  return Object.fromEntries(FUNNEL_STEPS.map((step, index) => [step, FUNNEL_STEPS.slice(index).reduce((sum, further) => sum + (stoppedAt[further] ?? 0), 0)])) as Record<FunnelStep, number>;
}

/** Each step's count and its conversion from the step before (null for the first, and after a step of 0); `label` is its name's message key. */
export function funnel(counts: Readonly<Record<FunnelStep, number>>): { step: FunnelStep; label: (typeof FUNNEL_LABEL_KEYS)[FunnelStep]; count: number; conversion: number | null }[] {
  return FUNNEL_STEPS.map((step, index) => {
    const before = index ? counts[FUNNEL_STEPS[index - 1]] : 0;
    return { step, label: FUNNEL_LABEL_KEYS[step], count: counts[step], conversion: index && before ? counts[step] / before : null };
  });
}

// ── The promises ────────────────────────────────────────────────────────────────────────────────────────────

/** "A first answer within a few hours" and "venue options within 24 hours", in hours. */
export const PROMISES = { firstContact: 4, firstOffer: 24 } as const;

export interface PromiseFigures {
  median: number | null;
  p90: number | null;
  /** Kept: answered within the promise. Missed: answered later, or not yet though the promise has passed. */
  kept: number;
  missed: number;
  /** Kept of kept and missed (requests still within their promise count in neither); null without any. */
  share: number | null;
}

/**
 * How a promise was kept over a set of requests: the median and 90th percentile of the hours to the answer (of
 * those answered) and the share answered within `promiseHours`.
 */
export function promiseFigures(requests: readonly { waitedHours: number | null; ageHours: number }[], promiseHours: number): PromiseFigures {
  const answered = requests.flatMap((request) => (request.waitedHours === null ? [] : [request.waitedHours]));
  const kept = answered.filter((hours) => hours <= promiseHours).length;
  const missed = answered.length - kept + requests.filter((request) => request.waitedHours === null && request.ageHours > promiseHours).length;
  return { median: percentile(answered, 0.5), p90: percentile(answered, 0.9), kept, missed, share: kept + missed ? kept / (kept + missed) : null };
}

const duration = messageKeys('overview.duration');

/** "3 h 05 min", "45 min", "2 d 4 h" in English, in the words of `t` (useTranslations() or catalogue(locale)). */
export function durationText(hours: number | null, t: KeyTranslator): string {
  if (hours === null) return '–';
  const minutes = Math.round(hours * 60);
  if (minutes < 60) return translateKey(t, duration('minutes'), { minutes });
  if (minutes < 48 * 60) return translateKey(t, duration('hoursMinutes'), { hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') });
  return translateKey(t, duration('daysHours'), { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60) });
}

export const percentText = (ratio: number | null) => (ratio === null ? '–' : `${Math.round(ratio * 100)} %`);

// ── What is due ─────────────────────────────────────────────────────────────────────────────────────────────

export const DUE_KINDS = ['call', 'offer', 'question', 'validity', 'option', 'invoice', 'booking', 'venueAnswer', 'venueBooking'] as const;
export type DueKind = (typeof DUE_KINDS)[number];

/** What is due, as the message key of the admin's words (the morning mail has its own: texts.ts). */
export const DUE_LABEL_KEYS = keysByName('overview.due', DUE_KINDS);

/**
 * Working hours (working-hours.ts: Monday to Friday, 09:00–18:00 Berlin, public holidays off) after the request by
 * which a call should be booked (else a planner phones), and after the held call by which the offer goes out: the
 * 24 hours the site promises count as one working day, the same time on the next working day.
 */
export const CALL_DUE_HOURS = 2;
export const OFFER_DUE_HOURS = WORKING_DAY_HOURS;
/**
 * Working hours after a question from the offer page ("Frage zum Angebot") by which a planner answers it: the first
 * answer the site promises "within a few hours".
 */
export const QUESTION_DUE_HOURS = PROMISES.firstContact;
/** Working hours after an ad booking was confirmed by which the team approves or rejects it: "in der Regel innerhalb eines Werktags". */
export const BOOKING_DUE_HOURS = WORKING_DAY_HOURS;
/** How far ahead an offer's or an option's end shows as due. */
export const ENDING_WITHIN_HOURS = 48;

/** What the history says of a request, for its next deadline. Times are instants; days are Berlin calendar days. */
export interface DueFacts {
  createdAt: Date;
  status: string;
  callBookedAt: Date | null;
  callHeldAt: Date | null;
  offerSentAt: Date | null;
  acceptedAt: Date | null;
  /** The end of the offer's validity and of its earliest venue option, as instants (end of the Berlin day). */
  offerEndsAt: Date | null;
  optionEndsAt: Date | null;
  /** The end of the earliest due day among its unpaid, uncancelled invoices. */
  invoiceDueAt: Date | null;
  /**
   * The company's first question from the offer page that is unanswered: no planner's entry in the history after it
   * (any entry not by the company: a note, a status change, a call's outcome, a new offer version).
   */
  questionAt?: Date | null;
  /** The earliest ask still unanswered by a venue (features/availability), and the booking mail a chosen venue has not replied to. */
  venueAskedAt?: Date | null;
  venueBookingMailedAt?: Date | null;
}

export interface Deadline {
  kind: DueKind;
  at: Date;
}

/**
 * Everything that is due for a request, earliest first: a call to book 2 working hours after the request, the offer
 * one working day after the held call, an unanswered question 4 working hours after it was asked (booked or not), an
 * offer or option ending within 48 h, an invoice past its due day, a venue's answer 24 hours after it was asked (by the
 * clock: the venues' promise), the chosen venue's booking reply 48 hours after its mail. A cancelled request has nothing due.
 */
export function deadlines(facts: DueFacts, now: Date, isHoliday: IsHoliday): Deadline[] {
  if (facts.status === 'abgesagt') return [];
  const open = facts.status !== 'gebucht' && !facts.acceptedAt;
  const soon = (at: Date | null) => at !== null && at.getTime() - now.getTime() <= ENDING_WITHIN_HOURS * 3_600_000;
  const due: Deadline[] = [];
  if (open && !facts.callBookedAt && !facts.offerSentAt) due.push({ kind: 'call', at: addWorkingHours(facts.createdAt, CALL_DUE_HOURS, isHoliday) });
  if (open && facts.callHeldAt && !facts.offerSentAt) due.push({ kind: 'offer', at: addWorkingHours(facts.callHeldAt, OFFER_DUE_HOURS, isHoliday) });
  if (facts.questionAt) due.push({ kind: 'question', at: addWorkingHours(facts.questionAt, QUESTION_DUE_HOURS, isHoliday) });
  if (open && facts.offerSentAt && soon(facts.offerEndsAt)) due.push({ kind: 'validity', at: facts.offerEndsAt! });
  if (open && facts.offerSentAt && soon(facts.optionEndsAt)) due.push({ kind: 'option', at: facts.optionEndsAt! });
  if (facts.invoiceDueAt && facts.invoiceDueAt < now) due.push({ kind: 'invoice', at: facts.invoiceDueAt });
  if (open && facts.venueAskedAt) due.push({ kind: 'venueAnswer', at: answerDueAt(facts.venueAskedAt) });
  if (facts.venueBookingMailedAt) due.push({ kind: 'venueBooking', at: bookingReplyDueAt(facts.venueBookingMailedAt) });
  return due.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** An ad booking the operator confirmed waits for the team's approval: due one working day after the confirmation. */
export function bookingDeadline(confirmedAt: Date, isHoliday: IsHoliday): Deadline {
  return { kind: 'booking', at: addWorkingHours(confirmedAt, BOOKING_DUE_HOURS, isHoliday) };
}

/**
 * How much is due today, and how much of it overdue: the requests and the ad bookings awaiting approval, and the call
 * booking while companies cannot book their call (no planner takes calls, or no free slot ahead) as one item more,
 * due now and overdue by no deadline.
 */
export function dueCount(due: readonly { next: Deadline }[], callProblem: CallSlotsProblem | null, now: Date): { total: number; overdue: number } {
  return { total: due.length + (callProblem ? 1 : 0), overdue: due.filter((request) => request.next.at < now).length };
}

// ── The morning mail ────────────────────────────────────────────────────────────────────────────────────────

/** The planners' morning mail goes out at 08:00 Berlin time. */
export const MORNING_HOUR = 8;

/** The Berlin working day (Monday to Friday) whose morning mail is due at `now`, or null (weekend, or before 08:00). */
export function morningRunDay(now: Date): Day | null {
  const weekday = Number(formatInBerlin(now, 'i'));
  const hour = Number(formatInBerlin(now, 'H'));
  return weekday <= 5 && hour >= MORNING_HOUR ? berlinDay(now) : null;
}
