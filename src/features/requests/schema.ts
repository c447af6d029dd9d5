import { z } from 'zod';

/** Value of the city select that asks for a custom city. */
export const OTHER_CITY = 'andere';
export const OTHER_CITY_LABEL = 'Andere Stadt';
export const MAX_PARTICIPANTS = 100_000;

export const MESSAGES = {
  city: 'Bitte wählen Sie eine Stadt aus',
  customCity: 'Bitte geben Sie Ihre Stadt ein',
  participantCountRequired: 'Bitte geben Sie die Teilnehmerzahl an',
  participantCountInvalid: 'Bitte geben Sie eine gültige Zahl ein',
  companyName: 'Firmenname ist erforderlich',
  contactName: 'Ansprechpartner ist erforderlich',
  emailRequired: 'E-Mail-Adresse ist erforderlich',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  phone: 'Telefonnummer ist erforderlich',
  privacy: 'Bitte stimmen Sie der Weitergabe Ihrer Daten gemäß Datenschutzerklärung zu',
  failureTitle: 'Fehler beim Senden',
  failureText: 'Es gab ein Problem beim Senden Ihrer Anfrage. Bitte versuchen Sie es erneut.',
  successTitle: 'Anfrage erfolgreich gesendet!',
  successText: 'Wir haben Ihre Anfrage erhalten und werden uns bald bei Ihnen melden.',
  rateLimited: 'Sie haben in kurzer Zeit sehr viele Anfragen gesendet. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_TEXT = 200;

/** Trims first, so that blanks count as empty; long input is cut rather than refused. */
const text = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim().slice(0, MAX_TEXT) : v ?? ''), z.string({ error: message }).min(1, message));

const participantCount = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v ?? ''),
  z.union([z.string(), z.number()], { error: MESSAGES.participantCountRequired }).transform((v, ctx) => {
    if (v === '') {
      ctx.addIssue({ code: 'custom', message: MESSAGES.participantCountRequired });
      return z.NEVER;
    }
    const n = typeof v === 'number' ? v : /^\d+$/.test(v) ? Number(v) : NaN;
    if (!Number.isInteger(n) || n < 1 || n > MAX_PARTICIPANTS) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.participantCountInvalid });
      return z.NEVER;
    }
    return n;
  }),
);

export const step1Schema = z
  .object({
    city: text(MESSAGES.city),
    customCity: z.preprocess((v) => (typeof v === 'string' ? v.trim().slice(0, MAX_TEXT) : ''), z.string()),
    participantCount,
  })
  .superRefine((data, ctx) => {
    if (data.city === OTHER_CITY && data.customCity === '') ctx.addIssue({ code: 'custom', path: ['customCity'], message: MESSAGES.customCity });
  });

export const step2Schema = z.object({
  companyName: text(MESSAGES.companyName),
  contactName: text(MESSAGES.contactName),
  email: text(MESSAGES.emailRequired).pipe(z.string().regex(EMAIL_PATTERN, MESSAGES.emailInvalid)),
  phone: text(MESSAGES.phone),
});

export const privacySchema = z.object({
  privacy: z.preprocess((v) => v === true || v === 'on' || v === 'true', z.literal(true, { error: MESSAGES.privacy })),
});

/** The whole request as the API and the intake accept it. */
export const requestSchema = z.intersection(step1Schema, step2Schema);

export type Step1Input = z.input<typeof step1Schema>;
export type VenueRequestInput = z.output<typeof requestSchema>;
export type FieldName = 'city' | 'customCity' | 'participantCount' | 'companyName' | 'contactName' | 'email' | 'phone' | 'privacy';
export type FieldErrors = Partial<Record<FieldName, string>>;

export const STEP1_FIELDS: readonly FieldName[] = ['city', 'customCity', 'participantCount'];
export const STEP2_FIELDS: readonly FieldName[] = ['companyName', 'contactName', 'email', 'phone', 'privacy'];

/** First message per field, in a shape forms and the API can show. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as FieldName | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export function validate<T extends z.ZodType>(schema: T, values: unknown): { ok: true; data: z.output<T> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrors(result.error) };
}
