/**
 * How a contact wants to be addressed: the request form's „Anrede", a venue's contact in the catalogue, an ad
 * booking's contact and an operator's partner account. No value means they did not say.
 */
export const SALUTATIONS = ['frau', 'herr'] as const;
export type Salutation = (typeof SALUTATIONS)[number];

/** The word a letter writes before the surname. */
export const SALUTATION_WORDS: Record<Salutation, string> = { frau: 'Frau', herr: 'Herr' };

/**
 * The choices of every salutation field, in its order: '' is „keine Angabe". The public forms show these German
 * labels; the admin takes its words from its catalogue by the same values.
 */
export const SALUTATION_CHOICES = [
  { value: '', label: 'keine Angabe' },
  { value: 'frau', label: 'Frau' },
  { value: 'herr', label: 'Herr' },
] as const;

/** What a public form says to a salutation its select cannot have sent (the admin's words are its catalogue's). */
export const SALUTATION_INVALID = 'Bitte wählen Sie „Frau“, „Herr“ oder „keine Angabe“.';

/** A salutation field's value as the form keeps it: a salutation, or '' for none. */
export const salutationValue = (salutation: Salutation | null | undefined): '' | Salutation => salutation ?? '';

/**
 * A posted salutation: Frau or Herr (in any case), null when none was given ('' or missing), undefined for
 * anything else (which the form refuses). The one reader of every salutation field.
 */
export function readSalutation(raw: unknown): Salutation | null | undefined {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string') return undefined;
  const value = raw.trim().toLowerCase();
  if (value === '') return null;
  return SALUTATIONS.find((salutation) => salutation === value);
}

/** "Frau Erika Vogel" with a salutation, the name alone without. */
export function salutedName(contact: { contactName: string; salutation: Salutation | null }): string {
  return contact.salutation ? `${SALUTATION_WORDS[contact.salutation]} ${contact.contactName}` : contact.contactName;
}
