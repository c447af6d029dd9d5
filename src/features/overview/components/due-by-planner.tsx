import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ComponentProps, ReactNode } from 'react';
import { AdminSection } from '@/components/admin/admin-page';
import { currentCallSlotsProblem } from '@/features/calls/dashboard';
import { ADMIN_BOOKINGS_PATH } from '@/features/bookings/paths';
import { ADMIN_CALL_SETTINGS_PATH } from '@/features/calls/paths';
import type { CallSlotsProblem } from '@/features/calls/slots';
import { DUE_INBOX_PATH, requestPath } from '@/features/requests/paths';
import { bookingsDueAt } from '../dashboard';
import type { DueBooking, DueRequest } from '../due-queries';
import { dueCount } from '../rules';
import { DeadlineText } from './deadline-text';

/** A group of the list under its name (the call booking, the ad bookings, a planner or nobody yet); `label` names it for screen readers. */
function DueGroup({ name, label, children }: { name: string; label: string; children: ReactNode }) {
  return (
    <section aria-label={label} className="space-y-1">
      <h3 className="font-semibold text-slate-900">{name}</h3>
      {children}
    </section>
  );
}

/** One thing due: its name, linking to where it is done, its city and its deadline. */
function DueItem({ href, name, cityName, deadline, now }: { href: string; name: string; cityName: string; deadline: ComponentProps<typeof DeadlineText>['deadline']; now: Date }) {
  return (
    <li className="flex flex-wrap gap-x-3">
      <Link href={href} className="font-medium text-pine-700 underline">
        {name}
      </Link>
      <span className="text-slate-600">{cityName}</span>
      <DeadlineText deadline={deadline} now={now} />
    </li>
  );
}

/**
 * The requests due by the end of today, per planner, overdue first: who has to do what this morning. While companies
 * cannot book their call, that comes first, as one item for everyone; without `callProblem` the current one is read
 * (once per page, shared with the admin pages' notice). The ad bookings that wait for approval follow, for the whole
 * team, each linking to the Bookings tab; without `bookings` those due today are read.
 */
export async function DueByPlanner({ due, now, callProblem, bookings }: { due: readonly DueRequest[]; now: Date; callProblem?: CallSlotsProblem | null; bookings?: readonly DueBooking[] }) {
  const [problem, dueAds, t] = await Promise.all([callProblem === undefined ? currentCallSlotsProblem() : callProblem, bookings ?? bookingsDueAt(now), getTranslations('overview.dueList')]);
  // The requests nobody has touched yet come last, under a name of their own (null: no planner).
  const planners = [...new Set(due.map((request) => request.planner))].sort((a, b) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)));
  const count = dueCount([...due, ...(dueAds ?? [])], problem, now);
  return (
    <AdminSection titleId="due-title" title={t('heading', { total: count.total, overdue: count.overdue })} className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      {count.total === 0 && <p className="text-sm text-slate-700">{t('nothingDue')}</p>}
      {problem && (
        <DueGroup name={t('callBooking')} label={t('dueFor', { name: t('callBooking') })}>
          <p className="flex flex-wrap gap-x-3 text-sm">
            <span className="font-semibold text-berry-700">{problem === 'nobody' ? t('nobody') : t('noSlots')}</span>
            <Link href={ADMIN_CALL_SETTINGS_PATH} className="font-medium text-pine-700 underline">
              {t('openCallSettings')}
            </Link>
          </p>
        </DueGroup>
      )}
      {dueAds === undefined && <p className="text-sm font-semibold text-berry-700">{t('bookingsLoadFailed')}</p>}
      {dueAds && dueAds.length > 0 && (
        <DueGroup name={t('adBookings')} label={t('dueFor', { name: t('adBookings') })}>
          <ul className="space-y-1 text-sm">
            {dueAds.map((booking) => (
              <DueItem key={booking.id} href={ADMIN_BOOKINGS_PATH} name={booking.venueName} cityName={booking.cityName} deadline={booking.next} now={now} />
            ))}
          </ul>
        </DueGroup>
      )}
      {planners.map((planner) => (
        <DueGroup key={planner ?? ''} name={planner ?? t('unassigned')} label={t('dueFor', { name: planner ?? t('unassigned') })}>
          <ul className="space-y-1 text-sm">
            {due
              .filter((request) => request.planner === planner)
              .map((request) => (
                <DueItem key={request.id} href={requestPath(request.id)} name={request.companyName} cityName={request.cityName} deadline={request.next} now={now} />
              ))}
          </ul>
        </DueGroup>
      ))}
      <Link href={DUE_INBOX_PATH} className="text-sm font-medium text-pine-700 underline">
        {t('openInbox')}
      </Link>
    </AdminSection>
  );
}
