import type { InvoiceState } from '../admin-filter';
import { INVOICE_STATE_LABELS } from '../texts';

const STATE_CLASSES: Record<InvoiceState, string> = {
  open: 'bg-slate-100 text-slate-800',
  overdue: 'bg-berry-600 text-white',
  paid: 'bg-pine-100 text-pine-900',
  cancelled: 'bg-slate-200 text-slate-700 line-through',
  cancellation: 'bg-gold-100 text-slate-900',
};

export function InvoiceStateBadge({ state }: { state: InvoiceState }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_CLASSES[state]}`}>{INVOICE_STATE_LABELS[state]}</span>;
}
