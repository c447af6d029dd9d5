/** The invoices' rules as pure functions: the number, the checks before issuing, the cancellation's document. */
import { type Day, formatShortDay } from '@/lib/time';
import { type InvoiceDocument, invoiceTotals } from './document';

/** An invoice number: the year of issue and the sequence within it, e.g. RE-2026-00001. */
export function invoiceNumber(year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 2000 || year > 2999) throw new RangeError(`No invoice year ${year}`);
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 99_999) throw new RangeError(`No invoice sequence ${sequence}`);
  return `RE-${year}-${String(sequence).padStart(5, '0')}`;
}

/** The calendar year an invoice issued on `issueDate` (Berlin) is counted in. */
export function yearOf(issueDate: Day): number {
  return Number(issueDate.slice(0, 4));
}

/** Days to pay when nothing else is agreed. */
export const DEFAULT_PAYMENT_DAYS = 14;

/** Why a document cannot be issued, in the admin's words (the admin speaks English). */
export const INVOICE_MESSAGES = {
  buyerName: 'Please enter the name of the invoice recipient',
  buyerAddress: 'Please enter the recipient’s full address (street, postcode, town, country)',
  buyerEmail: 'Please enter the e-mail address for invoices',
  vatId: 'The VAT ID does not have the right shape (e.g. DE123456789)',
  noLines: 'An invoice needs at least one line',
  lineText: 'Every line needs a description',
  total: 'The invoice total must be more than 0,00 €',
  dueDate: 'The due date cannot be before the issue date',
  serviceDate: 'Please enter the service date or the service period',
} as const;

export type InvoiceProblem = keyof typeof INVOICE_MESSAGES;

/** A VAT identification number's shape: two letters, then 2–12 digits or letters; a German one is DE and nine digits. */
export function isVatIdShaped(vatId: string): boolean {
  const compact = vatId.replace(/\s+/g, '').toUpperCase();
  if (compact.startsWith('DE')) return /^DE\d{9}$/.test(compact);
  return /^[A-Z]{2}[0-9A-Z+*]{2,12}$/.test(compact);
}

const blank = (text: string | null | undefined) => !text || !text.trim();

/** What keeps a document from being issued, each problem once; none for a valid one. A cancellation may total below zero. */
export function invoiceProblems(doc: InvoiceDocument): InvoiceProblem[] {
  const problems = new Set<InvoiceProblem>();
  const { buyer } = doc;
  if (blank(buyer.name)) problems.add('buyerName');
  if ([buyer.address.street, buyer.address.postalCode, buyer.address.city, buyer.address.country].some(blank)) problems.add('buyerAddress');
  if (blank(buyer.email)) problems.add('buyerEmail');
  if (buyer.vatId && !isVatIdShaped(buyer.vatId)) problems.add('vatId');
  if (!doc.lines.length) problems.add('noLines');
  if (doc.lines.some((line) => blank(line.text))) problems.add('lineText');
  if (doc.type === 'invoice' && doc.lines.length && invoiceTotals(doc.lines).gross <= 0) problems.add('total');
  if (doc.dueDate < doc.issueDate) problems.add('dueDate');
  if ('date' in doc.service ? blank(doc.service.date) : blank(doc.service.from) || blank(doc.service.to) || doc.service.to < doc.service.from) problems.add('serviceDate');
  return [...problems];
}

/**
 * The cancellation (Stornorechnung) of an issued invoice: the same buyer, seller, service and lines with the
 * quantities negated, so every amount is the original's with the opposite sign, and the original named as the
 * preceding invoice. Its own number and dates come when it is issued.
 */
export function cancellationOf(original: InvoiceDocument, input: { issueDate: Day; reason: string }): Omit<InvoiceDocument, 'number'> {
  return {
    ...original,
    type: 'cancellation',
    issueDate: input.issueDate,
    dueDate: input.issueDate,
    lines: original.lines.map((line) => ({ ...line, quantity: -line.quantity })),
    preceding: { number: original.number, issueDate: original.issueDate },
    note: `Stornorechnung zu Rechnung ${original.number} vom ${formatShortDay(original.issueDate)}. Grund: ${input.reason}`,
  };
}
