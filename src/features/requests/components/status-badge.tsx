import { useTranslations } from 'next-intl';
import { isOverdue, type RequestStatus, waitingTime } from '../statuses';

/** The status; a request still new also shows how long it has waited, and that it is overdue once the 24 hours are past. */
export function StatusBadge({ status, createdAt, now }: { status: RequestStatus; createdAt: Date; now: Date }) {
  const statusName = useTranslations('requests.status');
  const t = useTranslations('requests.badge');
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">{statusName(status)}</span>
      {isOverdue(status, createdAt, now) && <span className="rounded-full bg-berry-600 px-2 py-0.5 text-xs font-semibold text-white">{t('overdue')}</span>}
      {status === 'neu' && <span className="text-xs whitespace-nowrap text-slate-600">{waitingTime(createdAt, now, t)}</span>}
    </span>
  );
}
