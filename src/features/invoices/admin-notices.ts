import { defineNotices } from '@/components/admin/notices';

/** Outcomes reported once as a toast after a redirect: an invoice issued, a draft saved or deleted. */
export const invoiceNotices = defineNotices({
  issued: { kind: 'success', text: 'Invoice issued' },
  'draft-saved': { kind: 'success', text: 'Draft saved' },
  'draft-deleted': { kind: 'success', text: 'Draft deleted' },
  paid: { kind: 'success', text: 'Payment recorded' },
  cancelled: { kind: 'success', text: 'Invoice cancelled; this is its cancellation invoice' },
});
