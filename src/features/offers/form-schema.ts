import { z } from 'zod';
import { notOneLineMessage, oneLineMatching, oneLineText } from '@/lib/one-line';

/**
 * The company's forms on its offer page: the choice of an option and a question. Shared by the server (which
 * decides) and the form (which keeps what was typed); messages in German, shown next to their field.
 */

export const ACCEPTANCE_MESSAGES = {
  date: 'Bitte wählen Sie einen Termin.',
  participants: (max: number) => `Bitte geben Sie eine Teilnehmerzahl zwischen 1 und ${max} an (so viele Gäste fasst die Location).`,
  company: 'Bitte geben Sie die Firma für die Rechnung an.',
  street: 'Bitte geben Sie Straße und Hausnummer an.',
  postalCode: 'Bitte geben Sie eine fünfstellige Postleitzahl an.',
  city: 'Bitte geben Sie den Ort an.',
  purchaseOrder: 'Die Bestellnummer darf höchstens 100 Zeichen lang sein.',
  companyLine: notOneLineMessage('Die Firma'),
  streetLine: notOneLineMessage('Die Straße'),
  cityLine: notOneLineMessage('Der Ort'),
  purchaseOrderLine: notOneLineMessage('Die Bestellnummer'),
  terms: 'Bitte bestätigen Sie unsere Allgemeinen Geschäftsbedingungen.',
  message: 'Die Nachricht darf höchstens 2000 Zeichen lang sein.',
  tooLong: (max: number) => `Bitte höchstens ${max} Zeichen.`,
} as const;

export const QUESTION_MAX_LENGTH = 2000;
export const QUESTION_MESSAGES = {
  empty: 'Bitte schreiben Sie Ihre Frage.',
  tooLong: `Die Frage darf höchstens ${QUESTION_MAX_LENGTH} Zeichen lang sein.`,
} as const;

const required = (message: string, broken: string, max: number) => oneLineText({ broken, max, required: message, tooLong: ACCEPTANCE_MESSAGES.tooLong(max) });
const optional = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value || null);

/** The form's fields by name, as typed (what a failed check gives back to the form). */
export const ACCEPTANCE_FIELDS = ['dateIndex', 'participantCount', 'company', 'street', 'postalCode', 'city', 'purchaseOrder', 'terms', 'message'] as const;
export type AcceptanceField = (typeof ACCEPTANCE_FIELDS)[number];
export type AcceptanceValues = Record<AcceptanceField, string>;

/** Each field's longest value: what the schema takes, and what a refused form shows back at most. */
export const ACCEPTANCE_MAXIMA = { dateIndex: 2, participantCount: 6, company: 200, street: 200, postalCode: 5, city: 100, purchaseOrder: 100, terms: 2, message: 2000 } as const satisfies Record<AcceptanceField, number>;
const MAX = ACCEPTANCE_MAXIMA;

/** The choice of one option: which of its dates, for how many guests (within the venue's capacity), billed to whom. */
export function acceptanceSchema({ dateCount, maxParticipants }: { dateCount: number; maxParticipants: number }) {
  return z.object({
    // An empty choice must not read as the first date (Number('') is 0).
    dateIndex: z.pipe(oneLineMatching(/^\d{1,2}$/, ACCEPTANCE_MESSAGES.date, MAX.dateIndex), z.coerce.number<string>().max(dateCount - 1, ACCEPTANCE_MESSAGES.date)),
    participantCount: z.pipe(
      oneLineMatching(/^\d{1,6}$/, ACCEPTANCE_MESSAGES.participants(maxParticipants), MAX.participantCount),
      z.coerce.number<string>().int().min(1, ACCEPTANCE_MESSAGES.participants(maxParticipants)).max(maxParticipants, ACCEPTANCE_MESSAGES.participants(maxParticipants)),
    ),
    company: required(ACCEPTANCE_MESSAGES.company, ACCEPTANCE_MESSAGES.companyLine, MAX.company),
    street: required(ACCEPTANCE_MESSAGES.street, ACCEPTANCE_MESSAGES.streetLine, MAX.street),
    postalCode: oneLineMatching(/^\d{5}$/, ACCEPTANCE_MESSAGES.postalCode, MAX.postalCode),
    city: required(ACCEPTANCE_MESSAGES.city, ACCEPTANCE_MESSAGES.cityLine, MAX.city),
    purchaseOrder: z.pipe(
      oneLineText({ broken: ACCEPTANCE_MESSAGES.purchaseOrderLine, max: MAX.purchaseOrder, tooLong: ACCEPTANCE_MESSAGES.purchaseOrder }),
      z.string().transform((value) => value || null),
    ),
    terms: z.literal('on', ACCEPTANCE_MESSAGES.terms),
    message: optional(MAX.message, ACCEPTANCE_MESSAGES.message),
  });
}

export type AcceptanceData = z.output<ReturnType<typeof acceptanceSchema>>;

export const questionSchema = z.object({
  question: z.string(QUESTION_MESSAGES.empty).trim().min(1, QUESTION_MESSAGES.empty).max(QUESTION_MAX_LENGTH, QUESTION_MESSAGES.tooLong),
});
