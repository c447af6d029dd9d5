import type { DateAnswer, DateAnswerState, DateOption, PriceBlock } from '@/db/schema';
import { formText } from '@/lib/form-data';
import { commaAmount, readEuro } from '@/lib/money';
import { type Day, parseDay } from '@/lib/time';
import { isUuid } from '@/lib/uuid';
import { ASK_VENUE_PREFIX, type Fields, LINE_TEXT_MAX, NOTE_MAX, PRICE_NOTE_MAX, REASON_MAX, type Values } from './form-state';
import { type Answer, MAX_ASK_DATES, MAX_QUOTED_LINES } from './rules';
import { INVITE_TEXTS } from './texts';

/**
 * The venue's forms on its availability page, read from their flat fields (`dates.0.state`, `lines.1.unitNet`) as
 * typed, so that a refused post shows every value again, with or without JavaScript. Errors are the venues' German
 * words, keyed by the field they belong to.
 */

export type Read<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

const STATES: readonly DateAnswerState[] = ['available', 'option', 'unavailable'];
const BASES = ['flat', 'per_person'] as const;
const VAT = ['0', '7', '19'] as const;

/** The form's first values: the stored answer, or the catalogue's price blocks for a venue that has not answered. */
export function answerValues(answer: Answer | undefined, dateCount: number, priceBlocks: readonly PriceBlock[]): Values {
  const values: Values = { priceNote: answer?.priceNote ?? '', note: answer?.note ?? '' };
  for (let i = 0; i < dateCount; i++) {
    values[`dates.${i}.state`] = answer?.dateAnswers[i]?.state ?? '';
    values[`dates.${i}.optionUntil`] = answer?.dateAnswers[i]?.optionUntil ?? '';
  }
  const lines = answer ? answer.quotedLines : priceBlocks;
  lines.forEach((line, j) => {
    values[`lines.${j}.text`] = line.text;
    values[`lines.${j}.basis`] = line.basis;
    values[`lines.${j}.unitNet`] = commaAmount(line.unitNetCents);
    values[`lines.${j}.vatRate`] = String(line.vatRate);
  });
  return values;
}

function limited(errors: Record<string, string>, fields: Fields, name: string, max: number): string {
  const value = formText(fields, name).trim();
  if (value.length > max) errors[name] = INVITE_TEXTS.tooLong(max);
  return value;
}

/**
 * The venue's answer: a state per date option of the ask (an option with its last day, not past and not after the
 * party), the quoted price lines (a line with an amount needs its text; a blank row is left out), a note on the price
 * and a note. A date the venue offers needs a price: a line or the note on it. A field for a date the ask does not
 * have is refused (a forged or outdated form).
 */
export function readAnswer(fields: Fields, dates: readonly DateOption[], today: Day): Read<Answer> {
  const errors: Record<string, string> = {};
  const outside = Object.keys(fields).find((name) => {
    const match = /^dates\.(\d+)\./.exec(name);
    return match !== null && Number(match[1]) >= dates.length;
  });
  if (outside) return { ok: false, errors: { form: INVITE_TEXTS.dateOutside } };

  const dateAnswers: DateAnswer[] = dates.map((date, i) => {
    const state = formText(fields, `dates.${i}.state`) as DateAnswerState;
    if (!STATES.includes(state)) {
      errors[`dates.${i}.state`] = INVITE_TEXTS.dateStateMissing;
      return { state: 'unavailable', optionUntil: null };
    }
    if (state !== 'option') return { state, optionUntil: null };
    const until = parseDay(formText(fields, `dates.${i}.optionUntil`));
    if (!until) errors[`dates.${i}.optionUntil`] = INVITE_TEXTS.optionDateMissing;
    else if (until < today) errors[`dates.${i}.optionUntil`] = INVITE_TEXTS.optionDatePast;
    else if (until > date.date) errors[`dates.${i}.optionUntil`] = INVITE_TEXTS.optionDateLate;
    return { state, optionUntil: until ?? null };
  });

  const quotedLines: PriceBlock[] = [];
  for (let j = 0; j < MAX_QUOTED_LINES; j++) {
    const at = `lines.${j}`;
    const lineText = formText(fields, `${at}.text`).trim();
    const amount = formText(fields, `${at}.unitNet`).trim();
    if (!lineText && !amount) continue;
    if (lineText.length > LINE_TEXT_MAX) errors[`${at}.text`] = INVITE_TEXTS.tooLong(LINE_TEXT_MAX);
    // A line break would start a line of its own in the offer and its mails.
    if (/[\r\n]/.test(lineText)) errors[`${at}.text`] = INVITE_TEXTS.lineOneLine;
    if (!lineText) errors[`${at}.text`] = INVITE_TEXTS.lineTextMissing;
    const read = amount ? readEuro(amount) : undefined;
    const cents = read?.ok ? read.cents : undefined;
    if (!read) errors[`${at}.unitNet`] = INVITE_TEXTS.lineAmountMissing;
    else if (!read.ok) errors[`${at}.unitNet`] = read.problem === 'tooHigh' ? INVITE_TEXTS.lineAmountTooHigh : INVITE_TEXTS.lineAmountInvalid;
    const basis = formText(fields, `${at}.basis`) as (typeof BASES)[number];
    if (!BASES.includes(basis)) errors[`${at}.basis`] = INVITE_TEXTS.lineChoice;
    const vat = formText(fields, `${at}.vatRate`) as (typeof VAT)[number];
    if (!VAT.includes(vat)) errors[`${at}.vatRate`] = INVITE_TEXTS.lineChoice;
    if (cents !== undefined) quotedLines.push({ text: lineText, basis, unitNetCents: cents, vatRate: Number(vat) as PriceBlock['vatRate'] });
  }

  const priceNote = limited(errors, fields, 'priceNote', PRICE_NOTE_MAX);
  const note = limited(errors, fields, 'note', NOTE_MAX);
  const offered = dateAnswers.some((answer) => answer.state !== 'unavailable');
  if (offered && !quotedLines.length && !priceNote && !Object.keys(errors).some((name) => name.startsWith('lines.'))) errors.priceNote = INVITE_TEXTS.priceMissing;
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, value: { dateAnswers, quotedLines, priceNote, note } };
}

/** A reason, required: for declining the request (`declineReason`) or the booking (`bookingReason`). */
export function readReason(fields: Fields, name: 'declineReason' | 'bookingReason'): Read<string> {
  const reason = formText(fields, name).trim();
  if (!reason) return { ok: false, errors: { [name]: name === 'declineReason' ? INVITE_TEXTS.declineReasonMissing : INVITE_TEXTS.bookingReasonMissing } };
  if (reason.length > REASON_MAX) return { ok: false, errors: { [name]: INVITE_TEXTS.tooLong(REASON_MAX) } };
  return { ok: true, value: reason };
}

/** The revision the form was opened with (a number the page wrote), or undefined for a forged one. */
export function readRevision(fields: Fields): number | undefined {
  const value = Number(formText(fields, 'revision'));
  return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

// ── The planner's ask ──────────────────────────────────────────────────────────────────────────────────────

/** What the planner sends the venues, as read from the request page's form; the errors are message keys of `availability.ask`. */
export interface AskInput {
  venueIds: string[];
  dates: DateOption[];
  participantCount: number;
  budgetPerPersonCents: number | null;
  wishes: string;
  plannerNote: string;
}

export const ASK_ERRORS = {
  noVenue: 'noVenue',
  tooManyVenues: 'tooManyVenues',
  noDate: 'noDate',
  dateInvalid: 'dateInvalid',
  datePast: 'datePast',
  timeInvalid: 'timeInvalid',
  participants: 'participants',
  budget: 'budget',
  budgetTooHigh: 'budgetTooHigh',
  tooLong: 'tooLong',
} as const;
export type AskError = (typeof ASK_ERRORS)[keyof typeof ASK_ERRORS];

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/**
 * The ask from the planner's form: the venues ticked (`venue.<id>`), one to three dates with start and end (an end
 * before the start runs past midnight), the guest count, the budget per person in euros (optional), the wishes and
 * the note (up to 2000 characters each).
 */
export function readAsk(fields: Fields, today: Day, maxVenues: number): { ok: true; value: AskInput } | { ok: false; errors: Record<string, AskError> } {
  const errors: Record<string, AskError> = {};
  const venueIds = Object.keys(fields).flatMap((name) => {
    const id = name.startsWith(ASK_VENUE_PREFIX) ? name.slice(ASK_VENUE_PREFIX.length) : '';
    return isUuid(id) ? [id.toLowerCase()] : [];
  });
  if (!venueIds.length) errors.venues = ASK_ERRORS.noVenue;
  else if (venueIds.length > maxVenues) errors.venues = ASK_ERRORS.tooManyVenues;

  const dates: DateOption[] = [];
  for (let i = 0; i < MAX_ASK_DATES; i++) {
    const [dayText, start, end] = ['date', 'start', 'end'].map((part) => formText(fields, `dates.${i}.${part}`).trim());
    if (!dayText && !start && !end) continue;
    const day = parseDay(dayText);
    if (!day) errors[`dates.${i}.date`] = ASK_ERRORS.dateInvalid;
    else if (day < today) errors[`dates.${i}.date`] = ASK_ERRORS.datePast;
    if (!TIME.test(start)) errors[`dates.${i}.start`] = ASK_ERRORS.timeInvalid;
    if (!TIME.test(end)) errors[`dates.${i}.end`] = ASK_ERRORS.timeInvalid;
    if (day) dates.push({ date: day, start, end });
  }
  if (!dates.length && !Object.keys(errors).some((name) => name.startsWith('dates.'))) errors['dates.0.date'] = ASK_ERRORS.noDate;

  const participantCount = Number(formText(fields, 'participantCount').trim());
  if (!Number.isInteger(participantCount) || participantCount < 1 || participantCount > 100_000) errors.participantCount = ASK_ERRORS.participants;
  const budgetText = formText(fields, 'budget').trim();
  const budget = budgetText ? readEuro(budgetText) : undefined;
  const budgetPerPersonCents = budget?.ok ? budget.cents : null;
  if (budget && !budget.ok) errors.budget = budget.problem === 'tooHigh' ? ASK_ERRORS.budgetTooHigh : ASK_ERRORS.budget;
  const [wishes, plannerNote] = ['wishes', 'plannerNote'].map((name) => {
    const value = formText(fields, name).trim();
    if (value.length > NOTE_MAX) errors[name] = ASK_ERRORS.tooLong;
    return value;
  });
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, value: { venueIds: [...new Set(venueIds)], dates, participantCount, budgetPerPersonCents, wishes, plannerNote } };
}
