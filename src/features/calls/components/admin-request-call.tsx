import 'server-only';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { FactList } from '@/components/ui/fact-list';
import { formatEuro } from '@/lib/money';
import { formatShortDay } from '@/lib/time';
import type { RequestCall } from '../admin-queries';
import { ADMIN_CALLS_PATH } from '../paths';
import { outcomeRefusal } from '../rules';
import { slotLabel } from '../slots';
import { CALL_STATUS_KEYS } from '../texts';

/**
 * The request's call on its detail page: the booked one (or the latest's state), its planner and the wishes; for a
 * booked call, from when its outcome can be recorded (on the Calls tab, once it has started).
 */
export function AdminRequestCall({ call, now = new Date() }: { call: RequestCall | undefined; now?: Date }) {
  const t = useTranslations('calls.requestCall');
  const outcome = useTranslations('calls.outcome');
  const name = useTranslations();
  const locale = useLocale();
  const booked = call?.status === 'booked';
  const refusal = call && booked ? outcomeRefusal(call, now) : undefined;
  const notYet = refusal && outcome('tooEarly', refusal);
  const facts: [string, string][] = call
    ? [
        [t('when'), slotLabel(call.startsAt, locale)],
        [t('planner'), call.plannerName],
        [t('state'), name(CALL_STATUS_KEYS[call.status])],
        [t('wishedDates'), call.wishedDates.length ? call.wishedDates.map(formatShortDay).join(', ') : '–'],
        [t('budgetPerPerson'), call.budgetPerPersonCents === null ? '–' : formatEuro(call.budgetPerPersonCents)],
        ...(call.note ? ([[t('note'), call.note]] as [string, string][]) : []),
        ...(call.outcomeNote ? ([[t('outcomeNotes'), call.outcomeNote]] as [string, string][]) : []),
      ]
    : [];
  return (
    <section aria-labelledby="call-title" className="space-y-2">
      <div className="flex flex-wrap items-baseline gap-x-4">
        <h2 id="call-title" className="text-lg font-semibold text-pine-900">
          {t('heading')}
        </h2>
        <Link href={ADMIN_CALLS_PATH} className="text-sm font-medium text-pine-700 underline">
          {t('allCalls')}
        </Link>
      </div>
      {call ? (
        <>
          <FactList facts={facts} className="gap-y-1 rounded-xl bg-white p-4 ring-1 ring-slate-200" valueClassName="break-words whitespace-pre-wrap" />
          {notYet && <p className="text-sm text-slate-700">{notYet}</p>}
          {booked && !notYet && (
            <Link href={ADMIN_CALLS_PATH} className="text-sm font-medium text-pine-700 underline">
              {t('recordOutcome')}
            </Link>
          )}
        </>
      ) : (
        <p className="text-sm text-slate-700">{t('noCall')}</p>
      )}
    </section>
  );
}
