import { formText } from '@/lib/form-data';
import type { PublicFormState } from '@/lib/form-state';
import { ACCEPTANCE_FIELDS, type AcceptanceValues } from './form-schema';

/** What the choice form shows after a post: the typed values, errors next to their fields, or a message for the whole form. */
export type ChoiceFormState = PublicFormState<AcceptanceValues>;

export interface QuestionFormState {
  question: string;
  error?: string;
  message?: string;
  sent: boolean;
}

/**
 * The choice form before the company's first post: the offer's group, and the company's name from its request as the
 * billing address's „Firma“ (the company corrects it where it bills otherwise). After a post the form shows what was
 * posted, never this prefill again.
 */
export function emptyChoice(participantCount: number, companyName = ''): ChoiceFormState {
  const values = Object.fromEntries(ACCEPTANCE_FIELDS.map((field) => [field, ''])) as AcceptanceValues;
  return { values: { ...values, participantCount: String(participantCount), company: companyName }, errors: {} };
}

/** The form's values as posted (a checkbox is 'on' or ''). */
export function readChoice(formData: FormData): AcceptanceValues {
  return Object.fromEntries(ACCEPTANCE_FIELDS.map((field) => [field, formText(formData, field)])) as AcceptanceValues;
}
