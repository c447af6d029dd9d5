import 'server-only';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { FactList } from '@/components/ui/fact-list';
import { getPackage, packageLabelIn } from '@/features/packages/packages';
import { requestPath } from '@/features/requests/paths';
import { formatEuro } from '@/lib/money';
import type { BoardCall, PlannerBoard } from '../admin-queries';
import { outcomeRefusal } from '../rules';
import { slotLabel } from '../slots';
import { formatShortDay } from '@/lib/time';
import { AdminOutcomeForm } from './admin-outcome-form';
import { telHref } from '@/lib/text';

/** One booked call: when, who to call and what they wished, the link to the request, and the outcome form once it has started. */
function CallCard({ call, now }: { call: BoardCall; now: Date }) {
  const t = useTranslations('calls.board');
  const outcome = useTranslations('calls.outcome');
  const words = useTranslations();
  const locale = useLocale();
  const { request } = call;
  const refusal = outcomeRefusal(call, now);
  const notYet = refusal && outcome('tooEarly', refusal);
  const pkg = getPackage(request.package);
  const facts: [string, React.ReactNode][] = [
    [t('participants'), String(request.participantCount)],
    [t('city'), request.cityName],
    [t('package'), pkg ? packageLabelIn(words, pkg) : t('packageNotChosen')],
    [t('contact'), request.contactName],
    [
      t('phone'),
      <a key="phone" href={telHref(request.phone)} className="font-medium text-pine-700 underline">
        {request.phone}
      </a>,
    ],
    [t('wishedDates'), call.wishedDates.length ? call.wishedDates.map(formatShortDay).join(', ') : '–'],
    [t('budgetPerPerson'), call.budgetPerPersonCents === null ? '–' : formatEuro(call.budgetPerPersonCents)],
  ];
  return (
    <li className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="text-base font-semibold text-pine-900">
          <time dateTime={call.startsAt.toISOString()}>{slotLabel(call.startsAt, locale)}</time> · {request.companyName}
        </h3>
        <Link href={requestPath(request.id)} className="text-sm font-medium text-pine-700 underline">
          {t('openRequest')}
          <span className="sr-only"> {t('ofCompany', { company: request.companyName })}</span>
        </Link>
      </div>
      <FactList facts={call.note ? [...facts, [t('note'), call.note]] : facts} className="gap-y-1" valueClassName="break-words whitespace-pre-wrap" />
      {notYet ? <p className="border-t border-slate-200 pt-3 text-sm text-slate-700">{notYet}</p> : <AdminOutcomeForm callId={call.id} company={request.companyName} />}
    </li>
  );
}

function CallList({ title, titleId, calls, empty, now }: { title: string; titleId: string; calls: readonly BoardCall[]; empty?: string; now: Date }) {
  if (!calls.length && !empty) return null;
  return (
    <section aria-labelledby={titleId} className="space-y-2">
      <h3 id={titleId} className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        {title}
      </h3>
      {calls.length ? (
        <ul className="space-y-3">
          {calls.map((call) => (
            <CallCard key={call.id} call={call} now={now} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">{empty}</p>
      )}
    </section>
  );
}

/**
 * The Calls tab: per planner, the calls awaiting their outcome first, then today's and the coming ones; a call offers
 * its outcome form from its start on (`now`: the moment the board was read).
 */
export function AdminCallsBoard({ boards, now = new Date() }: { boards: readonly PlannerBoard[]; now?: Date }) {
  const t = useTranslations('calls.board');
  if (!boards.length) return <p className="rounded-xl bg-white p-4 text-slate-700 ring-1 ring-slate-200">{t('noCalls')}</p>;
  return (
    <div className="space-y-8">
      {boards.map(({ planner, awaiting, upcoming }) => (
        <section key={planner.id} aria-labelledby={`planner-${planner.id}`} className="space-y-4">
          <h2 id={`planner-${planner.id}`} className="text-xl font-bold text-pine-900">
            {planner.name || planner.email}
          </h2>
          <CallList title={t('awaiting')} titleId={`awaiting-${planner.id}`} calls={awaiting} now={now} />
          <CallList title={t('upcoming')} titleId={`upcoming-${planner.id}`} calls={upcoming} empty={t('noUpcoming')} now={now} />
        </section>
      ))}
    </div>
  );
}
