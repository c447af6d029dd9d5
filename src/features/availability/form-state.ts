import { echoed } from '@/lib/form-data';
import type { PublicFormState } from '@/lib/form-state';
import { MAX_QUOTED_LINES } from './rules';
import type { InviteNotice } from './paths';

// The forms' fields and limits, apart from their readers (form-schema.ts): the browser's part of the forms needs
// these only, and none of the readers' date and money parsing.
export type Fields = Readonly<Record<string, unknown>>;
export type Values = Record<string, string>;
export const NOTE_MAX = 2000;
export const PRICE_NOTE_MAX = 1000;
export const LINE_TEXT_MAX = 200;
export const REASON_MAX = 1000;

/** The planner's ask form: a venue's checkbox by its id (`venue.<id>`, 'on' when ticked). */
export const ASK_VENUE_PREFIX = 'venue.';
export const askVenueField = (venueId: string) => `${ASK_VENUE_PREFIX}${venueId}`;

/** The fields of the venue's forms whose maximum is below lib/form-data's ECHO_MAX_LENGTH, by name (a price row's by its last part). */
const FIELD_MAXIMA = { note: NOTE_MAX, priceNote: PRICE_NOTE_MAX, text: LINE_TEXT_MAX, declineReason: REASON_MAX, bookingReason: REASON_MAX };

/** Every posted string field as typed (files and repeated names aside), each at most its field's maximum: what the form shows again. */
export function postedValues(fields: Fields): Values {
  return echoed(Object.fromEntries(Object.entries(fields).flatMap(([name, value]) => (typeof value === 'string' && !name.startsWith('$') ? [[name, value]] : []))), FIELD_MAXIMA);
}

/** How many price rows the form shows: the filled ones and two spare, at most MAX_QUOTED_LINES. */
export function lineRows(values: Values): number {
  let filled = 0;
  while (`lines.${filled}.text` in values || `lines.${filled}.unitNet` in values) filled++;
  return Math.min(MAX_QUOTED_LINES, filled + 2);
}

/** What a form of the venue's availability page shows after a post: the typed values, errors by field, a message for the whole form. */
export type InviteFormState = PublicFormState<Values>;

/** A form as the page opens it: its first values (the stored answer, the catalogue's price blocks, or nothing). */
export function inviteFormState(values: Values = {}): InviteFormState {
  return { values, errors: {} };
}

/** The post's fields the page writes itself (the link's token, the answer's revision): never shown back as typed. */
const PAGE_FIELDS = new Set(['token', 'revision']);

const blankRow = (values: Values, j: number) => !values[`lines.${j}.text`]?.trim() && !values[`lines.${j}.unitNet`]?.trim();

/**
 * A refused post's values as the form shows them again: everything typed, without the page's own fields, and without
 * the blank price rows at the end (the form adds its spare rows anew, so they do not pile up with each refusal).
 */
export function postedInviteValues(fields: Fields): Values {
  const values = Object.fromEntries(Object.entries(postedValues(fields)).filter(([name]) => !PAGE_FIELDS.has(name)));
  let rows = 0;
  while (`lines.${rows}.text` in values || `lines.${rows}.unitNet` in values) rows++;
  for (let j = rows - 1; j >= 0 && blankRow(values, j); j--) {
    for (const part of ['text', 'basis', 'unitNet', 'vatRate']) delete values[`lines.${j}.${part}`];
  }
  return values;
}

/** The notices the page shows after a post (`?hinweis=…`), in the order of the use cases. */
export const INVITE_NOTICES = ['antwort', 'abgelehnt', 'bestaetigt', 'buchung-abgelehnt'] as const satisfies readonly InviteNotice[];

/** The notice named in the page's address, if it is one of ours (a param given twice counts by its first value). */
export function inviteNoticeOf(param: string | string[] | undefined): InviteNotice | undefined {
  const value = Array.isArray(param) ? param[0] : param;
  return INVITE_NOTICES.find((notice) => notice === value);
}
