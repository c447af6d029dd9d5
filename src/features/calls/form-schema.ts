import { z } from 'zod';
import { formText } from '@/lib/form-data';
import { parseEuro } from '@/lib/money';
import { isOneLine } from '@/lib/one-line';
import { type Day, parseDay } from '@/lib/time';

/**
 * The company's call form on /thanks and /termin/{token}: a slot, and what the offer will need (up to three wished
 * party dates, a budget per person, a note). Shared by the server (which decides) and the form (which keeps what
 * was typed); messages in German, shown next to their field.
 */

export const WISHED_DATE_FIELDS = ['wishedDate1', 'wishedDate2', 'wishedDate3'] as const;
export const BOOKING_FIELDS = ['slot', ...WISHED_DATE_FIELDS, 'budget', 'note'] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];
export type BookingValues = Record<BookingField, string>;
export const NOTE_MAX_LENGTH = 1000;
/**
 * Each field's longest value a refused form shows back: a moment, a date and an amount are short; the note as long as
 * it may be.
 */
export const BOOKING_FIELD_MAXIMA = { slot: 40, wishedDate1: 30, wishedDate2: 30, wishedDate3: 30, budget: 30, note: NOTE_MAX_LENGTH } as const satisfies Record<BookingField, number>;
/** A budget per person above this is a typo (10.000 €). */
const MAX_BUDGET_CENTS = 1_000_000;

export const BOOKING_MESSAGES = {
  slot: 'Bitte wählen Sie einen Termin für das Telefonat.',
  wishedDate: 'Bitte geben Sie ein Datum an, z. B. 11.12.2026.',
  wishedDatePast: 'Der Wunschtermin liegt in der Vergangenheit.',
  wishedDateTwice: 'Diesen Wunschtermin haben Sie schon angegeben.',
  budget: 'Bitte geben Sie das Budget pro Person als Betrag in Euro an, z. B. 65 oder 65,50.',
  note: `Die Notiz darf höchstens ${NOTE_MAX_LENGTH} Zeichen lang sein.`,
} as const;

export interface BookingInput {
  startsAt: Date;
  wishedDates: Day[];
  budgetPerPersonCents: number | null;
  note: string | null;
}

export type BookingCheck = { ok: true; data: BookingInput } | { ok: false; errors: Partial<Record<BookingField, string>> };

const slotSchema = z.iso.datetime({ offset: true, message: BOOKING_MESSAGES.slot }).transform((value) => new Date(value));

/** The posted form checked against `today` (Berlin): a wished date must not lie before it. */
export function checkBooking(values: BookingValues, today: Day): BookingCheck {
  const errors: Partial<Record<BookingField, string>> = {};
  const slot = slotSchema.safeParse(isOneLine(values.slot) ? values.slot.trim() : '');
  if (!slot.success) errors.slot = BOOKING_MESSAGES.slot;

  const wishedDates: Day[] = [];
  for (const field of WISHED_DATE_FIELDS) {
    if (!values[field].trim()) continue;
    const day = isOneLine(values[field]) ? parseDay(values[field]) : undefined;
    if (!day) errors[field] = BOOKING_MESSAGES.wishedDate;
    else if (day < today) errors[field] = BOOKING_MESSAGES.wishedDatePast;
    else if (wishedDates.includes(day)) errors[field] = BOOKING_MESSAGES.wishedDateTwice;
    else wishedDates.push(day);
  }

  let budgetPerPersonCents: number | null = null;
  if (values.budget.trim()) {
    const cents = isOneLine(values.budget) ? parseEuro(values.budget) : undefined;
    if (cents === undefined || cents <= 0 || cents > MAX_BUDGET_CENTS) errors.budget = BOOKING_MESSAGES.budget;
    else budgetPerPersonCents = cents;
  }

  const note = values.note.trim();
  if (note.length > NOTE_MAX_LENGTH) errors.note = BOOKING_MESSAGES.note;

  if (Object.keys(errors).length || !slot.success) return { ok: false, errors };
  return { ok: true, data: { startsAt: slot.data, wishedDates: wishedDates.sort(), budgetPerPersonCents, note: note || null } };
}

export const EMPTY_BOOKING: BookingValues = Object.fromEntries(BOOKING_FIELDS.map((field) => [field, ''])) as BookingValues;

/** The form's values as posted. */
export function readBooking(formData: FormData): BookingValues {
  return Object.fromEntries(BOOKING_FIELDS.map((field) => [field, formText(formData, field)])) as BookingValues;
}
