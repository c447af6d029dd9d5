import { isOverdue, OVERDUE_LABEL, type RequestStatus, STATUS_LABELS } from '../statuses';

export function StatusBadge({ status, createdAt, now }: { status: RequestStatus; createdAt: Date; now: Date }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">{STATUS_LABELS[status]}</span>
      {isOverdue(status, createdAt, now) && <span className="rounded-full bg-berry-600 px-2 py-0.5 text-xs font-semibold text-white">{OVERDUE_LABEL}</span>}
    </span>
  );
}
