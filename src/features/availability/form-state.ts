import type { PublicFormState } from '@/lib/form-state';
import { type Fields, postedValues, type Values } from './form-schema';
import type { InviteNotice } from './paths';

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
