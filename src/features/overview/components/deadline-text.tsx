import { useTranslations } from 'next-intl';
import { formatDateTime } from '@/lib/time';
import { type Deadline, DUE_LABEL_KEYS } from '../rules';

/** A request's next deadline: what and by when; overdue in red, with the word (not the colour alone). */
export function DeadlineText({ deadline, now }: { deadline: Deadline | undefined; now: Date }) {
  const t = useTranslations('overview.deadline');
  const name = useTranslations();
  if (!deadline) return <span className="text-slate-500">–</span>;
  const overdue = deadline.at < now;
  const when = formatDateTime(deadline.at);
  return (
    <span className={overdue ? 'font-semibold text-berry-700' : 'text-slate-800'}>
      {name(DUE_LABEL_KEYS[deadline.kind])}
      <br />
      <span className="whitespace-nowrap">{overdue ? t('overdueSince', { when }) : t('by', { when })}</span>
    </span>
  );
}
