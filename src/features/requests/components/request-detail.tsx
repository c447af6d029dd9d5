import 'server-only';
import Link from 'next/link';
import { getPackage, packageLabel } from '@/features/packages/packages';
import { salutedName } from '@/lib/salutation';
import { formatDateTime } from '@/lib/time';
import { buttonClasses } from '@/components/ui/button';
import { FactList } from '@/components/ui/fact-list';
import { MAIL_STATE_LABELS, readableBody } from '@/lib/mail/outbox';
import type { requestDetail } from '../inbox';
import { REQUEST_STATUSES, STATUS_LABELS } from '../statuses';
import { StatusBadge } from './status-badge';
import { StatusForm } from './status-form';
import { INBOX_PATH } from '../paths';

export type RequestDetailData = NonNullable<Awaited<ReturnType<typeof requestDetail>>>;
type HistoryEntry = RequestDetailData['history'][number];

const STEP_EVENT_LABELS = {
  call_booked: 'Call booked',
  call_moved: 'Call moved',
  call_cancelled: 'Call cancelled',
  call_outcome: 'Call outcome',
  invoice_issued: 'Invoice issued',
  invoice_sent: 'Invoice sent',
  invoice_paid: 'Invoice paid',
  invoice_cancelled: 'Invoice cancelled',
} as const;

/** What a history entry says, by its kind; a step that also moved the status shows the move. */
function HistoryHeadline({ change }: { change: HistoryEntry }) {
  const moved = change.fromStatus !== change.toStatus && (
    <>
      {' '}
      · <strong>{STATUS_LABELS[change.fromStatus]}</strong> → <strong>{STATUS_LABELS[change.toStatus]}</strong>
    </>
  );
  const who = ` · ${change.changedByEmail} · ${formatDateTime(change.changedAt)}`;
  switch (change.event) {
    case 'offer_published':
      return (
        <p>
          <strong>Offer {change.note?.replace(/^Version/, 'version') ?? 'version'} published</strong>
          {moved}
          {who}
        </p>
      );
    case 'offer_viewed':
      return (
        <p>
          <strong>Offer first opened by {change.changedByEmail}</strong> · {formatDateTime(change.changedAt)}
        </p>
      );
    case 'offer_question':
      return (
        <p>
          <strong>Question from {change.changedByEmail}:</strong>
          {who}
        </p>
      );
    case 'offer_accepted':
      return (
        <p>
          <strong>Offer accepted: {change.note}</strong>
          {moved}
          {who}
        </p>
      );
    case 'call_booked':
    case 'call_moved':
    case 'call_cancelled':
    case 'call_outcome':
    case 'invoice_issued':
    case 'invoice_sent':
    case 'invoice_paid':
    case 'invoice_cancelled':
      return (
        <p>
          <strong>
            {STEP_EVENT_LABELS[change.event]}: {change.note}
          </strong>
          {moved}
          {who}
        </p>
      );
    default:
      return (
        <p>
          <strong>{STATUS_LABELS[change.fromStatus]}</strong> → <strong>{STATUS_LABELS[change.toStatus]}</strong>
          {who}
        </p>
      );
  }
}

/** The note below the headline: the status note or the company's question (published and accepted entries say theirs in the headline). */
const noteShown = (change: HistoryEntry) => (change.event === 'status' || change.event === 'offer_question' ? change.note : null);

const statusOptions = REQUEST_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

/**
 * The request's way into its offer, and once the company has accepted, what it accepted (option, date, guests, total
 * and who bills it, billing address, order number) in the offers area's words: this area reads no offer itself.
 */
export interface RequestOfferEntry {
  href: string;
  label: string;
  accepted?: { title: string; facts: readonly (readonly [string, string])[] };
}

/** One request as the admin works on it: its fields, the status form, the accepted offer, its history and its mails. */
export function RequestDetail({ detail, offer, call, invoices }: { detail: RequestDetailData; offer: RequestOfferEntry; call?: React.ReactNode; invoices?: React.ReactNode }) {
  const { request, mails, history } = detail;
  const pkg = getPackage(request.package);
  const fields: [string, string][] = [
    ['Received', formatDateTime(request.createdAt)],
    ['City', request.cityName],
    ['Choice in the form', request.customCity ? `${request.citySelection} (${request.customCity})` : request.citySelection],
    ['Participants', String(request.participantCount)],
    ['Package', pkg ? packageLabel(pkg) : 'not chosen'],
    ['Company', request.companyName],
    ['Contact', salutedName(request)],
    ['Email', request.email],
    ['Phone', request.phone],
    ['Source page', request.sourcePage ?? '–'],
    ['Browser', request.userAgent ?? '–'],
    ['Request ID', request.id],
  ];
  return (
    <article aria-labelledby="request-title" className="space-y-6">
      <Link href={INBOX_PATH} className="text-sm font-medium text-pine-700 underline">
        ← All requests
      </Link>
      <header className="flex flex-wrap items-center gap-3">
        <h1 id="request-title" className="text-2xl font-bold break-words text-pine-900">
          {request.companyName}
        </h1>
        <StatusBadge status={request.status} createdAt={request.createdAt} now={new Date()} />
        <Link href={offer.href} className={buttonClasses('secondary', 'sm')}>
          {offer.label}
        </Link>
      </header>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <FactList facts={fields} className="gap-y-2 rounded-xl bg-white p-4 ring-1 ring-slate-200" valueClassName="break-all" />
        <StatusForm requestId={request.id} current={request.status} options={statusOptions} />
      </div>
      {offer.accepted && (
        <section aria-labelledby="accepted-offer-title">
          <h2 id="accepted-offer-title" className="text-lg font-semibold text-pine-900">
            {offer.accepted.title}
          </h2>
          <FactList facts={offer.accepted.facts} className="mt-2 gap-y-2 rounded-xl bg-white p-4 ring-1 ring-slate-200" valueClassName="break-words whitespace-pre-line" />
        </section>
      )}
      {call}
      {invoices}
      <section aria-labelledby="history-title">
        <h2 id="history-title" className="text-lg font-semibold text-pine-900">
          History
        </h2>
        {history.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">No changes yet.</p>
        ) : (
          <ol className="mt-2 space-y-2 text-sm">
            {history.map((change) => (
              <li key={change.id} className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
                <HistoryHeadline change={change} />
                {noteShown(change) && <p className="mt-1 whitespace-pre-wrap text-slate-800">{noteShown(change)}</p>}
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="mails-title">
        <h2 id="mails-title" className="text-lg font-semibold text-pine-900">
          Mails
        </h2>
        <ul className="mt-2 space-y-2 text-sm">
          {mails.map((mail) => (
            <li key={mail.id} className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
              <p>
                <strong>{MAIL_STATE_LABELS[mail.status]}</strong> · {mail.recipient} · {mail.subject} · attempts: {mail.attempts}
                {mail.sentAt && ` · sent ${formatDateTime(mail.sentAt)}`}
              </p>
              {mail.lastError && <p className="text-berry-700">Last error: {mail.lastError}</p>}
              <details>
                <summary className="cursor-pointer text-pine-700">Read mail</summary>
                <pre className="mt-2 overflow-x-auto text-xs whitespace-pre-wrap">{readableBody(mail)}</pre>
              </details>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
