import { formatDateTime } from '@/lib/time';
import { DUE_LABELS, type Deadline } from '../rules';

/** A request's next deadline: what and by when; overdue in red, with the word (not the colour alone). */
export function DeadlineText({ deadline, now }: { deadline: Deadline | undefined; now: Date }) {
  if (!deadline) return <span className="text-slate-500">–</span>;
  const overdue = deadline.at < now;
  return (
    <span className={overdue ? 'font-semibold text-berry-700' : 'text-slate-800'}>
      {DUE_LABELS[deadline.kind]}
      <br />
      <span className="whitespace-nowrap">
        {overdue ? 'Overdue since ' : 'By '}
        {formatDateTime(deadline.at)}
      </span>
    </span>
  );
}
