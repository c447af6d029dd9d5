/** The invoices' rules as pure functions: the number, the checks before issuing, the cancellation's document. */
import { type Day, formatShortDay } from '@/lib/time';
import { type InvoiceDocument, invoiceTotals, isEuBusinessAbroad, lineTaxCategory } from './document';

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

/** The subject of an ad booking's invoice (one open invoice per booking): `booking:<the booking's id>`. */
export const bookingInvoiceSubject = (bookingId: string) => `booking:${bookingId}`;

/** The ad booking an invoice's subject names; undefined for a request's invoice (its subject is what it bills, e.g. „package“). */
export function bookingOfSubject(subject: string): string | undefined {
  return /^booking:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(subject)?.[1];
}

/** Days to pay when nothing else is agreed. */
export const DEFAULT_PAYMENT_DAYS = 14;

/** Why a document cannot be issued: a code the admin's screen words (form-schema.ts PROBLEM_MESSAGES). */
export type InvoiceProblem =
  | 'buyerName'
  | 'buyerAddress'
  | 'buyerEmail'
  | 'vatId'
  | 'noLines'
  | 'lineText'
  | 'total'
  | 'dueDate'
  | 'serviceDate'
  | 'taxCategory'
  | 'exemptionReason'
  | 'reverseCharge'
  | 'notSubjectMixed';

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
  for (const problem of taxProblems(doc)) problems.add(problem);
  return [...problems];
}

/**
 * What EN 16931 and the UStG ask of the lines' VAT categories (document.ts lineTaxCategory; a line without a stored
 * category, issued before there were, passes as issued):
 * - a stored category fits the rate: S above 0 %, another at 0 % (BR-S-05, BR-Z-05, BR-E-05, BR-AE-05);
 * - an exempt line names its legal ground (§ 14 Abs. 4 Nr. 8 UStG; BT-120 for BR-E-10);
 * - the reverse charge is for a business in another EU country than the seller's, with its VAT ID (§ 13b Abs. 1
 *   and 5 UStG for a service whose place is there under § 3a Abs. 2 UStG; BR-AE-02 wants the buyer's VAT id);
 * - a line not subject to VAT stands alone: an invoice with one has no other category (BR-O-11 to BR-O-14) and no
 *   VAT id of either party (BR-O-02), which the seller's taxed lines need.
 */
function taxProblems(doc: InvoiceDocument): InvoiceProblem[] {
  const problems: InvoiceProblem[] = [];
  const categories = new Set(doc.lines.map((line) => lineTaxCategory(line, doc)));
  if (doc.lines.some((line) => line.taxCategory !== undefined && (line.taxCategory === 'S') !== line.vatRate > 0)) problems.push('taxCategory');
  if (doc.lines.some((line) => lineTaxCategory(line, doc) === 'E' && blank(line.exemptionReason))) problems.push('exemptionReason');
  if (categories.has('AE') && !isEuBusinessAbroad(doc)) problems.push('reverseCharge');
  if (categories.has('O') && categories.size > 1) problems.push('notSubjectMixed');
  return problems;
}

/**
 * What a planning fee's invoice says of the event it planned: „Weihnachtsfeier am 11.12.2026 – Kesselhaus am Kanal,
 * Berlin“ (the invoice's note, BT-22, so the buyer's accounting knows which party the fee was for).
 */
export function eventNote(event: { date: Day; venueName: string; cityName: string }): string {
  return `Weihnachtsfeier am ${formatShortDay(event.date)} – ${event.venueName}, ${event.cityName}`;
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
