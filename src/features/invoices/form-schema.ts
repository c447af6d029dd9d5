import '@/lib/zod-jitless';
import { z } from 'zod';
import { type ActionFailure, failedForm, type FormState } from '@/components/admin/form-state';
import { INVOICE_UNITS, type InvoiceDraftValues, type InvoiceLineValues, type InvoiceTaxCategory, type InvoiceUnit } from '@/db/schema/invoices';
import { numberedFields } from '@/lib/form-data';
import { formatEuro, lineNet, readEuro, type VatRate, withinCeiling } from '@/lib/money';
import { type Day, parseDay } from '@/lib/time';
import { type InvoiceDocument, type InvoiceLine, lineTaxCategory } from './document';
import { messageKeys } from '@/i18n/keys';
import { type InvoiceProblem, invoiceProblems, isVatIdShaped } from './rules';

// The invoice form's rules. The browser runs them too, for instant feedback. The lines are numbered fields of a
// plain form ("linePrice.2"), so the form works without JavaScript and each error stands next to its own field. The
// errors are message keys of 'invoices.validation', which the screen (or adminAction) words in the admin's language.

const message = messageKeys('invoices.validation');

export type { InvoiceDraftValues, InvoiceLineValues };

export const MAX_INVOICE_LINES = 10;
/** How many empty lines the form offers below the filled ones. */
export const SPARE_LINES = 2;
/** Anything longer is refused, also in a draft. */
const MAX_FIELD_LENGTH = 2000;

export const INVOICE_FIELDS = numberedFields(['lineText', 'lineQuantity', 'lineUnit', 'linePrice', 'lineVat', 'lineReason']);

/**
 * The VAT select of a line: the rate, and at 0 % why (the line's category): reverse charge, tax exempt, not subject
 * to VAT, zero rated. A draft saved before the categories says "0", which the form shows as a choice still to make.
 */
export const INVOICE_VAT_CHOICES = ['19', '7', '0:AE', '0:E', '0:O', '0:Z'] as const;
export type InvoiceVatChoice = (typeof INVOICE_VAT_CHOICES)[number];

/** The select's value of a rate and category. */
export function vatChoiceOf(rate: VatRate, category: InvoiceTaxCategory): InvoiceVatChoice {
  return rate > 0 ? (String(rate) as InvoiceVatChoice) : (`0:${category === 'S' ? 'Z' : category}` as InvoiceVatChoice);
}

/** The rate and category a select's value names; "0" alone has no category; undefined for anything else. */
export function parseVatChoice(value: string): { rate: VatRate; category: InvoiceTaxCategory | null } | undefined {
  if (value === '0') return { rate: 0, category: null };
  if (!(INVOICE_VAT_CHOICES as readonly string[]).includes(value)) return undefined;
  const [rate, category] = value.split(':');
  return { rate: Number(rate) as VatRate, category: (category as InvoiceTaxCategory | undefined) ?? 'S' };
}

const SINGLE_FIELDS = ['buyerName', 'buyerStreet', 'buyerPostalCode', 'buyerCity', 'buyerCountry', 'buyerVatId', 'buyerEmail', 'buyerReference', 'serviceFrom', 'serviceTo', 'dueDate', 'note'] as const;
type SingleField = (typeof SINGLE_FIELDS)[number];

/** The limits of the fields that are issued (the PDF's columns, the XML's sensible sizes), and the error that says each. */
const MAX_LENGTHS: Record<Exclude<SingleField, 'serviceFrom' | 'serviceTo' | 'dueDate'>, [max: number, error: string]> = {
  buyerName: [200, message('atMost200')],
  buyerStreet: [200, message('atMost200')],
  buyerPostalCode: [10, message('atMost10')],
  buyerCity: [100, message('atMost100')],
  buyerCountry: [2, message('atMost2')],
  buyerVatId: [20, message('atMost20')],
  buyerEmail: [254, message('atMost254')],
  buyerReference: [100, message('atMost100')],
  note: [1000, message('atMost1000')],
};
const MAX_LINE_TEXT = 300;
const MAX_REASON = 200;
const MAX_QUANTITY = 100_000;

export const EMPTY_INVOICE_LINE: InvoiceLineValues = { text: '', quantity: '1', unit: 'C62', price: '', vat: '19', reason: '' };

export const EMPTY_INVOICE_VALUES: InvoiceDraftValues = {
  buyerName: '',
  buyerStreet: '',
  buyerPostalCode: '',
  buyerCity: '',
  buyerCountry: 'DE',
  buyerVatId: '',
  buyerEmail: '',
  buyerReference: '',
  serviceFrom: '',
  serviceTo: '',
  dueDate: '',
  note: '',
  lines: [],
};

/** What the form's fields say about the invoice (everything but the seller, the number and the issue date). */
export type InvoiceContent = Pick<InvoiceDocument, 'buyer' | 'service' | 'dueDate' | 'lines' | 'note'>;

const isLineEmpty = (line: InvoiceLineValues) => !line.text.trim() && !line.price.trim() && !line.reason?.trim();

/** The posted form, field by field, as typed; the lines up to the last one with anything typed. */
export function invoiceValuesOf(raw: Record<string, unknown>): InvoiceDraftValues {
  const field = (name: string) => (typeof raw[name] === 'string' ? (raw[name] as string) : '');
  const lines = Array.from({ length: MAX_INVOICE_LINES }, (_, i) => ({
    text: field(INVOICE_FIELDS.lineText(i)),
    quantity: field(INVOICE_FIELDS.lineQuantity(i)),
    unit: field(INVOICE_FIELDS.lineUnit(i)),
    price: field(INVOICE_FIELDS.linePrice(i)),
    vat: field(INVOICE_FIELDS.lineVat(i)),
    reason: field(INVOICE_FIELDS.lineReason(i)),
  }));
  while (lines.length && isLineEmpty(lines[lines.length - 1])) lines.pop();
  return { ...(Object.fromEntries(SINGLE_FIELDS.map((name) => [name, field(name)])) as Record<SingleField, string>), lines };
}

/** How many line slots the form shows: the lines there are and SPARE_LINES empty ones, up to the maximum. */
export const lineSlots = (filled: number): number => Math.min(Math.max(filled, 1) + SPARE_LINES, MAX_INVOICE_LINES);

/** Fields too long to keep even in a draft (MAX_FIELD_LENGTH). */
export function oversizedFields(values: InvoiceDraftValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const tooLong = message('atMost2000');
  for (const name of SINGLE_FIELDS) if (values[name].length > MAX_FIELD_LENGTH) errors[name] = tooLong;
  values.lines.forEach((line, i) => {
    for (const [key, name] of [
      ['text', INVOICE_FIELDS.lineText(i)],
      ['quantity', INVOICE_FIELDS.lineQuantity(i)],
      ['price', INVOICE_FIELDS.linePrice(i)],
      ['reason', INVOICE_FIELDS.lineReason(i)],
    ] as const)
      if ((line[key] ?? '').length > MAX_FIELD_LENGTH) errors[name] = tooLong;
  });
  return errors;
}

/** Where each of the document's problems is shown. */
const PROBLEM_FIELDS: Record<InvoiceProblem, string> = {
  buyerName: 'buyerName',
  buyerAddress: 'buyerStreet',
  buyerEmail: 'buyerEmail',
  vatId: 'buyerVatId',
  noLines: INVOICE_FIELDS.lineText(0),
  lineText: INVOICE_FIELDS.lineText(0),
  total: INVOICE_FIELDS.linePrice(0),
  dueDate: 'dueDate',
  serviceDate: 'serviceFrom',
  taxCategory: INVOICE_FIELDS.lineVat(0),
  exemptionReason: INVOICE_FIELDS.lineReason(0),
  reverseCharge: 'buyerVatId',
  notSubjectMixed: INVOICE_FIELDS.lineVat(0),
};

/** How the admin's screen says each of the document's problems. */
const PROBLEM_MESSAGES: Record<InvoiceProblem, string> = {
  buyerName: message('buyerName'),
  buyerAddress: message('buyerAddress'),
  buyerEmail: message('buyerEmail'),
  vatId: message('vatId'),
  noLines: message('noLines'),
  lineText: message('lineText'),
  total: message('total'),
  dueDate: message('dueDate'),
  serviceDate: message('serviceDate'),
  taxCategory: message('taxCategory'),
  exemptionReason: message('exemptionReason'),
  reverseCharge: message('reverseCharge'),
  notSubjectMixed: message('notSubjectMixed'),
};

/** The document's problems (invoiceProblems) as field errors (message keys). */
export function problemErrors(problems: readonly InvoiceProblem[]): Record<string, string> {
  return Object.fromEntries(problems.map((problem) => [PROBLEM_FIELDS[problem], PROBLEM_MESSAGES[problem]]));
}

/**
 * The typed form as an invoice's content, or the error of each field (a message key of 'invoices.validation'). `today` is the issue date: an invoice is
 * issued on the day it is issued, so a due date before it is refused here as in invoiceProblems.
 */
export function checkInvoiceValues(values: InvoiceDraftValues, today: Day): { ok: true; content: InvoiceContent } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const text = (name: SingleField) => values[name].trim();
  for (const [name, [max, tooLong]] of Object.entries(MAX_LENGTHS) as [keyof typeof MAX_LENGTHS, [number, string]][]) if (text(name).length > max) errors[name] = tooLong;

  const required: [SingleField, string][] = [
    ['buyerName', message('buyerName')],
    ['buyerStreet', message('streetRequired')],
    ['buyerPostalCode', message('postalCodeRequired')],
    ['buyerCity', message('cityRequired')],
  ];
  for (const [name, message] of required) if (!text(name)) errors[name] ??= message;
  const country = text('buyerCountry').toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) errors.buyerCountry = message('countryInvalid');
  else if (country === 'DE' && text('buyerPostalCode') && !/^\d{5}$/.test(text('buyerPostalCode'))) errors.buyerPostalCode = message('postalCodeGerman');
  const vatId = text('buyerVatId').replace(/\s+/g, '').toUpperCase();
  if (vatId && !isVatIdShaped(vatId)) errors.buyerVatId = message('vatId');
  if (!text('buyerEmail')) errors.buyerEmail = message('buyerEmail');
  else if (!z.email().safeParse(text('buyerEmail')).success) errors.buyerEmail = message('emailInvalid');

  const serviceFrom = parseDay(text('serviceFrom'));
  const serviceTo = text('serviceTo') ? parseDay(text('serviceTo')) : null;
  if (!serviceFrom) errors.serviceFrom = text('serviceFrom') ? message('dateInvalid') : message('serviceDate');
  if (serviceTo === undefined) errors.serviceTo = message('serviceToInvalid');
  else if (serviceFrom && serviceTo && serviceTo < serviceFrom) errors.serviceTo = message('periodReversed');
  const dueDate = parseDay(text('dueDate'));
  if (!dueDate) errors.dueDate = message('dueDateInvalid');

  const lines: InvoiceLine[] = [];
  values.lines.forEach((line, i) => {
    if (isLineEmpty(line)) return;
    const lineText = line.text.trim();
    if (!lineText) errors[INVOICE_FIELDS.lineText(i)] = message('lineText');
    else if (lineText.length > MAX_LINE_TEXT) errors[INVOICE_FIELDS.lineText(i)] = message('atMost300');
    const quantity = /^\d{1,6}$/.test(line.quantity.trim()) ? Number(line.quantity.trim()) : undefined;
    if (quantity === undefined || quantity < 1 || quantity > MAX_QUANTITY) errors[INVOICE_FIELDS.lineQuantity(i)] = message('quantityInvalid');
    const unit = (INVOICE_UNITS as readonly string[]).includes(line.unit) ? (line.unit as InvoiceUnit) : undefined;
    if (!unit) errors[INVOICE_FIELDS.lineUnit(i)] = message('unitRequired');
    const read = line.price.trim() ? readEuro(line.price) : undefined;
    if (!read) errors[INVOICE_FIELDS.linePrice(i)] = message('priceRequired');
    else if (!read.ok) errors[INVOICE_FIELDS.linePrice(i)] = read.problem === 'tooHigh' ? message('priceTooHigh') : message('priceInvalid');
    // Ten lines of at most the ceiling each keep the invoice's totals within their integer columns.
    else if (quantity !== undefined && !withinCeiling(lineNet(read.cents, quantity))) errors[INVOICE_FIELDS.linePrice(i)] = message('lineTooHigh');
    const price = read?.ok && !errors[INVOICE_FIELDS.linePrice(i)] ? read.cents : undefined;
    const vat = parseVatChoice(line.vat);
    if (!vat) errors[INVOICE_FIELDS.lineVat(i)] = message('vatInvalid');
    else if (!vat.category) errors[INVOICE_FIELDS.lineVat(i)] = message('zeroVatReason');
    const reason = (line.reason ?? '').trim();
    const takesReason = vat?.category === 'E' || vat?.category === 'O';
    if (vat?.category === 'E' && !reason) errors[INVOICE_FIELDS.lineReason(i)] = message('exemptionReason');
    else if (reason && vat?.category && !takesReason) errors[INVOICE_FIELDS.lineReason(i)] = message('reasonNotTaken');
    else if (reason.length > MAX_REASON) errors[INVOICE_FIELDS.lineReason(i)] = message('atMost200');
    if (lineText && quantity !== undefined && unit && price !== undefined && vat?.category) {
      const taxed: InvoiceLine = { text: lineText, quantity, unit, unitNetCents: price, vatRate: vat.rate, taxCategory: vat.category };
      lines.push(takesReason && reason ? { ...taxed, exemptionReason: reason } : taxed);
    }
  });
  if (!values.lines.some((line) => !isLineEmpty(line))) errors[INVOICE_FIELDS.lineText(0)] = message('noLines');
  if (Object.keys(errors).length) return { ok: false, errors };

  const content: InvoiceContent = {
    buyer: {
      name: text('buyerName'),
      address: { street: text('buyerStreet'), postalCode: text('buyerPostalCode'), city: text('buyerCity'), country },
      vatId: vatId || null,
      email: text('buyerEmail'),
      reference: text('buyerReference') || null,
    },
    service: serviceTo && serviceTo !== serviceFrom ? { from: serviceFrom!, to: serviceTo } : { date: serviceFrom! },
    dueDate: dueDate!,
    lines,
    note: values.note.trim() || null,
  };
  // The whole document's rules (a total above zero, the due date after the issue date) stay in one place.
  const problems = invoiceProblems({ ...content, number: 'RE-0000-00000', type: 'invoice', issueDate: today, currency: 'EUR', preceding: null, seller: SELLER_FOR_CHECK });
  return problems.length ? { ok: false, errors: problemErrors(problems) } : { ok: true, content };
}

/** The seller is not the form's: the check only needs a complete one (the server puts the operator's in). */
const SELLER_FOR_CHECK: InvoiceDocument['seller'] = {
  name: '-',
  address: { street: '-', postalCode: '-', city: '-', country: 'DE' },
  vatId: '',
  taxNumber: '',
  email: '-',
  phone: '',
  registerCourt: '',
  registerNumber: '',
  representative: '',
  bank: { iban: '', bic: '', name: '' },
};

/**
 * The form's schema for issuing, for adminAction: the typed fields in, the invoice's content out. `today` is asked
 * at every check (the server's Berlin day).
 */
export function invoiceSchema(today: () => Day) {
  return z.looseObject({}).transform((raw, ctx) => {
    const checked = checkInvoiceValues(invoiceValuesOf(raw), today());
    if (checked.ok) return checked.content;
    for (const [field, message] of Object.entries(checked.errors)) ctx.addIssue({ code: 'custom', message, path: [field] });
    return z.NEVER;
  });
}

/** The browser's check before posting, with the page's day: "Issue invoice" runs the issuing rules, "Save draft" keeps anything. */
export function invoiceFormCheck(today: Day) {
  const issuing = invoiceSchema(() => today);
  return z.looseObject({ intent: z.string().optional() }).superRefine((raw, ctx) => {
    if (raw.intent === 'draft') return;
    const checked = issuing.safeParse(raw);
    if (!checked.success) for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });
}

/** A document (a prefill, or an issued invoice to start again from) as the form shows it. */
export function invoiceValuesOfDocument(doc: Pick<InvoiceDocument, 'buyer' | 'seller' | 'service' | 'dueDate' | 'lines' | 'note'>): InvoiceDraftValues {
  return {
    buyerName: doc.buyer.name,
    buyerStreet: doc.buyer.address.street,
    buyerPostalCode: doc.buyer.address.postalCode,
    buyerCity: doc.buyer.address.city,
    buyerCountry: doc.buyer.address.country,
    buyerVatId: doc.buyer.vatId ?? '',
    buyerEmail: doc.buyer.email,
    buyerReference: doc.buyer.reference ?? '',
    serviceFrom: 'date' in doc.service ? doc.service.date : doc.service.from,
    serviceTo: 'date' in doc.service ? '' : doc.service.to,
    dueDate: doc.dueDate,
    note: doc.note ?? '',
    lines: doc.lines.map((line) => ({
      text: line.text,
      quantity: String(line.quantity),
      unit: line.unit,
      price: formatEuro(line.unitNetCents),
      vat: vatChoiceOf(line.vatRate, lineTaxCategory(line, doc)),
      reason: line.exemptionReason ?? '',
    })),
  };
}

export type InvoiceFormState = FormState<InvoiceDraftValues>;

/** The form after a failed save or issue: everything typed stays, the errors stand next to their fields, the toast says why. */
export function failedInvoiceForm(result: ActionFailure, form: FormData): InvoiceFormState {
  return failedForm(invoiceValuesOf(Object.fromEntries(form.entries())), result);
}
