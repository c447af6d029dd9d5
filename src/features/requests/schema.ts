import '@/lib/zod-jitless';
import {
  intersection,
  literal,
  maxLength,
  NEVER,
  object,
  pipe,
  refine,
  regex,
  string,
  transform,
} from 'zod/mini';
import type * as z from 'zod/mini';
import { PACKAGE_IDS, PACKAGES, type PackageId } from '@/features/packages/packages';
import { outgrownPackage } from '@/features/packages/rules';
import { readSalutation, type Salutation } from '@/lib/salutation';
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH } from '@/lib/email';
import { oneLineText } from '@/lib/one-line';
import { isUuid } from '@/lib/uuid';
import { type FieldErrors, type FieldName, MAX_PARTICIPANTS, OTHER_CITY, WISH_FIELD } from './fields';
import type { RequestFormValues } from './form-state';

/**
 * The fields' messages. They stand with the checks, not in fields.ts: the page's own script then carries no
 * error text, and the checks load on the first interaction with the form.
 */
export const FIELD_MESSAGES = {
  city: 'Bitte wählen Sie eine Stadt aus',
  customCity: 'Bitte geben Sie Ihre Stadt ein',
  participantCountRequired: 'Bitte geben Sie die Teilnehmerzahl an',
  participantCountInvalid: 'Bitte geben Sie eine gültige Zahl ein',
  salutation: 'Bitte wählen Sie „Frau“, „Herr“ oder „keine Angabe“',
  companyName: 'Firmenname ist erforderlich',
  contactName: 'Ansprechpartner ist erforderlich',
  emailRequired: 'E-Mail-Adresse ist erforderlich',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  phone: 'Telefonnummer ist erforderlich',
  package: 'Bitte wählen Sie eines der angebotenen Pakete',
  customCityLine: 'Der Stadtname darf keine Zeilenumbrüche oder Steuerzeichen enthalten',
  companyNameLine: 'Der Firmenname darf keine Zeilenumbrüche oder Steuerzeichen enthalten',
  contactNameLine: 'Der Name darf keine Zeilenumbrüche oder Steuerzeichen enthalten',
  phoneLine: 'Die Telefonnummer darf keine Zeilenumbrüche oder Steuerzeichen enthalten',
  privacy: 'Bitte stimmen Sie der Weitergabe Ihrer Daten gemäß Datenschutzerklärung zu',
} as const;

export const MAX_TEXT = 200;

/** A one-line field of the form; long input is cut rather than refused. */
const oneLine = (brokenMessage: string) => oneLineText({ broken: brokenMessage, max: MAX_TEXT });
const text = (requiredMessage: string, brokenMessage: string) => oneLineText({ broken: brokenMessage, required: requiredMessage, max: MAX_TEXT });

/** A whole number from 1 to MAX_PARTICIPANTS; a form sends it as text, the API may send a number. */
export function readParticipantCount(v: unknown): number | 'missing' | 'invalid' {
  const raw = typeof v === 'string' ? v.trim() : v;
  if (raw === '' || raw === undefined || raw === null) return 'missing';
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= MAX_PARTICIPANTS ? n : 'invalid';
}

const participantCount = transform((v: unknown, ctx) => {
  const n = readParticipantCount(v);
  if (typeof n === 'number') return n;
  ctx.issues.push({ code: 'custom', input: v, message: n === 'missing' ? FIELD_MESSAGES.participantCountRequired : FIELD_MESSAGES.participantCountInvalid });
  return NEVER;
});

/**
 * The hint beside the package when the group has outgrown it (Basis, up to 50, for 60): no error, the company may
 * keep its choice and we advise it; undefined when the package holds the group, or nothing is chosen or counted.
 */
export function packageHint(values: Pick<RequestFormValues, 'participantCount' | 'package'>): string | undefined {
  const count = readParticipantCount(values.participantCount);
  const outgrown = typeof count === 'number' ? outgrownPackage(PACKAGES, values.package, count) : undefined;
  if (!outgrown) return undefined;
  const advice = outgrown.instead ? `Wählen Sie gern ${outgrown.instead.name} – oder senden Sie Ihre Anfrage so ab, wir beraten Sie persönlich.` : 'Wir beraten Sie gern persönlich.';
  return `Das Paket ${outgrown.chosen.name} ist für bis zu ${outgrown.limit} Teilnehmer gedacht, Sie planen mit ${count}. ${advice}`;
}

/** One of `choices`, or null when none was given ('' or missing); anything else is refused with `message`. */
const choiceOrNone = <T extends string>(choices: readonly T[], message: string) =>
  transform((v: unknown, ctx): T | null => {
    const raw = typeof v === 'string' ? v.trim() : (v ?? '');
    if (raw === '') return null;
    const chosen = choices.find((choice) => choice === raw);
    if (chosen) return chosen;
    ctx.issues.push({ code: 'custom', input: v, message });
    return NEVER;
  });

/** A package id, or null when none was chosen; anything else is refused. */
const packageChoice = choiceOrNone<PackageId>(PACKAGE_IDS, FIELD_MESSAGES.package);

// zod/mini rather than zod: these schemas also run in the browser, and the full build would double the page's own JavaScript.
export const step1Schema = object({
  city: text(FIELD_MESSAGES.city, FIELD_MESSAGES.city),
  customCity: oneLine(FIELD_MESSAGES.customCityLine),
  participantCount,
  package: packageChoice,
}).check(
  // `when` runs the rule even while another field is wrong, so the form shows every step-1 error at once.
  refine((data) => data.city !== OTHER_CITY || data.customCity !== '', {
    path: ['customCity'],
    message: FIELD_MESSAGES.customCity,
    when: ({ value }) => typeof value === 'object' && value !== null,
  }),
);

/** Frau, Herr (in any case), or null when the contact gave none ('' or missing); anything else is refused (lib/salutation's reader). */
const salutation = transform((v: unknown, ctx): Salutation | null => {
  const chosen = readSalutation(v);
  if (chosen !== undefined) return chosen;
  ctx.issues.push({ code: 'custom', input: v, message: FIELD_MESSAGES.salutation });
  return NEVER;
});

export const step2Schema = object({
  companyName: text(FIELD_MESSAGES.companyName, FIELD_MESSAGES.companyNameLine),
  salutation,
  contactName: text(FIELD_MESSAGES.contactName, FIELD_MESSAGES.contactNameLine),
  email: pipe(text(FIELD_MESSAGES.emailRequired, FIELD_MESSAGES.emailInvalid), string().check(maxLength(MAX_EMAIL_LENGTH, FIELD_MESSAGES.emailInvalid), regex(EMAIL_PATTERN, FIELD_MESSAGES.emailInvalid))),
  phone: text(FIELD_MESSAGES.phone, FIELD_MESSAGES.phoneLine),
});

export const privacySchema = object({
  privacy: pipe(
    transform((v: unknown) => v === true || v === 'on' || v === 'true'),
    literal(true, FIELD_MESSAGES.privacy),
  ),
});

/** Step 2 as the form submits it: contact data plus the privacy consent. */
export const step2FormSchema = intersection(step2Schema, privacySchema);

/** The venue a public venue page sends as the company's wish: its id in lower case, or null for anything else (never an error). */
const wishedVenue = transform((v: unknown): string | null => (typeof v === 'string' && isUuid(v.trim()) ? v.trim().toLowerCase() : null));

/** The whole request as the API and the intake accept it: the two steps and the wish of a venue's page. */
export const requestSchema = intersection(intersection(step1Schema, step2Schema), object({ [WISH_FIELD]: wishedVenue }));

export type VenueRequestInput = z.output<typeof requestSchema>;
/** First message per field, in a shape forms and the API can show. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0] as FieldName | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export function validate<T extends z.ZodMiniType>(schema: T, values: unknown): { ok: true; data: z.output<T> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrors(result.error.issues) };
}

/** Errors of the form at a step: step 2 also re-checks step 1, whose values travel along. */
export function stepErrors(step: 1 | 2, values: unknown): FieldErrors {
  const step1 = validate(step1Schema, values);
  if (step === 1) return step1.ok ? {} : step1.errors;
  const step2 = validate(step2FormSchema, values);
  return { ...(step1.ok ? {} : step1.errors), ...(step2.ok ? {} : step2.errors) };
}
