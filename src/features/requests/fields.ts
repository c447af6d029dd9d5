// Field names and German texts of the request form. No zod here: the form loads this at once and the schemas only when it validates.

/** Value of the city select that asks for a custom city. */
export const OTHER_CITY = 'andere';
export const OTHER_CITY_LABEL = 'Andere Stadt';
export const MAX_PARTICIPANTS = 100_000;

/**
 * The hidden field a venue's public page gives its request form: the venue's id, the company's wish. It is no field
 * of the visitor's: a value that names no public venue of the request's city is dropped, never refused.
 */
export const WISH_FIELD = 'wunschLocation';

/** The form's words beyond its fields; the fields' messages come with the checks (schema.ts' FIELD_MESSAGES). */
export const MESSAGES = {
  failureTitle: 'Fehler beim Senden',
  failureText: 'Es gab ein Problem beim Senden Ihrer Anfrage. Bitte versuchen Sie es erneut.',
  unavailableText: 'Anfragen können gerade nicht gespeichert werden; Ihre Anfrage wurde nicht gespeichert. Bitte senden Sie sie in wenigen Sekunden erneut.',
  successTitle: 'Anfrage erfolgreich gesendet!',
  successText: 'Wir haben Ihre Anfrage erhalten und werden uns bald bei Ihnen melden.',
  rateLimited: 'Sie haben in kurzer Zeit sehr viele Anfragen gesendet. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
} as const;

export type FieldName = 'city' | 'customCity' | 'participantCount' | 'package' | 'companyName' | 'salutation' | 'contactName' | 'email' | 'phone' | 'privacy';
export type FieldErrors = Partial<Record<FieldName, string>>;

export const STEP1_FIELDS: readonly FieldName[] = ['city', 'customCity', 'participantCount', 'package'];
export const STEP2_FIELDS: readonly FieldName[] = ['companyName', 'salutation', 'contactName', 'email', 'phone', 'privacy'];

/** The package select's choice for "no package chosen yet". */
export const NO_PACKAGE_LABEL = 'Noch offen – wir beraten Sie gern';

/** Whether an error belongs to step 1, so the form has to go back there to show it. */
export function hasStep1Error(errors: FieldErrors): boolean {
  return STEP1_FIELDS.some((name) => errors[name]);
}

/** The first field with an error, in the order the form shows them: where the cursor goes. */
export function firstErrorField(errors: FieldErrors): FieldName | undefined {
  return [...STEP1_FIELDS, ...STEP2_FIELDS].find((name) => errors[name]);
}
