import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { VatRate } from '@/lib/money';
import type { Day } from '@/lib/time';
import { createdAt, id, inList, requiredRef, serialId, updatedAt } from './columns';
import { venueRequests } from './requests';

/** An invoice as its files need it (the PDF, factur-x.xml, XRechnung): plain data, frozen when issued; amounts in cents. */
export const INVOICE_TYPES = ['invoice', 'cancellation'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/**
 * The units of an invoice line (BT-130), as UN/ECE Recommendation 20 codes (the code list EN 16931 prescribes,
 * BR-CL-23): C62 one (a piece, a package), HUR hour, DAY day, IE person, LS lump sum (a flat rate), MON month (an
 * ad month). They live in the document (jsonb), not in a column of their own.
 */
export const INVOICE_UNITS = ['C62', 'HUR', 'DAY', 'IE', 'LS', 'MON'] as const;
export type InvoiceUnit = (typeof INVOICE_UNITS)[number];

/**
 * The VAT category of a line (BT-151, UNCL 5305 as EN 16931 uses it): S standard rated (19 % and 7 %); at 0 % the
 * reason there is none: Z zero rated, E exempt (with its legal ground), AE reverse charge (the buyer owes the VAT),
 * O not subject to VAT (e.g. a pass-through item).
 */
export const INVOICE_TAX_CATEGORIES = ['S', 'Z', 'E', 'AE', 'O'] as const;
export type InvoiceTaxCategory = (typeof INVOICE_TAX_CATEGORIES)[number];

export interface InvoiceAddress {
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2, e.g. "DE". */
  country: string;
}

export interface InvoiceSeller {
  name: string;
  address: InvoiceAddress;
  /** USt-IdNr., e.g. "DE123456789". */
  vatId: string;
  /** Steuernummer, e.g. "30/123/45678". */
  taxNumber: string;
  /** The seller's electronic address and contact (BT-34, BT-43). */
  email: string;
  phone: string;
  /** Register court and number, managing director: § 35a GmbHG on every business letter. */
  registerCourt: string;
  registerNumber: string;
  representative: string;
  bank: { iban: string; bic: string; name: string };
}

export interface InvoiceBuyer {
  name: string;
  address: InvoiceAddress;
  vatId: string | null;
  /** Where invoices go: the buyer's electronic address (BT-49). */
  email: string;
  /** Buyer reference (BT-10): a purchase-order number, or a public authority's Leitweg-ID. */
  reference: string | null;
}

export interface InvoiceLine {
  text: string;
  /** Whole units (negative on a cancellation). */
  quantity: number;
  unit: InvoiceUnit;
  unitNetCents: number;
  vatRate: VatRate;
  /**
   * S above 0 %; at 0 % Z, E, AE or O. Documents issued before the category was stored lack it: read it through
   * features/invoices/document.ts lineTaxCategory, which gives them what their files said then.
   */
  taxCategory?: InvoiceTaxCategory;
  /** Why the line bears no VAT, in the invoice's words: the legal ground of an exemption (E, required), or of O (optional). */
  exemptionReason?: string;
}

export interface InvoiceDocument {
  number: string;
  type: InvoiceType;
  issueDate: Day;
  /** Leistungsdatum, or the period of the service (ad months). */
  service: { date: Day } | { from: Day; to: Day };
  dueDate: Day;
  currency: 'EUR';
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  /** A cancellation names the invoice it cancels (BT-25, BT-26). */
  preceding: { number: string; issueDate: Day } | null;
  /** Free text on the invoice (e.g. the cancellation's reason). */
  note: string | null;
}

export const INVOICE_EVENT_KINDS = ['sent', 'paid', 'cancelled'] as const;
export type InvoiceEventKind = (typeof INVOICE_EVENT_KINDS)[number];

/**
 * The last invoice number of each calendar year (Berlin). Issuing raises it in the transaction that inserts the
 * invoice: a failed insert rolls the number back (no gap), and the row lock makes two issuers take turns (no twin).
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    year: smallint('year').primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [check('invoice_counters_number_check', sql`${t.lastNumber} >= 1 and ${t.year} between 2000 and 2999`)],
);

/**
 * An issued invoice or cancellation (GoBD): the whole document as it was issued, with the buyer's data copied
 * into it. The trigger invoices_frozen refuses every UPDATE, and a DELETE before its retention ended (8 years
 * after the end of its year; migration 0010). request_id has no foreign key on purpose: the request's own
 * retention deletes the request, never its invoice.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    /** e.g. RE-2026-00001. */
    number: text('number').notNull().unique('invoices_number_key'),
    year: smallint('year').notNull(),
    sequence: integer('sequence').notNull(),
    type: text('type').$type<InvoiceType>().notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    requestId: uuid('request_id'),
    /** What is billed, e.g. "package" for the planning package of the request: one open invoice per request and subject. */
    subject: text('subject').notNull(),
    /** The invoice a cancellation cancels. */
    cancelsId: uuid('cancels_id'),
    buyerName: text('buyer_name').notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
    issuedByEmail: text('issued_by_email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_year_sequence_key').on(t.year, t.sequence),
    uniqueIndex('invoices_one_cancellation_key').on(t.cancelsId),
    index('invoices_request_idx').on(t.requestId),
    index('invoices_issue_date_idx').on(t.issueDate),
    check('invoices_type_check', inList('type', INVOICE_TYPES)),
    check('invoices_totals_check', sql`${t.grossCents} = ${t.netCents} + ${t.vatCents}`),
    check('invoices_cancellation_check', sql`(${t.type} = 'cancellation') = (${t.cancelsId} is not null)`),
    check('invoices_dates_check', sql`${t.dueDate} >= ${t.issueDate}`),
  ],
);

/**
 * The open invoice of a request for a subject: its primary key refuses a second one, and cancelling the invoice
 * deletes the row, so a new invoice may follow.
 */
export const openInvoiceSubjects = pgTable(
  'open_invoice_subjects',
  {
    requestId: uuid('request_id').notNull(),
    subject: text('subject').notNull(),
    invoiceId: requiredRef(uuid('invoice_id').unique('open_invoice_subjects_invoice_key'), () => invoices.id, 'cascade'),
  },
  (t) => [primaryKey({ name: 'open_invoice_subjects_pkey', columns: [t.requestId, t.subject] })],
);

/** What happened to an issued invoice afterwards (sent, paid, cancelled): rows, so the invoice itself stays as issued. */
export const invoiceEvents = pgTable(
  'invoice_events',
  {
    id: serialId(),
    invoiceId: requiredRef(uuid('invoice_id'), () => invoices.id, 'cascade'),
    kind: text('kind').$type<InvoiceEventKind>().notNull(),
    /** The day it happened (a payment's value date), Berlin. */
    day: date('day', { mode: 'string' }).notNull(),
    note: text('note'),
    byEmail: text('by_email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoice_events_invoice_idx').on(t.invoiceId),
    uniqueIndex('invoice_events_once_key').on(t.invoiceId, t.kind).where(sql`${t.kind} in ('paid', 'cancelled')`),
    check('invoice_events_kind_check', inList('kind', INVOICE_EVENT_KINDS)),
  ],
);

/**
 * The debtor account (Debitorenkonto, Personenkonto) of a buyer in the DATEV export, so the tax adviser's open
 * items of one customer are on one account, the same in every export. `key` names the buyer: "vat:" and the
 * normalised VAT id, or "name:" and the normalised name, country and postal code (features/invoices/datev.ts
 * datevDebtorKey). 10000–69999 are DATEV's debtor accounts with 4-digit general ledger accounts; the export takes
 * the next free one (features/invoices/debtor-queries.ts), and the unique account makes two exports at once take
 * turns.
 */
export const invoiceDebtors = pgTable(
  'invoice_debtors',
  {
    key: text('key').primaryKey(),
    account: integer('account').notNull().unique('invoice_debtors_account_key'),
    createdAt: createdAt(),
  },
  (t) => [check('invoice_debtors_account_check', sql`${t.account} between 10000 and 69999`)],
);

/** An invoice line as the admin's form holds it: what was typed, unchecked (a draft keeps anything). */
export interface InvoiceLineValues {
  text: string;
  quantity: string;
  unit: string;
  price: string;
  /** The rate, and at 0 % the category after a colon ("19", "7", "0:AE", "0:E", "0:O", "0:Z"); older drafts say "0". */
  vat: string;
  /** The exemption's legal ground (E) or why a line is not subject to VAT (O); older drafts lack it. */
  reason?: string;
}

/** The invoice form as typed; a draft stores it as it is, and issuing checks it. */
export interface InvoiceDraftValues {
  buyerName: string;
  buyerStreet: string;
  buyerPostalCode: string;
  buyerCity: string;
  buyerCountry: string;
  buyerVatId: string;
  buyerEmail: string;
  buyerReference: string;
  /** The service date, or the first day of the service period. */
  serviceFrom: string;
  /** The last day of a service period; empty for one service date. */
  serviceTo: string;
  dueDate: string;
  note: string;
  lines: InvoiceLineValues[];
}

/**
 * An invoice not yet issued: no number, no legal weight, edited and deleted freely. Issuing it deletes the draft
 * in the transaction that numbers the invoice; a request's deletion takes its drafts along.
 */
export const invoiceDrafts = pgTable(
  'invoice_drafts',
  {
    id: id(),
    requestId: uuid('request_id').references(() => venueRequests.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    values: jsonb('values').$type<InvoiceDraftValues>().notNull(),
    savedByEmail: text('saved_by_email').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('invoice_drafts_request_idx').on(t.requestId)],
);
