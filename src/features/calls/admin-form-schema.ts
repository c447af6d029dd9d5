import '@/lib/zod-jitless';
import { z } from 'zod';
import { messageKeys } from '@/i18n/keys';
import { formText } from '@/lib/form-data';
import { DEFAULT_WEEKLY, exceptionLines, type HoursError, parseExceptions, parseRanges, WEEKDAYS, weeklyLines } from './hours';
import type { CallSettingsValues, DayException, WeeklyRange } from './slots';

// The Calls tab's forms. Shared by the browser (instant feedback) and the server; their messages are keys of
// 'calls.validation', worded in the admin's language where they are shown.

const message = messageKeys('calls.validation');

const MINUTES_PER_HOUR = 60;
/** A notice longer than a month would leave nothing bookable within the longest horizon (its message names the 720). */
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
    callMinutes: wholeNumber(5, 240, message('callMinutes')),
    bufferMinutes: wholeNumber(0, 120, message('bufferMinutes')),
    minimumNotice: z.string(message('minimumNoticeMissing')).trim().regex(/^\d{1,5}$/, message('wholeNumber')),
    minimumNoticeUnit: z.enum(NOTICE_UNITS, message('noticeUnit')),
    horizonDays: wholeNumber(1, 90, message('horizonDays')),
  })
  .superRefine((raw, ctx) => {
    const hours = raw.minimumNoticeUnit === 'hours' ? Number(raw.minimumNotice) : Number(raw.minimumNotice) / MINUTES_PER_HOUR;
    if (/^\d+$/.test(raw.minimumNotice) && hours > MAX_NOTICE_HOURS) ctx.addIssue({ code: 'custom', message: message('noticeTooLong'), path: ['minimumNotice'] });
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

export function postedCallSettings(form: FormData): CallSettingsFormValues {
  return {
    callMinutes: formText(form, 'callMinutes'),
    bufferMinutes: formText(form, 'bufferMinutes'),
    minimumNotice: formText(form, 'minimumNotice'),
    minimumNoticeUnit: formText(form, 'minimumNoticeUnit'),
    horizonDays: formText(form, 'horizonDays'),
  };
}

/** A planner's exceptions, one date a line: longer than a refused form's values are cut to (lib/form-data's ECHO_MAX_LENGTH). */
export const MAX_EXCEPTIONS_LENGTH = 20_000;

/** The form field of a weekday's hours. */
export const hoursField = (weekday: number) => `hours.${weekday}`;

/**
 * One admin's part: takes calls or not (a checkbox: present when ticked), a line of ranges per weekday and the
 * exceptions, one date a line. The lines are read by plannerHours, whose errors carry what was typed.
 */
export const plannerSchema = z
  .looseObject({
    userId: z.string(message('adminMissing')).trim().min(1, message('adminMissing')).max(100, message('adminMissing')),
    takesCalls: z.literal('on', message('takesCalls')).optional(),
    exceptions: z.string().max(MAX_EXCEPTIONS_LENGTH, message('datesTooLong')).default(''),
  })
  .transform((raw): PostedPlanner => ({
    userId: raw.userId,
    takesCalls: raw.takesCalls === 'on',
    lines: Object.fromEntries(
      WEEKDAYS.map(({ weekday }) => {
        const line = raw[hoursField(weekday)];
        return [weekday, typeof line === 'string' ? line : ''];
      }),
    ),
    exceptions: raw.exceptions,
  }));

/** A planner's form as plannerSchema reads it: the lines still as typed. */
export interface PostedPlanner {
  userId: string;
  takesCalls: boolean;
  /** The line of each weekday (1 … 7). */
  lines: Record<number, string>;
  exceptions: string;
}

export interface PlannerHours {
  userId: string;
  takesCalls: boolean;
  weekly: WeeklyRange[];
  exceptions: DayException[];
}

/**
 * The weekly hours and the exceptions of a posted planner form; refused with each line's error by its field (the
 * errors name what was typed, so they are worded with hoursErrorText rather than through a zod message key).
 */
export function plannerHours(posted: PostedPlanner): { ok: true; value: PlannerHours } | { ok: false; errors: Record<string, HoursError> } {
  const errors: Record<string, HoursError> = {};
  const weekly: WeeklyRange[] = [];
  for (const { weekday } of WEEKDAYS) {
    const parsed = parseRanges(posted.lines[weekday] ?? '');
    if (parsed.ok) weekly.push(...parsed.value.map((range) => ({ weekday, ...range })));
    else errors[hoursField(weekday)] = parsed.error;
  }
  const exceptions = parseExceptions(posted.exceptions);
  if (!exceptions.ok) errors.exceptions = exceptions.error;
  if (Object.keys(errors).length || !exceptions.ok) return { ok: false, errors };
  return { ok: true, value: { userId: posted.userId, takesCalls: posted.takesCalls, weekly, exceptions: exceptions.value } };
}

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
    takesCalls: formText(form, 'takesCalls') === 'on',
    hours: Object.fromEntries(WEEKDAYS.map(({ weekday }) => [weekday, formText(form, hoursField(weekday))])),
    exceptions: formText(form, 'exceptions'),
  };
}

export const OUTCOMES = ['held', 'not_reached', 'moved'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** The planner's outcome of a call: what became of it and a note. */
export const outcomeSchema = z.object({
  callId: z.uuid(message('callNotOpen')),
  outcome: z.enum(OUTCOMES, message('outcomeMissing')),
  note: z
    .string()
    .trim()
    .max(2000, message('noteTooLong'))
    .default('')
    .transform((note) => note || null),
});

export interface OutcomeFormValues {
  outcome: string;
  note: string;
}

export const postedOutcome = (form: FormData): OutcomeFormValues => ({ outcome: formText(form, 'outcome'), note: formText(form, 'note') });

