import { useTranslations } from 'next-intl';
import type { InvoiceState } from '../admin-filter';

const STATE_CLASSES: Record<InvoiceState, string> = {
  open: 'bg-slate-100 text-slate-800',
  overdue: 'bg-berry-600 text-white',
  paid: 'bg-pine-100 text-pine-900',
  cancelled: 'bg-slate-200 text-slate-700 line-through',
  cancellation: 'bg-gold-100 text-slate-900',
};

/** An invoice's state, named in the admin's language ('invoices.states' is keyed by the states of admin-filter.ts). */
export function InvoiceStateBadge({ state }: { state: InvoiceState }) {
  const t = useTranslations('invoices.states');
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_CLASSES[state]}`}>{t(state)}</span>;
}
