// What admin forms and row actions report back, shared by the server actions that make it and the client
// components that show it (so this module holds no server code).

import { echoed } from '@/lib/form-data';

/** What a row's button reports: a toast with JavaScript, a line beside the button without. */
export interface Outcome {
  kind: 'success' | 'error';
  text: string;
}

/** A form screen's state for useActionState: what was entered, the field errors and the toast of the last save. */
export interface FormState<Values> {
  values: Values;
  /** The toast of a failed save (without JavaScript, the alert at the top of the form). */
  message?: string;
  fieldErrors?: Record<string, string>;
  /** The toast of a save that stays on its screen (the others leave for their list). */
  saved?: string;
}

/** An admin action's failure, as adminAction returns it. */
export interface ActionFailure {
  status: number;
  message: string;
  fieldErrors?: Record<string, string>;
}

type Result<T> = { ok: true; data: T } | ({ ok: false } & ActionFailure);

/**
 * The one place that words a failure: a missing session (401) or role (403) says so; anything else gets the
 * spec's failure text, or the action's own message where the screen has none.
 */
export function failureText(result: ActionFailure, failure?: string): string {
  return result.status === 401 || result.status === 403 || failure === undefined ? result.message : failure;
}

/** An admin action's result as a row reports it. */
export function outcomeOf<T>(result: Result<T>, success: string | ((data: T) => string), failure?: string): Outcome {
  if (result.ok) return { kind: 'success', text: typeof success === 'string' ? success : success(result.data) };
  return { kind: 'error', text: failureText(result, failure) };
}

/**
 * A form after a failed save: everything entered stays, each value at most its field's maximum (`maxima` by field
 * name; lib/form-data's ECHO_MAX_LENGTH for the others), the field errors stand next to their fields.
 */
export function failedForm<Values>(values: Values, result: ActionFailure, failure?: string, maxima?: Readonly<Record<string, number>>): FormState<Values> {
  return { values: echoed(values, maxima), message: failureText(result, failure), fieldErrors: result.fieldErrors };
}
