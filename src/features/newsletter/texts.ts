// German texts of the newsletter sign-up. No zod and no server code here: the sign-up form (a client component) loads this.

/** Where the sign-up section stands on a page, for links back to it. */
export const SIGNUP_ANCHOR = 'newsletter';

export const SIGNUP_TEXTS = {
  heading: 'Newsletter: Planungstipps für Ihre Weihnachtsfeier',
  intro: 'Ideen für Locations, Checklisten, Budget- und Steuertipps sowie rechtzeitige Hinweise, wann Sie buchen sollten – höchstens zweimal im Monat.',
  label: 'E-Mail-Adresse',
  submit: 'Newsletter abonnieren',
  submitting: 'Wird angemeldet …',
} as const;

/**
 * The consent shown beside the button and stored word for word with every sign-up (consent_text) as proof.
 * The form links the closing word to the privacy policy. A new wording is stored with new sign-ups only.
 */
export const CONSENT = {
  beforeLink:
    'Ich möchte den Newsletter des Weihnachtsfeier-Planers per E-Mail erhalten: Planungstipps, Ideen für Locations und Hinweise zu Buchungsfristen rund um die Weihnachtsfeier, höchstens zweimal im Monat. Meine Einwilligung kann ich jederzeit mit Wirkung für die Zukunft widerrufen, etwa über den Abmeldelink in jeder E-Mail. Einzelheiten stehen in der ',
  link: 'Datenschutzerklärung',
  afterLink: '.',
} as const;

export const CONSENT_TEXT = `${CONSENT.beforeLink}${CONSENT.link}${CONSENT.afterLink}`;

export const SIGNUP_MESSAGES = {
  emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  rateLimited: 'Von Ihrem Anschluss kamen in kurzer Zeit sehr viele Anmeldungen. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
  failure: 'Die Anmeldung hat leider nicht geklappt. Bitte versuchen Sie es in einigen Minuten erneut.',
} as const;

/** The one answer to every accepted sign-up, whether the address was new, pending or confirmed: it tells nobody which. */
export function signupSuccess(email: string): string {
  return `Fast geschafft: Bitte bestätigen Sie Ihre Anmeldung über den Link, den wir Ihnen gerade an ${email} geschickt haben.`;
}
