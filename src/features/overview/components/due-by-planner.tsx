import Link from 'next/link';
import { currentCallSlotsProblem } from '@/features/calls/dashboard';
import { ADMIN_BOOKINGS_PATH } from '@/features/bookings/paths';
import { ADMIN_CALL_SETTINGS_PATH } from '@/features/calls/paths';
import type { CallSlotsProblem } from '@/features/calls/slots';
import { DUE_INBOX_PATH, requestPath } from '@/features/requests/paths';
import { bookingsDueAt } from '../dashboard';
import type { DueBooking, DueRequest } from '../due-queries';
import { dueCount } from '../rules';
import { DUE_BOOKINGS_TEXTS, DUE_CALL_BOOKING_TEXTS } from '../texts';
import { DeadlineText } from './deadline-text';

/** Planner of the requests nobody has touched yet. */
export const UNASSIGNED = 'Not assigned yet';

/**
 * The requests due by the end of today, per planner, overdue first: who has to do what this morning. While companies
 * cannot book their call, that comes first, as one item for everyone; without `callProblem` the current one is read
 * (once per page, shared with the admin pages' notice). The ad bookings that wait for approval follow, for the whole
 * team, each linking to the Bookings tab; without `bookings` those due today are read.
 */
export async function DueByPlanner({ due, now, callProblem, bookings }: { due: readonly DueRequest[]; now: Date; callProblem?: CallSlotsProblem | null; bookings?: readonly DueBooking[] }) {
  const [problem, dueAds] = await Promise.all([callProblem === undefined ? currentCallSlotsProblem() : callProblem, bookings ?? bookingsDueAt(now)]);
  const planners = [...new Set(due.map((request) => request.planner ?? UNASSIGNED))].sort((a, b) => (a === UNASSIGNED ? 1 : b === UNASSIGNED ? -1 : a.localeCompare(b)));
  const count = dueCount([...due, ...(dueAds ?? [])], problem, now);
  return (
    <section aria-labelledby="due-title" className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id="due-title" className="text-lg font-semibold text-pine-900">
        Due today: {count.total} ({count.overdue} overdue)
      </h2>
      {count.total === 0 && <p className="text-sm text-slate-700">Nothing is due today.</p>}
      {problem && (
        <section aria-label={`Due for ${DUE_CALL_BOOKING_TEXTS.heading}`} className="space-y-1">
          <h3 className="font-semibold text-slate-900">{DUE_CALL_BOOKING_TEXTS.heading}</h3>
          <p className="flex flex-wrap gap-x-3 text-sm">
            <span className="font-semibold text-berry-700">{DUE_CALL_BOOKING_TEXTS.problems[problem]}</span>
            <Link href={ADMIN_CALL_SETTINGS_PATH} className="font-medium text-pine-700 underline">
              {DUE_CALL_BOOKING_TEXTS.openSettings}
            </Link>
          </p>
        </section>
      )}
      {dueAds === undefined && <p className="text-sm font-semibold text-berry-700">{DUE_BOOKINGS_TEXTS.loadFailed}</p>}
      {dueAds && dueAds.length > 0 && (
        <section aria-label={`Due for ${DUE_BOOKINGS_TEXTS.heading}`} className="space-y-1">
          <h3 className="font-semibold text-slate-900">{DUE_BOOKINGS_TEXTS.heading}</h3>
          <ul className="space-y-1 text-sm">
            {dueAds.map((booking) => (
              <li key={booking.id} className="flex flex-wrap gap-x-3">
                <Link href={ADMIN_BOOKINGS_PATH} className="font-medium text-pine-700 underline">
                  {booking.venueName}
                </Link>
                <span className="text-slate-600">{booking.cityName}</span>
                <DeadlineText deadline={booking.next} now={now} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {planners.map((planner) => (
        <section key={planner} aria-label={`Due for ${planner}`} className="space-y-1">
          <h3 className="font-semibold text-slate-900">{planner}</h3>
          <ul className="space-y-1 text-sm">
            {due
              .filter((request) => (request.planner ?? UNASSIGNED) === planner)
              .map((request) => (
                <li key={request.id} className="flex flex-wrap gap-x-3">
                  <Link href={requestPath(request.id)} className="font-medium text-pine-700 underline">
                    {request.companyName}
                  </Link>
                  <span className="text-slate-600">{request.cityName}</span>
                  <DeadlineText deadline={request.next} now={now} />
                </li>
              ))}
          </ul>
        </section>
      ))}
      <Link href={DUE_INBOX_PATH} className="text-sm font-medium text-pine-700 underline">
        Open them in the inbox (filter “Fällig”)
      </Link>
    </section>
  );
}
