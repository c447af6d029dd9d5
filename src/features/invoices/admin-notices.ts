import * as z from 'zod/mini';
import { defineSearchParams, type SearchParams } from '@/lib/search-params';

/**
 * Outcomes reported once as a toast after a redirect (?notice=…): an invoice issued, a draft saved or deleted.
 * Only these keys: the address never carries a text to display.
 */
export const INVOICE_NOTICES = {
  issued: { kind: 'success', text: 'Invoice issued' },
  'draft-saved': { kind: 'success', text: 'Draft saved' },
  'draft-deleted': { kind: 'success', text: 'Draft deleted' },
  paid: { kind: 'success', text: 'Payment recorded' },
  cancelled: { kind: 'success', text: 'Invoice cancelled; this is its cancellation invoice' },
} as const satisfies Record<string, { kind: 'success' | 'error'; text: string }>;

export type InvoiceNotice = keyof typeof INVOICE_NOTICES;

const noticeParams = defineSearchParams({ notice: z.optional(z.enum(Object.keys(INVOICE_NOTICES) as [InvoiceNotice, ...InvoiceNotice[]])) });

export const parseInvoiceNotice = (params: SearchParams): InvoiceNotice | undefined => noticeParams.parse(params).values.notice;

export const withInvoiceNotice = (path: string, notice: InvoiceNotice): string => noticeParams.href({ notice }, path);
