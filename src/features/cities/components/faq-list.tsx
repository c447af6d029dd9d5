import { ChevronDown } from '@/components/ui/icons';

export function FaqList({ entries }: { entries: readonly { question: string; answer: string }[] }) {
  return (
    <div className="mt-6 divide-y divide-pine-100 rounded-2xl border border-pine-100 bg-white">
      {entries.map((entry) => (
        <details key={entry.question} className="group p-5">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-semibold text-pine-900">
            <h3>{entry.question}</h3>
            <ChevronDown aria-hidden="true" className="mt-1 size-5 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <p className="mt-3 text-slate-700">{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}
