import { ChevronDown } from '@/components/ui/icons';

/** One element for every question: the page's inline payload writes it once and refers to it from the others. */
const OPEN_MARK = <ChevronDown aria-hidden="true" className="mt-1 size-5 shrink-0 transition-transform group-open:rotate-180" />;

export function FaqList({ entries }: { entries: readonly { question: string; answer: string }[] }) {
  return (
    <div className="mt-6 divide-y divide-pine-100 rounded-2xl border border-pine-100 bg-white">
      {entries.map((entry) => (
        <details key={entry.question} className="group p-5">
          <summary className="faq-question">
            <h3>{entry.question}</h3>
            {OPEN_MARK}
          </summary>
          <p className="mt-3 text-slate-700">{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}
