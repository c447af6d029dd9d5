import 'server-only';
import Link from 'next/link';
import { FactList } from '@/components/ui/fact-list';
import { formatEuro } from '@/lib/money';
import type { RequestCall } from '../admin-queries';
import { outcomeRefusal } from '../rules';
import { CALL_STATUS_LABELS, CALLS_ADMIN_TEXTS } from '../texts';
import { ADMIN_CALLS_PATH } from '../paths';
import { slotLabel } from '../slots';
import { formatShortDay } from '@/lib/time';

/**
 * The request's call on its detail page: the booked one (or the latest's state), its planner and the wishes; for a
 * booked call, from when its outcome can be recorded (on the Calls tab, once it has started).
 */
export function AdminRequestCall({ call, now = new Date() }: { call: RequestCall | undefined; now?: Date }) {
  const booked = call?.status === 'booked';
  const notYet = call && booked ? outcomeRefusal(call, now) : undefined;
  const facts: [string, string][] = call
    ? [
        ['When', slotLabel(call.startsAt)],
        ['Planner', call.plannerName],
        ['State', CALL_STATUS_LABELS[call.status]],
        ['Wished dates', call.wishedDates.length ? call.wishedDates.map(formatShortDay).join(', ') : '–'],
        ['Budget per person', call.budgetPerPersonCents === null ? '–' : formatEuro(call.budgetPerPersonCents)],
        ...(call.note ? ([['Note', call.note]] as [string, string][]) : []),
        ...(call.outcomeNote ? ([['Outcome notes', call.outcomeNote]] as [string, string][]) : []),
      ]
    : [];
  return (
    <section aria-labelledby="call-title" className="space-y-2">
      <div className="flex flex-wrap items-baseline gap-x-4">
        <h2 id="call-title" className="text-lg font-semibold text-pine-900">
          Call
        </h2>
        <Link href={ADMIN_CALLS_PATH} className="text-sm font-medium text-pine-700 underline">
          All calls
        </Link>
      </div>
      {call ? (
        <>
          <FactList facts={facts} className="gap-y-1 rounded-xl bg-white p-4 ring-1 ring-slate-200" valueClassName="break-words whitespace-pre-wrap" />
          {notYet && <p className="text-sm text-slate-700">{notYet}</p>}
          {booked && !notYet && (
            <Link href={ADMIN_CALLS_PATH} className="text-sm font-medium text-pine-700 underline">
              {CALLS_ADMIN_TEXTS.recordOutcome}
            </Link>
          )}
        </>
      ) : (
        <p className="text-sm text-slate-700">No call booked.</p>
      )}
    </section>
  );
}
