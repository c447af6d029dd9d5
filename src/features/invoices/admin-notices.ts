import { defineNotices } from '@/components/admin/notices';
import type { translator } from '@/i18n/translator';

/** A key of the notices' words ('invoices.notices'). */
type NoticeWord = Parameters<ReturnType<typeof translator<'invoices.notices'>>>[0];

/**
 * Outcomes reported once as a toast after a redirect (an invoice issued, a draft saved or deleted, a payment, a
 * cancellation), in the words of `t`: the page's translator of 'invoices.notices' (getTranslations).
 */
export function invoiceNoticesIn(t: (key: NoticeWord) => string) {
  return defineNotices({
    issued: { kind: 'success', text: t('issued') },
    'draft-saved': { kind: 'success', text: t('draftSaved') },
    'draft-deleted': { kind: 'success', text: t('draftDeleted') },
    paid: { kind: 'success', text: t('paid') },
    cancelled: { kind: 'success', text: t('cancelled') },
  });
}

/** The notices as a redirect names them: the address holds a notice's key, never its words. */
export const invoiceNotices = invoiceNoticesIn((key) => key);
