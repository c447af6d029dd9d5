// What a public form shows after a post, shared by its server action (which makes it) and its client component
// (which shows it through useActionState), so this module holds no server code. The admin's equivalent is
// components/admin/form-state.ts.

/**
 * A public form's state: the values typed so far (so no input is lost, with or without JavaScript), the errors
 * next to their fields and a message for the whole form. The outcome reads from it: nothing set is the form as
 * it started, field errors are an invalid post, a message alone a refused one (a rate limit, a full month, a
 * failure), and what a form has on success is its own (`Extra`: the booking sent, the request's thank-you page).
 */
export type PublicFormState<Values, Extra extends object = Record<never, never>> = {
  values: Values;
  errors: Partial<Record<keyof Values, string>>;
  /** For the whole form (a refusal, a failure). */
  message?: string;
} & Extra;
