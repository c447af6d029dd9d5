/** How a contact wants to be addressed (the request form's „Anrede"); no value means they did not say. */
export const SALUTATIONS = ['frau', 'herr'] as const;
export type Salutation = (typeof SALUTATIONS)[number];

/** The word a letter writes before the surname. */
export const SALUTATION_WORDS: Record<Salutation, string> = { frau: 'Frau', herr: 'Herr' };
