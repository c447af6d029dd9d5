import { isOverdue, OVERDUE_LABEL, type RequestStatus, STATUS_LABELS, waitingTime } from '../statuses';

/** The status; a request still 'Neu' also shows how long it has waited, and 'Überfällig' once the 24 hours are past. */
export function StatusBadge({ status, createdAt, now }: { status: RequestStatus; createdAt: Date; now: Date }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">{STATUS_LABELS[status]}</span>
      {isOverdue(status, createdAt, now) && <span className="rounded-full bg-berry-600 px-2 py-0.5 text-xs font-semibold text-white">{OVERDUE_LABEL}</span>}
      {status === 'neu' && <span className="text-xs whitespace-nowrap text-slate-600">{waitingTime(createdAt, now)}</span>}
    </span>
  );
}
