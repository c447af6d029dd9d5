import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { FactList } from '@/components/ui/fact-list';
import { requestPath } from '@/features/requests/paths';
import { formatEuro } from '@/lib/money';
import { formatDateTime, formatShortDay, type Day } from '@/lib/time';
import type { invoiceDetail } from '../admin-queries';
import { invoiceLineNet, invoiceQuantity, invoiceTotals, lineTaxCategory, lineTaxReason } from '../document';
import { INVOICE_FILES, invoiceFilePath, invoicePath } from '../paths';
import { INVOICE_TAX_CATEGORY_LABELS } from '../texts';
import { InvoiceStateBadge } from './invoice-state-badge';
import { CancelInvoiceForm, MarkPaidForm, SendInvoiceForm } from './invoice-step-forms';

type Detail = NonNullable<Awaited<ReturnType<typeof invoiceDetail>>>;

const FILE_LABELS = { pdf: 'PDF (ZUGFeRD)', 'factur-x.xml': 'Factur-X XML', 'xrechnung.xml': 'XRechnung XML' } as const;
const EVENT_LABELS = { sent: 'Sent', paid: 'Paid', cancelled: 'Cancelled' } as const;

function serviceText(service: Detail['document']['service']): string {
  return 'date' in service ? formatShortDay(service.date) : `${formatShortDay(service.from)} – ${formatShortDay(service.to)}`;
}

/** An issued invoice as the planner works on it: its data as issued, its files, and sending, payment and cancellation. */
export function AdminInvoiceDetail({ invoice, today }: { invoice: Detail; today: Day }) {
  const doc = invoice.document;
  const totals = invoiceTotals(doc.lines);
  const paid = invoice.events.find((event) => event.kind === 'paid');
  const facts: [string, string][] = [
    ['Issued', formatShortDay(doc.issueDate)],
    ['Service', serviceText(doc.service)],
    ...(doc.type === 'invoice' ? ([['Due', formatShortDay(doc.dueDate)]] as [string, string][]) : []),
    ['Buyer', [doc.buyer.name, doc.buyer.address.street, `${doc.buyer.address.postalCode} ${doc.buyer.address.city}`, doc.buyer.address.country].join(', ')],
    ['E-mail for invoices', doc.buyer.email],
    ['VAT ID', doc.buyer.vatId ?? '–'],
    ['Buyer reference', doc.buyer.reference ?? '–'],
    ['Issued by', invoice.issuedByEmail],
  ];
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-center gap-3">
        <h1 id="invoice-title" className="text-2xl font-bold text-pine-900">
          {doc.type === 'invoice' ? 'Invoice' : 'Cancellation invoice'} {doc.number}
        </h1>
        <InvoiceStateBadge state={invoice.state} />
        {invoice.linked && (
          <Link href={invoicePath(invoice.linked.id)} className="text-sm font-medium text-pine-700 underline">
            {invoice.linked.type === 'cancellation' ? `Cancelled by ${invoice.linked.number}` : `Cancels ${invoice.linked.number}`}
          </Link>
        )}
        {invoice.requestId && (
          <Link href={requestPath(invoice.requestId)} className="text-sm font-medium text-pine-700 underline">
            Request
          </Link>
        )}
      </header>
      <nav aria-label="Downloads" className="flex flex-wrap gap-2">
        {INVOICE_FILES.map((file) => (
          <a key={file} href={invoiceFilePath(invoice.id, file)} download className={buttonClasses('outline', 'sm')}>
            Download {FILE_LABELS[file]}
          </a>
        ))}
      </nav>
      <FactList facts={facts} className="gap-y-2 rounded-xl bg-white p-4 ring-1 ring-slate-200" />
      <DataTable columns={['Description', 'Quantity', 'Net unit price', 'VAT', 'Net']}>
        {doc.lines.map((line, i) => (
          <tr key={i} className="border-t border-slate-200">
            <td className="px-3 py-2 break-words">
              {line.text}
              {lineTaxReason(line, doc)?.text && <span className="block text-xs text-slate-600">{lineTaxReason(line, doc)?.text}</span>}
            </td>
            <td className="px-3 py-2 whitespace-nowrap">{invoiceQuantity(line)}</td>
            <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{formatEuro(line.unitNetCents)}</td>
            <td className="px-3 py-2 whitespace-nowrap">
              {line.vatRate} %{line.vatRate === 0 && ` (${INVOICE_TAX_CATEGORY_LABELS[lineTaxCategory(line, doc)]})`}
            </td>
            <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{formatEuro(invoiceLineNet(line))}</td>
          </tr>
        ))}
      </DataTable>
      <dl aria-label="Totals" className="ml-auto grid max-w-sm grid-cols-[1fr_max-content] gap-x-4 gap-y-1 rounded-xl bg-white p-4 text-sm ring-1 ring-slate-200">
        <dt>Net</dt>
        <dd data-amount="net" className="text-right tabular-nums">
          {formatEuro(totals.net)}
        </dd>
        {totals.vatByRate.map((vat) => (
          <div key={vat.rate} className="contents">
            <dt>
              VAT {vat.rate} % on {formatEuro(vat.net)}
            </dt>
            <dd data-amount={`vat-${vat.rate}`} className="text-right tabular-nums">
              {formatEuro(vat.vat)}
            </dd>
          </div>
        ))}
        <dt className="font-bold">Gross</dt>
        <dd data-amount="gross" className="text-right font-bold tabular-nums">
          {formatEuro(totals.gross)}
        </dd>
      </dl>
      {doc.note && <p className="rounded-xl bg-white p-4 text-sm whitespace-pre-wrap ring-1 ring-slate-200">{doc.note}</p>}
      <section aria-labelledby="invoice-events-title" className="space-y-2">
        <h2 id="invoice-events-title" className="text-lg font-semibold text-pine-900">
          History
        </h2>
        <ol className="space-y-2 text-sm">
          <li className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
            <strong>Issued</strong> · {invoice.issuedByEmail} · {formatDateTime(invoice.createdAt)}
          </li>
          {invoice.events.map((event) => (
            <li key={event.id} className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
              <strong>
                {EVENT_LABELS[event.kind]} {event.kind === 'sent' ? `to ${event.note}` : `on ${formatShortDay(event.day)}`}
              </strong>{' '}
              · {event.byEmail} · {formatDateTime(event.createdAt)}
              {event.kind === 'cancelled' && event.note && <p className="mt-1 text-slate-800">{event.note}</p>}
            </li>
          ))}
        </ol>
      </section>
      <div className="grid gap-4 lg:grid-cols-3">
        <SendInvoiceForm invoiceId={invoice.id} recipient={doc.buyer.email} />
        {doc.type === 'invoice' && invoice.state !== 'cancelled' && !paid && <MarkPaidForm invoiceId={invoice.id} today={today} />}
        {doc.type === 'invoice' && invoice.state !== 'cancelled' && <CancelInvoiceForm invoiceId={invoice.id} />}
      </div>
    </div>
  );
}
