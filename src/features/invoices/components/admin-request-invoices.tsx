import 'server-only';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { formatEuro } from '@/lib/money';
import { formatShortDay } from '@/lib/time';
import type { InvoiceDraftRow } from '../draft-queries';
import { invoiceDraftPath, invoicePath, newInvoicePath } from '../paths';
import type { invoicesOfRequest } from '../queries';

/** The request's invoices and drafts on its detail page, and "Create invoice" once it is booked with an accepted offer. */
export function AdminRequestInvoices({ requestId, invoices, drafts, invoiceable }: { requestId: string; invoices: Awaited<ReturnType<typeof invoicesOfRequest>>; drafts: readonly InvoiceDraftRow[]; invoiceable: boolean }) {
  const t = useTranslations('invoices.request');
  return (
    <section aria-labelledby="invoices-title" className="space-y-2">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h2 id="invoices-title" className="text-lg font-semibold text-pine-900">
          {t('title')}
        </h2>
        {invoiceable && (
          <Link href={newInvoicePath(requestId)} className={buttonClasses('secondary', 'sm')}>
            {t('create')}
          </Link>
        )}
      </div>
      {invoices.length === 0 && drafts.length === 0 ? (
        <p className="text-sm text-slate-700">{invoiceable ? t('none') : t('notYet')}</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {invoices.map((invoice) => (
            <li key={invoice.id}>
              <Link href={invoicePath(invoice.id)} className="font-medium text-pine-700 underline">
                {invoice.type === 'invoice' ? t('invoice', { number: invoice.number }) : t('cancellation', { number: invoice.number })}
              </Link>{' '}
              · {formatShortDay(invoice.issueDate)} · {formatEuro(invoice.grossCents)}
            </li>
          ))}
          {drafts.map((draft) => (
            <li key={draft.id}>
              <Link href={invoiceDraftPath(draft.id)} className="font-medium text-pine-700 underline">
                {t('draft')}
              </Link>{' '}
              · {t('savedBy', { email: draft.savedByEmail })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
