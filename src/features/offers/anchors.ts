/** Fragment ids of the offer page that forms and redirects point at. */
export const ACCEPTED_ANCHOR = 'zusage';
export const CHOICE_ANCHOR = 'wahl';
export const QUESTION_ANCHOR = 'frage';
/** The query parameter naming the option (1-based) whose choice form the page shows. */
export const CHOICE_PARAM = 'wahl';
