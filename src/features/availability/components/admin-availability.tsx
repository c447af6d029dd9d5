import 'server-only';
import { useLocale, useTranslations } from 'next-intl';
import { RowAction } from '@/components/admin/row-action';
import { formatDateOption } from '@/features/offers/format';
import { commaAmount, formatEuro } from '@/lib/money';
import { type Day, formatDateTime, formatShortDay } from '@/lib/time';
import { askAvailabilityFromForm, takeAnswerIntoOfferFromRow } from '../admin-form-actions';
import type { AskChoice, AskView, InviteView, RequestAvailability } from '../admin-queries';
import { askVenueField, type Values } from '../form-state';
import { MAX_ASK_DATES } from '../rules';
import { AdminAskForm } from './admin-ask-form';

/** What the request and its call already say about the party. */
export interface AskPrefill {
  participantCount: number;
  /** The call's wishes, when the company booked one. */
  call?: { wishedDates: readonly Day[]; budgetPerPersonCents: number | null; note: string | null };
}

/**
 * The ask form's first values: the group of the request; the dates (18:00–23:00) and budget of its call; the company's
 * wished venue ticked when it can be asked. The call's note is the company's own words and may name it: the form shows
 * it to copy from, the wishes start empty.
 */
function askDefaults({ participantCount, call }: AskPrefill, choices: readonly AskChoice[], today: Day): Values {
  const values: Values = { participantCount: String(participantCount), budget: '', wishes: '', plannerNote: '' };
  for (const choice of choices) if (choice.wished && choice.hasContact && !choice.alreadyAsked) values[askVenueField(choice.id)] = 'on';
  (call?.wishedDates ?? [])
    .filter((day) => day >= today)
    .slice(0, MAX_ASK_DATES)
    .forEach((day, i) => Object.assign(values, { [`dates.${i}.date`]: day, [`dates.${i}.start`]: '18:00', [`dates.${i}.end`]: '23:00' }));
  if (call?.budgetPerPersonCents != null) values.budget = commaAmount(call.budgetPerPersonCents);
  return values;
}

/** Where the invitation stands: waiting (overdue after 24 hours), answered or declined, and when; unanswered once the company decided. */
function InviteState({ invite }: { invite: InviteView }) {
  const t = useTranslations('availability.invites');
  if (invite.status === 'asked' && invite.waitingHours === null) return <p className="text-slate-700">{t('noAnswer')}</p>;
  if (invite.status === 'asked')
    return (
      <p className={invite.overdueSince ? 'rounded bg-berry-600/10 px-2 py-1 font-semibold text-berry-700' : 'text-slate-700'}>
        {t('waiting', { hours: invite.waitingHours ?? 0 })}
        {invite.overdueSince && ` · ${t('overdue', { at: formatDateTime(invite.overdueSince) })}`}
        {invite.remindedAt && ` · ${t('reminded', { at: formatDateTime(invite.remindedAt) })}`}
      </p>
    );
  const at = invite.answeredAt ? formatDateTime(invite.answeredAt) : '–';
  return <p className="text-slate-700">{invite.status === 'declined' ? t('declinedAt', { at }) : t('answeredAt', { at })}</p>;
}

/** The venue's answer: each date option's state, the quoted prices and its notes; or its reason to decline. */
function InviteAnswer({ invite, ask }: { invite: InviteView; ask: AskView }) {
  const t = useTranslations('availability.invites');
  const locale = useLocale();
  if (invite.status === 'declined')
    return (
      <p className="break-words whitespace-pre-line">
        <span className="font-medium text-slate-600">{t('declineReason')}:</span> {invite.declineReason}
      </p>
    );
  if (invite.status !== 'answered') return null;
  return (
    <>
      <ul className="space-y-1">
        {ask.dates.map((date, i) => {
          const answer = invite.dateAnswers[i];
          return (
            <li key={i}>
              <span className="text-slate-600">
                {t('dateLabel', { n: i + 1 })} · {formatDateOption(date, locale)}:
              </span>{' '}
              <strong className={answer?.state === 'unavailable' ? 'text-slate-600' : 'text-pine-800'}>{answer ? { available: t('available'), option: t('option', { until: answer.optionUntil ? formatShortDay(answer.optionUntil) : '–' }), unavailable: t('unavailable') }[answer.state] : '–'}</strong>
            </li>
          );
        })}
      </ul>
      <div>
        <p className="font-medium text-slate-600">{t('prices')}</p>
        {invite.quotedLines.length === 0 ? (
          <p className="text-slate-600">{t('noPrices')}</p>
        ) : (
          <ul className="list-disc pl-5">
            {invite.quotedLines.map((line, j) => (
              <li key={j} className="break-words">
                {line.text} · {formatEuro(line.unitNetCents)} {line.basis === 'per_person' ? t('perPerson') : t('flat')} · {t('vat', { rate: line.vatRate })}
              </li>
            ))}
          </ul>
        )}
      </div>
      {invite.priceNote && (
        <p className="break-words whitespace-pre-line">
          <span className="font-medium text-slate-600">{t('priceNote')}:</span> {invite.priceNote}
        </p>
      )}
      {invite.note && (
        <p className="break-words whitespace-pre-line">
          <span className="font-medium text-slate-600">{t('note')}:</span> {invite.note}
        </p>
      )}
    </>
  );
}

/**
 * What followed the answer: taken into the offer, the booking and its reply, the release. Only a venue that held a date
 * is „freigegeben“; one that never answered had its ask settled, one that declined or had no date free held nothing.
 */
function InviteAftermath({ invite }: { invite: InviteView }) {
  const t = useTranslations('availability.invites');
  const steps = [
    invite.usedAt && t('used', { at: formatDateTime(invite.usedAt) }),
    invite.bookingMailedAt && t('bookingMailed', { at: formatDateTime(invite.bookingMailedAt) }),
    invite.bookingMailedAt && !invite.bookingReply && t('bookingWaiting'),
    invite.bookingReply === 'confirmed' && invite.bookingRepliedAt && t('bookingConfirmed', { at: formatDateTime(invite.bookingRepliedAt) }),
    invite.bookingReply === 'declined' && invite.bookingRepliedAt && `${t('bookingDeclined', { at: formatDateTime(invite.bookingRepliedAt) })}${invite.bookingReplyReason ? `: ${invite.bookingReplyReason}` : ''}`,
    invite.releasedAt && invite.release === 'optionFreed' && t('released', { at: formatDateTime(invite.releasedAt) }),
    invite.releasedAt && invite.release === 'askSettled' && t('settled', { at: formatDateTime(invite.releasedAt) }),
  ].filter((step): step is string => Boolean(step));
  if (!steps.length) return null;
  return (
    <ul className="space-y-0.5 font-medium text-pine-900">
      {steps.map((step) => (
        <li key={step} className="break-words">
          {step}
        </li>
      ))}
    </ul>
  );
}

function InviteCard({ invite, ask, requestId }: { invite: InviteView; ask: AskView; requestId: string }) {
  const t = useTranslations('availability.invites');
  const take = useTranslations('availability.take');
  return (
    <li className={`flex flex-col gap-2 rounded-xl bg-white p-4 text-sm ${invite.overdueSince ? 'ring-2 ring-berry-600' : 'ring-1 ring-slate-200'}`}>
      <h4 className="text-base font-semibold break-words text-pine-900">
        {invite.venueName}
        {invite.venueArchived && <span className="font-normal text-slate-600"> · {t('archived')}</span>}
      </h4>
      <InviteState invite={invite} />
      <InviteAnswer invite={invite} ask={ask} />
      <InviteAftermath invite={invite} />
      {invite.takeable && (
        <div className="mt-auto pt-1">
          {invite.usedAt ? (
            <RowAction
              action={takeAnswerIntoOfferFromRow}
              fields={{ requestId, inviteId: invite.id }}
              label={take('again')}
              confirm={{ title: take('againTitle'), description: take('againDescription') }}
            />
          ) : (
            <RowAction action={takeAnswerIntoOfferFromRow} fields={{ requestId, inviteId: invite.id }} label={take('add')} variant="secondary" />
          )}
        </div>
      )}
    </li>
  );
}

function AskBlock({ ask, requestId }: { ask: AskView; requestId: string }) {
  const t = useTranslations('availability.section');
  const askWords = useTranslations('availability.ask');
  const locale = useLocale();
  const facts = [t('askFacts', { count: ask.participantCount }), ...(ask.budgetPerPersonCents !== null ? [t('budget', { amount: formatEuro(ask.budgetPerPersonCents) })] : [])];
  return (
    <div className="space-y-2">
      <div className="text-sm text-slate-700">
        <p>
          <strong className="text-slate-900">{t('askedAt', { at: formatDateTime(ask.askedAt) })}</strong> · {facts.join(' · ')}
        </p>
        <p>{ask.dates.map((date) => formatDateOption(date, locale)).join(' | ')}</p>
        {ask.wishes && (
          <p className="break-words whitespace-pre-line">
            {askWords('wishes')}: {ask.wishes}
          </p>
        )}
        {ask.plannerNote && (
          <p className="break-words whitespace-pre-line">
            {askWords('plannerNote')}: {ask.plannerNote}
          </p>
        )}
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {ask.invites.map((invite) => (
          <InviteCard key={invite.id} invite={invite} ask={ask} requestId={requestId} />
        ))}
      </ul>
    </div>
  );
}

/**
 * The request page's availability section: the venues asked, their answers side by side (grouped by ask, as each
 * ask has its own dates), a button to take an answer into the offer draft, and the form for a new ask, prefilled
 * from the request and its call.
 */
export function AdminAvailability({ requestId, availability, prefill, today }: { requestId: string; availability: RequestAvailability; prefill: AskPrefill; today: Day }) {
  const t = useTranslations('availability.section');
  return (
    <section aria-labelledby="availability-title" className="space-y-4">
      <div>
        <h2 id="availability-title" className="text-lg font-semibold text-pine-900">
          {t('title')}
        </h2>
        <p className="text-sm text-slate-700">{t('intro')}</p>
      </div>
      {availability.asks.length === 0 ? (
        <p className="text-sm text-slate-700">{t('noInvites')}</p>
      ) : (
        <div className="space-y-5">
          <h3 className="sr-only">{t('askedVenues')}</h3>
          {availability.asks.map((ask) => (
            <AskBlock key={ask.id} ask={ask} requestId={requestId} />
          ))}
        </div>
      )}
      {availability.open ? (
        <div className="space-y-2">
          <h3 id="ask-title" className="font-semibold text-pine-900">
            {t('askMore')}
          </h3>
          <AdminAskForm action={askAvailabilityFromForm} requestId={requestId} initial={askDefaults(prefill, availability.choices, today)} venues={availability.choices} companyNote={prefill.call?.note?.trim() || undefined} />
        </div>
      ) : (
        <p className="text-sm text-slate-700">{t('closed')}</p>
      )}
    </section>
  );
}
