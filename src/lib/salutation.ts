/** How a contact wants to be addressed (the request form's „Anrede"); no value means they did not say. */
export const SALUTATIONS = ['frau', 'herr'] as const;
export type Salutation = (typeof SALUTATIONS)[number];

/** The word a letter writes before the surname. */
export const SALUTATION_WORDS: Record<Salutation, string> = { frau: 'Frau', herr: 'Herr' };

/** "Frau Erika Vogel" with a salutation, the name alone without. */
export function salutedName(contact: { contactName: string; salutation: Salutation | null }): string {
  return contact.salutation ? `${SALUTATION_WORDS[contact.salutation]} ${contact.contactName}` : contact.contactName;
}
