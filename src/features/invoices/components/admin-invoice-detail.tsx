import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { AdminSection } from '@/components/admin/admin-page';
import { buttonClasses } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { FactList } from '@/components/ui/fact-list';
import type { InvoiceTaxCategory, InvoiceUnit } from '@/db/schema/invoices';
import { requestPath } from '@/features/requests/paths';
import { formatEuro } from '@/lib/money';
import { formatDateTime, formatShortDay, type Day } from '@/lib/time';
import type { invoiceDetail } from '../admin-queries';
import { invoiceLineNet, invoiceTotals, lineTaxCategory, lineTaxReason } from '../document';
import { INVOICE_FILES, invoiceFilePath, invoicePath } from '../paths';
import { InvoiceStateBadge } from './invoice-state-badge';
import { CancelInvoiceForm, MarkPaidForm, SendInvoiceForm } from './invoice-step-forms';

type Detail = NonNullable<Awaited<ReturnType<typeof invoiceDetail>>>;

/** The files' names (formats, the same in both languages). */
const FILE_LABELS = { pdf: 'PDF (ZUGFeRD)', 'factur-x.xml': 'Factur-X XML', 'xrechnung.xml': 'XRechnung XML' } as const;

/** How the page names a 0 % line's VAT category (UNCL 5305); a taxed line says its rate only. */
const TAX_CATEGORY_WORDS = { S: 'standardRated', Z: 'zeroRated', E: 'taxExempt', AE: 'reverseCharge', O: 'notSubject' } as const satisfies Record<InvoiceTaxCategory, string>;

/** A line's quantity and unit in the admin's language (the PDF writes the German units of document.ts). */
const QUANTITY_WORDS = { C62: 'quantityPiece', HUR: 'quantityHour', DAY: 'quantityDay', IE: 'quantityPerson', LS: 'quantityFlatRate', MON: 'quantityMonth' } as const satisfies Record<InvoiceUnit, string>;

/** Quantities are written the German way in both languages, like amounts and dates. */
const quantityFormat = new Intl.NumberFormat('de-DE');

function serviceText(service: Detail['document']['service']): string {
  return 'date' in service ? formatShortDay(service.date) : `${formatShortDay(service.from)} – ${formatShortDay(service.to)}`;
}

/** An issued invoice as the planner works on it: its data as issued, its files, and sending, payment and cancellation. */
export function AdminInvoiceDetail({ invoice, today }: { invoice: Detail; today: Day }) {
  const t = useTranslations('invoices.detail');
  const doc = invoice.document;
  const totals = invoiceTotals(doc.lines);
  const paid = invoice.events.find((event) => event.kind === 'paid');
  const facts: [string, string][] = [
    [t('issued'), formatShortDay(doc.issueDate)],
    [t('service'), serviceText(doc.service)],
    ...(doc.type === 'invoice' ? ([[t('due'), formatShortDay(doc.dueDate)]] as [string, string][]) : []),
    [t('buyer'), [doc.buyer.name, doc.buyer.address.street, `${doc.buyer.address.postalCode} ${doc.buyer.address.city}`, doc.buyer.address.country].join(', ')],
    [t('buyerEmail'), doc.buyer.email],
    [t('vatId'), doc.buyer.vatId ?? '–'],
    [t('buyerReference'), doc.buyer.reference ?? '–'],
    [t('issuedBy'), invoice.issuedByEmail],
  ];
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-center gap-3">
        <h1 id="invoice-title" className="text-2xl font-bold text-pine-900">
          {doc.type === 'invoice' ? t('invoiceTitle', { number: doc.number }) : t('cancellationTitle', { number: doc.number })}
        </h1>
        <InvoiceStateBadge state={invoice.state} />
        {invoice.linked && (
          <Link href={invoicePath(invoice.linked.id)} className="text-sm font-medium text-pine-700 underline">
            {invoice.linked.type === 'cancellation' ? t('cancelledBy', { number: invoice.linked.number }) : t('cancels', { number: invoice.linked.number })}
          </Link>
        )}
        {invoice.requestId && (
          <Link href={requestPath(invoice.requestId)} className="text-sm font-medium text-pine-700 underline">
            {t('request')}
          </Link>
        )}
      </header>
      <nav aria-label={t('downloads')} className="flex flex-wrap gap-2">
        {INVOICE_FILES.map((file) => (
          <a key={file} href={invoiceFilePath(invoice.id, file)} download className={buttonClasses('outline', 'sm')}>
            {t('download', { file: FILE_LABELS[file] })}
          </a>
        ))}
      </nav>
      <FactList facts={facts} className="gap-y-2 rounded-xl bg-white p-4 ring-1 ring-slate-200" />
      <DataTable columns={[t('description'), t('quantity'), t('netUnitPrice'), t('vat'), t('net')]}>
        {doc.lines.map((line, i) => (
          <tr key={i} className="border-t border-slate-200">
            <td className="px-3 py-2 break-words">
              {line.text}
              {lineTaxReason(line, doc)?.text && <span className="block text-xs text-slate-600">{lineTaxReason(line, doc)?.text}</span>}
            </td>
            <td className="px-3 py-2 whitespace-nowrap">{t(QUANTITY_WORDS[line.unit], { count: Math.abs(line.quantity), quantity: quantityFormat.format(line.quantity) })}</td>
            <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{formatEuro(line.unitNetCents)}</td>
            <td className="px-3 py-2 whitespace-nowrap">
              {line.vatRate} %{line.vatRate === 0 && ` (${t(TAX_CATEGORY_WORDS[lineTaxCategory(line, doc)])})`}
            </td>
            <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{formatEuro(invoiceLineNet(line))}</td>
          </tr>
        ))}
      </DataTable>
      <dl aria-label={t('totals')} className="ml-auto grid max-w-sm grid-cols-[1fr_max-content] gap-x-4 gap-y-1 rounded-xl bg-white p-4 text-sm ring-1 ring-slate-200">
        <dt>{t('net')}</dt>
        <dd data-amount="net" className="text-right tabular-nums">
          {formatEuro(totals.net)}
        </dd>
        {totals.vatByRate.map((vat) => (
          <div key={vat.rate} className="contents">
            <dt>{t('vatOn', { rate: String(vat.rate), net: formatEuro(vat.net) })}</dt>
            <dd data-amount={`vat-${vat.rate}`} className="text-right tabular-nums">
              {formatEuro(vat.vat)}
            </dd>
          </div>
        ))}
        <dt className="font-bold">{t('gross')}</dt>
        <dd data-amount="gross" className="text-right font-bold tabular-nums">
          {formatEuro(totals.gross)}
        </dd>
      </dl>
      {doc.note && <p className="rounded-xl bg-white p-4 text-sm whitespace-pre-wrap ring-1 ring-slate-200">{doc.note}</p>}
      <AdminSection titleId="invoice-events-title" title={t('history')} className="space-y-2">
        <ol className="space-y-2 text-sm">
          <li className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
            <strong>{t('issued')}</strong> · {invoice.issuedByEmail} · {formatDateTime(invoice.createdAt)}
          </li>
          {invoice.events.map((event) => (
            <li key={event.id} className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
              <strong>{event.kind === 'sent' ? t('sentTo', { recipient: event.note ?? '' }) : t(event.kind === 'paid' ? 'paidOn' : 'cancelledOn', { day: formatShortDay(event.day) })}</strong>{' '}
              · {event.byEmail} · {formatDateTime(event.createdAt)}
              {event.kind === 'cancelled' && event.note && <p className="mt-1 text-slate-800">{event.note}</p>}
            </li>
          ))}
        </ol>
      </AdminSection>
      <div className="grid gap-4 lg:grid-cols-3">
        <SendInvoiceForm invoiceId={invoice.id} recipient={doc.buyer.email} />
        {doc.type === 'invoice' && invoice.state !== 'cancelled' && !paid && <MarkPaidForm invoiceId={invoice.id} today={today} />}
        {doc.type === 'invoice' && invoice.state !== 'cancelled' && <CancelInvoiceForm invoiceId={invoice.id} />}
      </div>
    </div>
  );
}
