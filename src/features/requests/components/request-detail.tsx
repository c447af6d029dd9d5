import 'server-only';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { AdminSection } from '@/components/admin/admin-page';
import { getPackage, packageLabelIn } from '@/features/packages/packages';
import { salutedName } from '@/lib/salutation';
import { formatDateTime } from '@/lib/time';
import type { AdminFormAction } from '@/components/admin/use-admin-form';
import { buttonClasses } from '@/components/ui/button';
import { FactList } from '@/components/ui/fact-list';
import { readableBody } from '@/lib/mail/outbox';
import { CUSTOMER, VENUE } from '../history-queries';
import type { requestDetail } from '../inbox';
import { REQUEST_STATUSES } from '../statuses';
import { StatusBadge } from './status-badge';
import { StatusForm, type StatusFormValues } from './status-form';
import { INBOX_PATH } from '../paths';

export type RequestDetailData = NonNullable<Awaited<ReturnType<typeof requestDetail>>>;
type HistoryEntry = RequestDetailData['history'][number];

/** What a history entry says, by its kind; a step that also moved the status shows the move. */
function HistoryHeadline({ change }: { change: HistoryEntry }) {
  const t = useTranslations('requests.history');
  const statusName = useTranslations('requests.status');
  const stepLabels = {
    call_booked: t('callBooked'),
    call_moved: t('callMoved'),
    call_cancelled: t('callCancelled'),
    call_outcome: t('callOutcome'),
    invoice_issued: t('invoiceIssued'),
    invoice_sent: t('invoiceSent'),
    invoice_paid: t('invoicePaid'),
    invoice_cancelled: t('invoiceCancelled'),
    availability_asked: t('availabilityAsked'),
    venue_booking_confirmed: t('venueBookingConfirmed'),
    venue_booking_declined: t('venueBookingDeclined'),
  } as const;
  // The company's own steps are recorded as CUSTOMER ('Kunde'), a venue's as VENUE ('Location'); the reader sees the word in their language.
  const by = change.changedByEmail === CUSTOMER ? t('customer') : change.changedByEmail === VENUE ? t('venue') : change.changedByEmail;
  const moved = change.fromStatus !== change.toStatus && (
    <>
      {' '}
      · <strong>{statusName(change.fromStatus)}</strong> → <strong>{statusName(change.toStatus)}</strong>
    </>
  );
  const who = ` · ${by} · ${formatDateTime(change.changedAt)}`;
  switch (change.event) {
    case 'offer_published': {
      // The offers area notes "Version 3".
      const version = change.note?.replace(/^Version\s*/, '');
      return (
        <p>
          <strong>{version ? t('offerPublished', { version }) : t('offerPublishedNoVersion')}</strong>
          {moved}
          {who}
        </p>
      );
    }
    case 'offer_viewed':
      return (
        <p>
          <strong>{t('offerViewed', { who: by })}</strong> · {formatDateTime(change.changedAt)}
        </p>
      );
    case 'offer_question':
      return (
        <p>
          <strong>{t('offerQuestion', { who: by })}</strong>
          {who}
        </p>
      );
    case 'offer_accepted':
      return (
        <p>
          <strong>{t('offerAccepted', { summary: change.note ?? '' })}</strong>
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
    case 'availability_asked':
    case 'venue_booking_confirmed':
    case 'venue_booking_declined':
      return (
        <p>
          <strong>
            {stepLabels[change.event]}: {change.note}
          </strong>
          {moved}
          {who}
        </p>
      );
    default:
      return (
        <p>
          <strong>{statusName(change.fromStatus)}</strong> → <strong>{statusName(change.toStatus)}</strong>
          {who}
        </p>
      );
  }
}

/** The note below the headline: the status note or the company's question (published and accepted entries say theirs in the headline). */
const noteShown = (change: HistoryEntry) => (change.event === 'status' || change.event === 'offer_question' ? change.note : null);

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
export function RequestDetail({
  detail,
  offer,
  call,
  availability,
  invoices,
  wishedVenue,
  statusAction,
}: {
  detail: RequestDetailData;
  offer: RequestOfferEntry;
  /** The status form's action (the offers' setRequestStatusFromForm). */
  statusAction: AdminFormAction<StatusFormValues>;
  call?: React.ReactNode;
  /** The availability section (the venues asked and their answers, the ask form): the availability area's. */
  availability?: React.ReactNode;
  invoices?: React.ReactNode;
  /** The venue the company wished for on its public page (name and the admin's page of it), when the request names one. */
  wishedVenue?: { name: string; href: string };
}) {
  const t = useTranslations('requests.detail');
  const statusName = useTranslations('requests.status');
  const words = useTranslations();
  const { request, mails, history } = detail;
  const pkg = getPackage(request.package);
  const fields: [string, React.ReactNode][] = [
    [t('received'), formatDateTime(request.createdAt)],
    [t('city'), request.cityName],
    [t('choiceInForm'), request.customCity ? `${request.citySelection} (${request.customCity})` : request.citySelection],
    [t('participants'), String(request.participantCount)],
    [t('package'), pkg ? packageLabelIn(words, pkg) : t('notChosen')],
    ...(wishedVenue
      ? [
          [
            t('wishedVenue'),
            <Link key="wish" href={wishedVenue.href} className="font-medium text-pine-700 underline">
              {wishedVenue.name}
            </Link>,
          ] as [string, React.ReactNode],
        ]
      : []),
    [t('company'), request.companyName],
    [t('contact'), salutedName(request)],
    [t('email'), request.email],
    [t('phone'), request.phone],
    [t('sourcePage'), request.sourcePage ?? '–'],
    [t('browser'), request.userAgent ?? '–'],
    [t('requestId'), request.id],
  ];
  const mailStates = { pending: t('mailPending'), sent: t('mailSent'), failed: t('mailFailed') } as const;
  const statusOptions = REQUEST_STATUSES.map((value) => ({ value, label: statusName(value) }));
  return (
    <article aria-labelledby="request-title" className="space-y-6">
      <Link href={INBOX_PATH} className="text-sm font-medium text-pine-700 underline">
        {t('back')}
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
        <FactList facts={fields} className="gap-y-2 rounded-xl bg-white p-4 ring-1 ring-slate-200" valueClassName="break-words" />
        <StatusForm requestId={request.id} current={request.status} options={statusOptions} action={statusAction} />
      </div>
      {offer.accepted && (
        <AdminSection titleId="accepted-offer-title" title={offer.accepted.title}>
          <FactList facts={offer.accepted.facts} className="mt-2 gap-y-2 rounded-xl bg-white p-4 ring-1 ring-slate-200" valueClassName="break-words whitespace-pre-line" />
        </AdminSection>
      )}
      {call}
      {availability}
      {invoices}
      <AdminSection titleId="history-title" title={t('history')}>
        {history.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">{t('noChanges')}</p>
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
      </AdminSection>
      <AdminSection titleId="mails-title" title={t('mails')}>
        <ul className="mt-2 space-y-2 text-sm">
          {mails.map((mail) => (
            <li key={mail.id} className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
              <p>
                <strong>{mailStates[mail.status]}</strong> · {mail.recipient} · <span data-mail-words>{mail.subject}</span> · {t('attempts', { attempts: mail.attempts })}
                {mail.sentAt && ` · ${t('sentAt', { at: formatDateTime(mail.sentAt) })}`}
              </p>
              {mail.lastError && <p className="text-berry-700">{t('lastError', { error: mail.lastError })}</p>}
              <details>
                <summary className="cursor-pointer text-pine-700">{t('readMail')}</summary>
                <pre className="mt-2 overflow-x-auto text-xs whitespace-pre-wrap">{readableBody(mail)}</pre>
              </details>
            </li>
          ))}
        </ul>
      </AdminSection>
    </article>
  );
}
