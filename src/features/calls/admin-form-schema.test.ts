import { describe, expect, it } from 'vitest';
import { translateErrors } from '@/i18n/keys';
import { catalogue } from '@/i18n/translator';
import { fieldErrorsOf } from '@/lib/validation';
import { callSettingsFormValues, callSettingsSchema, outcomeSchema, plannerFormValues, plannerHours, plannerSchema } from './admin-form-schema';
import { hoursErrorText } from './hours';
import { DEFAULT_CALL_SETTINGS } from './slots';

const settings = { callMinutes: '15', bufferMinutes: '5', minimumNotice: '2', minimumNoticeUnit: 'hours', horizonDays: '14' };
/** The field errors of a parse, in the admin's English (the schemas' messages are keys). */
const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrorsOf>[0] }) => (result.error ? translateErrors(catalogue('en'), fieldErrorsOf(result.error)) : {});
/** A planner form read by plannerSchema and plannerHours, as the action does: the parsed hours or the errors in English. */
const plannerOf = (input: Record<string, string>) => {
  const hours = plannerHours(plannerSchema.parse(input));
  return hours.ok ? hours.value : Object.fromEntries(Object.entries(hours.errors).map(([field, error]) => [field, hoursErrorText(catalogue('en'), error)]));
};

describe('call settings form', () => {
  it('reads the settings, the notice in hours or minutes', () => {
    expect(callSettingsSchema.parse(settings)).toEqual(DEFAULT_CALL_SETTINGS);
    expect(callSettingsSchema.parse({ ...settings, minimumNotice: ' 90 ', minimumNoticeUnit: 'minutes' })).toMatchObject({ minimumNoticeMinutes: 90 });
  });

  it('shows the stored settings, the notice in hours when whole hours', () => {
    expect(callSettingsFormValues(DEFAULT_CALL_SETTINGS)).toEqual(settings);
    expect(callSettingsFormValues({ ...DEFAULT_CALL_SETTINGS, minimumNoticeMinutes: 90 })).toMatchObject({ minimumNotice: '90', minimumNoticeUnit: 'minutes' });
  });

  it('names the allowed range next to each field', () => {
    expect(errorsOf(callSettingsSchema.safeParse({ callMinutes: '4', bufferMinutes: '121', minimumNotice: 'zwei', minimumNoticeUnit: 'days', horizonDays: '0' }))).toEqual({
      callMinutes: 'Please enter whole minutes from 5 to 240',
      bufferMinutes: 'Please enter whole minutes from 0 to 120',
      minimumNotice: 'Please enter a whole number',
      minimumNoticeUnit: 'Choose minutes or hours',
      horizonDays: 'Please enter whole days from 1 to 90',
    });
    expect(errorsOf(callSettingsSchema.safeParse({ ...settings, callMinutes: '15.5', horizonDays: '' }))).toEqual({
      callMinutes: 'Please enter whole minutes from 5 to 240',
      horizonDays: 'Please enter whole days from 1 to 90',
    });
    expect(errorsOf(callSettingsSchema.safeParse({ ...settings, minimumNotice: '721' }))).toEqual({ minimumNotice: 'The minimum notice can be at most 720 hours' });
  });
});

describe('planner form', () => {
  const week = { 'hours.1': '09:00–12:00, 13:00–17:00', 'hours.2': '', 'hours.3': '', 'hours.4': '', 'hours.5': '8-10', 'hours.6': '', 'hours.7': '' };

  it('reads the switch, the hours per weekday and the exceptions', () => {
    expect(plannerOf({ userId: 'u1', takesCalls: 'on', ...week, exceptions: '2026-12-24 frei\n2026-12-23 10:00–14:00' })).toEqual({
      userId: 'u1',
      takesCalls: true,
      weekly: [
        { weekday: 1, startMinute: 540, endMinute: 720 },
        { weekday: 1, startMinute: 780, endMinute: 1020 },
        { weekday: 5, startMinute: 480, endMinute: 600 },
      ],
      exceptions: [
        { day: '2026-12-23', startMinute: 600, endMinute: 840 },
        { day: '2026-12-24', startMinute: null, endMinute: null },
      ],
    });
    expect(plannerOf({ userId: 'u1' })).toEqual({ userId: 'u1', takesCalls: false, weekly: [], exceptions: [] });
  });

  it('puts each line’s error next to it', () => {
    expect(plannerOf({ userId: 'u1', ...week, 'hours.2': '09:00–25:00', 'hours.3': '12:00–09:00', 'hours.4': '9-12, 11-13', exceptions: 'morgen frei' })).toEqual({
      'hours.2': '“25:00” is not a time: use 00:00 to 24:00',
      'hours.3': 'In “12:00–09:00” the end must be after the start',
      'hours.4': '09:00–12:00 and 11:00–13:00 overlap',
      exceptions: '“morgen frei”: start the line with a date like 2026-12-24',
    });
    expect(errorsOf(plannerSchema.safeParse({ ...week }))).toEqual({ userId: 'The admin is missing' });
  });

  it('offers Monday to Friday 09:00–17:00 to an admin without hours who takes no calls', () => {
    expect(plannerFormValues({ takesCalls: false, weekly: [], exceptions: [] })).toEqual({
      takesCalls: false,
      hours: { 1: '09:00–17:00', 2: '09:00–17:00', 3: '09:00–17:00', 4: '09:00–17:00', 5: '09:00–17:00', 6: '', 7: '' },
      exceptions: '',
    });
    // A planner who takes calls with no weekly hours (only exceptions) keeps it so.
    expect(plannerFormValues({ takesCalls: true, weekly: [], exceptions: [{ day: '2026-12-23', startMinute: 600, endMinute: 840 }] })).toEqual({
      takesCalls: true,
      hours: { 1: '', 2: '', 3: '', 4: '', 5: '', 6: '', 7: '' },
      exceptions: '2026-12-23 10:00–14:00',
    });
  });
});

describe('outcome form', () => {
  const callId = '0b6f3f4e-8f3c-4a52-9a57-5d1c7f0e2a11';

  it('reads the outcome and an optional note', () => {
    expect(outcomeSchema.parse({ callId, outcome: 'held', note: '  Budget steht ' })).toEqual({ callId, outcome: 'held', note: 'Budget steht' });
    expect(outcomeSchema.parse({ callId, outcome: 'not_reached', note: '' })).toEqual({ callId, outcome: 'not_reached', note: null });
  });

  it('asks for the outcome', () => {
    expect(errorsOf(outcomeSchema.safeParse({ callId, note: 'x' }))).toEqual({ outcome: 'Choose what became of the call' });
    expect(errorsOf(outcomeSchema.safeParse({ callId: 'x', outcome: 'cancelled' }))).toEqual({ callId: 'This call is no longer open', outcome: 'Choose what became of the call' });
  });
});
