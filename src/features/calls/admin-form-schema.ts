import '@/lib/zod-jitless';
import { z } from 'zod';
import { DEFAULT_WEEKLY, exceptionLines, parseExceptions, parseRanges, WEEKDAYS, weeklyLines } from './hours';
import type { CallSettingsValues, DayException, WeeklyRange } from './slots';

// The Calls tab's forms (the admin speaks English). Shared by the browser (instant feedback) and the server.

const MINUTES_PER_HOUR = 60;
/** A notice longer than a month would leave nothing bookable within the longest horizon. */
const MAX_NOTICE_HOURS = 720;

/** Whole numbers as typed, from `min` to `max`, with the message that names the range. */
const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string(message)
    .trim()
    .regex(/^\d{1,5}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);

export const NOTICE_UNITS = ['minutes', 'hours'] as const;
export type NoticeUnit = (typeof NOTICE_UNITS)[number];

/** The settings for everyone; the minimum notice is typed in minutes or hours and stored in minutes. */
export const callSettingsSchema = z
  .object({
    callMinutes: wholeNumber(5, 240, 'Please enter whole minutes from 5 to 240'),
    bufferMinutes: wholeNumber(0, 120, 'Please enter whole minutes from 0 to 120'),
    minimumNotice: z.string('Please enter the minimum notice').trim().regex(/^\d{1,5}$/, 'Please enter a whole number'),
    minimumNoticeUnit: z.enum(NOTICE_UNITS, 'Choose minutes or hours'),
    horizonDays: wholeNumber(1, 90, 'Please enter whole days from 1 to 90'),
  })
  .superRefine((raw, ctx) => {
    const hours = raw.minimumNoticeUnit === 'hours' ? Number(raw.minimumNotice) : Number(raw.minimumNotice) / MINUTES_PER_HOUR;
    if (/^\d+$/.test(raw.minimumNotice) && hours > MAX_NOTICE_HOURS) ctx.addIssue({ code: 'custom', message: `The minimum notice can be at most ${MAX_NOTICE_HOURS} hours`, path: ['minimumNotice'] });
  })
  .transform(
    (raw): CallSettingsValues => ({
      callMinutes: raw.callMinutes,
      bufferMinutes: raw.bufferMinutes,
      minimumNoticeMinutes: Number(raw.minimumNotice) * (raw.minimumNoticeUnit === 'hours' ? MINUTES_PER_HOUR : 1),
      horizonDays: raw.horizonDays,
    }),
  );

export interface CallSettingsFormValues {
  callMinutes: string;
  bufferMinutes: string;
  minimumNotice: string;
  minimumNoticeUnit: string;
  horizonDays: string;
}

/** Stored settings as the form shows them: the notice in hours when it is whole hours. */
export function callSettingsFormValues(settings: CallSettingsValues): CallSettingsFormValues {
  const inHours = settings.minimumNoticeMinutes % MINUTES_PER_HOUR === 0;
  return {
    callMinutes: String(settings.callMinutes),
    bufferMinutes: String(settings.bufferMinutes),
    minimumNotice: String(inHours ? settings.minimumNoticeMinutes / MINUTES_PER_HOUR : settings.minimumNoticeMinutes),
    minimumNoticeUnit: inHours ? 'hours' : 'minutes',
    horizonDays: String(settings.horizonDays),
  };
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

export function postedCallSettings(form: FormData): CallSettingsFormValues {
  return {
    callMinutes: field(form, 'callMinutes'),
    bufferMinutes: field(form, 'bufferMinutes'),
    minimumNotice: field(form, 'minimumNotice'),
    minimumNoticeUnit: field(form, 'minimumNoticeUnit'),
    horizonDays: field(form, 'horizonDays'),
  };
}

/** The form field of a weekday's hours. */
export const hoursField = (weekday: number) => `hours.${weekday}`;

/**
 * One admin's part: takes calls or not (a checkbox: present when ticked), a line of ranges per weekday and the
 * exceptions, one date a line. Each line's error stands next to it.
 */
export const plannerSchema = z
  .looseObject({
    userId: z.string('The admin is missing').trim().min(1, 'The admin is missing').max(100, 'The admin is missing'),
    takesCalls: z.literal('on', 'Tick the box or leave it empty').optional(),
    exceptions: z.string().max(20_000, 'The list of dates is too long').default(''),
  })
  .superRefine((raw, ctx) => {
    for (const { weekday } of WEEKDAYS) {
      const line = raw[hoursField(weekday)];
      const parsed = parseRanges(typeof line === 'string' ? line : '');
      if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.error, path: [hoursField(weekday)] });
    }
    const exceptions = parseExceptions(raw.exceptions);
    if (!exceptions.ok) ctx.addIssue({ code: 'custom', message: exceptions.error, path: ['exceptions'] });
  })
  .transform((raw): { userId: string; takesCalls: boolean; weekly: WeeklyRange[]; exceptions: DayException[] } => ({
    userId: raw.userId,
    takesCalls: raw.takesCalls === 'on',
    weekly: WEEKDAYS.flatMap(({ weekday }) => {
      const line = raw[hoursField(weekday)];
      const parsed = parseRanges(typeof line === 'string' ? line : '');
      return parsed.ok ? parsed.value.map((range) => ({ weekday, ...range })) : [];
    }),
    exceptions: (() => {
      const parsed = parseExceptions(raw.exceptions);
      return parsed.ok ? parsed.value : [];
    })(),
  }));

export interface PlannerFormValues {
  takesCalls: boolean;
  /** The line of each weekday (1 … 7). */
  hours: Record<number, string>;
  exceptions: string;
}

/** A planner's part as the form shows it; an admin without hours who takes no calls is offered Monday to Friday, 09:00–17:00. */
export function plannerFormValues(planner: { takesCalls: boolean; weekly: readonly WeeklyRange[]; exceptions: readonly DayException[] }): PlannerFormValues {
  const weekly = planner.weekly.length || planner.takesCalls ? planner.weekly : DEFAULT_WEEKLY;
  return { takesCalls: planner.takesCalls, hours: weeklyLines(weekly), exceptions: exceptionLines(planner.exceptions) };
}

export function postedPlanner(form: FormData): PlannerFormValues {
  return {
    takesCalls: field(form, 'takesCalls') === 'on',
    hours: Object.fromEntries(WEEKDAYS.map(({ weekday }) => [weekday, field(form, hoursField(weekday))])),
    exceptions: field(form, 'exceptions'),
  };
}

export const OUTCOMES = ['held', 'not_reached', 'moved'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** The planner's outcome of a call: what became of it and a note. */
export const outcomeSchema = z.object({
  callId: z.uuid('This call is no longer open'),
  outcome: z.enum(OUTCOMES, 'Choose what became of the call'),
  note: z
    .string()
    .trim()
    .max(2000, 'The note can have at most 2000 characters')
    .default('')
    .transform((note) => note || null),
});

export interface OutcomeFormValues {
  outcome: string;
  note: string;
}

export const postedOutcome = (form: FormData): OutcomeFormValues => ({ outcome: field(form, 'outcome'), note: field(form, 'note') });

