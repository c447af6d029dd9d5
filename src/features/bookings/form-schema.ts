import '@/lib/zod-jitless';
import { z } from 'zod';
import type { BookingBilling } from '@/db/schema/bookings';
import { isVatIdShaped } from '@/features/invoices/rules';
import { MONTH_PRICES } from '@/features/ad-slots/prices';
import { formText } from '@/lib/form-data';
import { readSalutation, type Salutation, SALUTATION_INVALID } from '@/lib/salutation';
import { notOneLineMessage, oneLineMatching, oneLineText } from '@/lib/one-line';
import { withoutControlCharacters } from '@/lib/text';

// The booking form on the partner page (German, like the page). The browser posts it as a plain form; the
// server checks it here and answers with the errors next to their fields.

export const BOOKING_FORM_FIELDS = [
  'stadt',
  'start',
  'venueName',
  'description',
  'imageUrl',
  'websiteUrl',
  'salutation',
  'contactName',
  'email',
  'phone',
  'company',
  'street',
  'postalCode',
  'town',
  'vatId',
  'terms',
] as const;
export type BookingFormField = (typeof BOOKING_FORM_FIELDS)[number];

/** Each field's longest value: what the schema takes, and what a refused form shows back at most. */
export const BOOKING_FIELD_MAXIMA = {
  stadt: 100,
  start: 7,
  venueName: 200,
  description: 600,
  imageUrl: 500,
  websiteUrl: 500,
  salutation: 10,
  contactName: 200,
  email: 254,
  phone: 30,
  company: 200,
  street: 200,
  postalCode: 5,
  town: 100,
  vatId: 30,
  terms: 2,
} as const satisfies Record<BookingFormField, number>;
const MAX = BOOKING_FIELD_MAXIMA;
export type BookingFormValues = Record<BookingFormField, string>;

export const EMPTY_BOOKING_FORM = Object.fromEntries(BOOKING_FORM_FIELDS.map((field) => [field, ''])) as BookingFormValues;

/** The form's values as posted: the schema refuses what does not belong in a field, so nothing is quietly dropped. */
export function readBookingForm(formData: FormData): BookingFormValues {
  return Object.fromEntries(BOOKING_FORM_FIELDS.map((field) => [field, formText(formData, field)])) as BookingFormValues;
}

/** A start month as the select sends it: "2026-10" (year and month). */
export const startValue = (year: number, index: number) => `${year}-${String(index + 1).padStart(2, '0')}`;

export function parseStart(value: string): { year: number; index: number } | undefined {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const index = Number(match[2]) - 1;
  return MONTH_PRICES[index] ? { year: Number(match[1]), index } : undefined;
}

/** A one-line field: refused when empty (`required`), too long or broken by a line break. */
const line = (max: number, subject: string, required: string | undefined, tooLong: string) => oneLineText({ broken: notOneLineMessage(subject), max, required, tooLong });

/** The description may run over several lines; control characters other than line breaks and tabs are dropped. */
const description = z
  .string()
  .transform(withoutControlCharacters)
  .pipe(z.string().trim().min(1, 'Bitte beschreiben Sie Ihre Location in ein paar Sätzen.').max(MAX.description, `Die Beschreibung darf höchstens ${MAX.description} Zeichen lang sein.`));

const webAddress = (message: string) =>
  z.pipe(
    oneLineText({ broken: message, max: MAX.imageUrl, tooLong: message }),
    z.string().refine((value) => value === '' || (/^https?:\/\//i.test(value) && URL.canParse(value)), message),
  );

const EMAIL_MESSAGE = 'Bitte geben Sie eine gültige E-Mail-Adresse an.';
const VAT_ID_MESSAGE = 'Die USt-IdNr. hat nicht die richtige Form (z. B. DE123456789).';

const bookingSchema = z.object({
  stadt: z.string().min(1, 'Bitte wählen Sie eine Stadt.'),
  start: z.string().min(1, 'Bitte wählen Sie den Startmonat.'),
  venueName: line(MAX.venueName, 'Der Name', 'Bitte geben Sie den Namen Ihrer Location an.', `Der Name darf höchstens ${MAX.venueName} Zeichen lang sein.`),
  description,
  imageUrl: webAddress('Bitte geben Sie eine Bildadresse mit http:// oder https:// an, oder lassen Sie das Feld leer.'),
  websiteUrl: webAddress('Bitte geben Sie Ihre Website mit http:// oder https:// an, oder lassen Sie das Feld leer.'),
  salutation: z.string().transform((raw, ctx) => {
    const salutation = readSalutation(raw);
    if (salutation !== undefined) return salutation;
    ctx.addIssue({ code: 'custom', message: SALUTATION_INVALID });
    return z.NEVER;
  }),
  contactName: line(MAX.contactName, 'Der Name', 'Bitte nennen Sie eine Ansprechperson.', `Der Name darf höchstens ${MAX.contactName} Zeichen lang sein.`),
  email: z.pipe(oneLineText({ broken: EMAIL_MESSAGE, max: MAX.email, required: EMAIL_MESSAGE, tooLong: EMAIL_MESSAGE }), z.email(EMAIL_MESSAGE)),
  phone: oneLineMatching(/^\+?[\d ()/-]{6,30}$/, 'Bitte geben Sie eine Telefonnummer an, z. B. 0221 123456.', MAX.phone),
  company: line(MAX.company, 'Die Firma', 'Bitte geben Sie die Firma für die Rechnung an.', `Die Firma darf höchstens ${MAX.company} Zeichen lang sein.`),
  street: line(MAX.street, 'Die Straße', 'Bitte geben Sie Straße und Hausnummer an.', `Die Straße darf höchstens ${MAX.street} Zeichen lang sein.`),
  postalCode: oneLineMatching(/^\d{5}$/, 'Bitte geben Sie eine fünfstellige Postleitzahl an.', MAX.postalCode),
  town: line(MAX.town, 'Der Ort', 'Bitte geben Sie den Ort an.', `Der Ort darf höchstens ${MAX.town} Zeichen lang sein.`),
  vatId: z.pipe(
    oneLineText({ broken: VAT_ID_MESSAGE, max: MAX.vatId, tooLong: VAT_ID_MESSAGE }),
    z
      .string()
      .transform((value) => value.replace(/ +/g, '').toUpperCase())
      .refine((value) => value === '' || isVatIdShaped(value), VAT_ID_MESSAGE),
  ),
  terms: z.literal('on', 'Bitte akzeptieren Sie die Partner-AGB.'),
});

export interface BookingFields {
  cityId: string;
  start: { year: number; index: number };
  venueName: string;
  description: string;
  imageUrl: string | null;
  websiteUrl: string | null;
  salutation: Salutation | null;
  contactName: string;
  email: string;
  phone: string;
  billing: BookingBilling;
  vatId: string | null;
}

/** The form's fields as a booking, or the error of each field (each field's first). */
export function checkBookingForm(values: BookingFormValues): { ok: true; fields: BookingFields } | { ok: false; errors: Partial<Record<BookingFormField, string>> } {
  const parsed = bookingSchema.safeParse(values);
  const start = parseStart(values.start);
  if (!parsed.success || !start) {
    const errors: Partial<Record<BookingFormField, string>> = {};
    for (const issue of parsed.error?.issues ?? []) errors[issue.path[0] as BookingFormField] ??= issue.message;
    if (!start && !errors.start) errors.start = 'Bitte wählen Sie den Startmonat aus der Liste.';
    return { ok: false, errors };
  }
  const data = parsed.data;
  return {
    ok: true,
    fields: {
      cityId: data.stadt,
      start,
      venueName: data.venueName,
      description: data.description,
      imageUrl: data.imageUrl || null,
      websiteUrl: data.websiteUrl || null,
      salutation: data.salutation,
      contactName: data.contactName,
      email: data.email.toLowerCase(),
      phone: data.phone,
      billing: { company: data.company, street: data.street, postalCode: data.postalCode, city: data.town, country: 'DE' },
      vatId: data.vatId || null,
    },
  };
}

/** The fields of an ad an operator may change later (partner area): checked like the booking's. */
export const AD_CONTENT_FIELDS = ['description', 'imageUrl', 'websiteUrl'] as const;
export type AdContentValues = Record<(typeof AD_CONTENT_FIELDS)[number], string>;
const adContentSchema = bookingSchema.pick({ description: true, imageUrl: true, websiteUrl: true });

export function checkAdContent(values: AdContentValues): { ok: true; fields: { description: string; imageUrl: string | null; websiteUrl: string | null } } | { ok: false; errors: Partial<AdContentValues> } {
  const parsed = adContentSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Partial<AdContentValues> = {};
    for (const issue of parsed.error.issues) errors[issue.path[0] as keyof AdContentValues] ??= issue.message;
    return { ok: false, errors };
  }
  return { ok: true, fields: { description: parsed.data.description, imageUrl: parsed.data.imageUrl || null, websiteUrl: parsed.data.websiteUrl || null } };
}
