import Link from 'next/link';
import { DUE_INBOX_PATH, requestPath } from '@/features/requests/paths';
import type { DueRequest } from '../due-queries';
import { DeadlineText } from './deadline-text';

/** Planner of the requests nobody has touched yet. */
export const UNASSIGNED = 'Not assigned yet';

/** The requests due by the end of today, per planner, overdue first: who has to do what this morning. */
export function DueByPlanner({ due, now }: { due: readonly DueRequest[]; now: Date }) {
  const planners = [...new Set(due.map((request) => request.planner ?? UNASSIGNED))].sort((a, b) => (a === UNASSIGNED ? 1 : b === UNASSIGNED ? -1 : a.localeCompare(b)));
  const overdue = due.filter((request) => request.next.at < now).length;
  return (
    <section aria-labelledby="due-title" className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id="due-title" className="text-lg font-semibold text-pine-900">
        Due today: {due.length} ({overdue} overdue)
      </h2>
      {due.length === 0 && <p className="text-sm text-slate-700">Nothing is due today.</p>}
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
