import * as z from 'zod/mini';
import { dayParam, defineSearchParams, type SearchParams, type SearchValues, textParam } from '@/lib/search-params';

/** An invoice's state on a day: a cancellation is its own kind; cancelled before paid before overdue before open. */
export const INVOICE_STATES = ['open', 'overdue', 'paid', 'cancelled', 'cancellation'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** The Invoices tab's filters, as they stand in the URL; by default every invoice, the newest first. */
const invoiceParams = defineSearchParams({
  state: z.optional(z.enum(INVOICE_STATES)),
  /** Issue dates from and to (inclusive). */
  from: dayParam(),
  to: dayParam(),
  /** Part of the buyer's name or the invoice number. */
  q: textParam(100),
});

export type InvoiceListFilter = SearchValues<typeof invoiceParams>;

export const parseInvoiceFilter = (params: SearchParams): InvoiceListFilter => invoiceParams.parse(params).values;

export const ignoredInvoiceParams = (params: SearchParams): string[] => invoiceParams.parse(params).ignored;

export const invoiceFilterQuery = (filter: InvoiceListFilter, changes: Partial<InvoiceListFilter> = {}): string => invoiceParams.href({ ...filter, ...changes });
