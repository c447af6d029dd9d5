import { PROCESS_STEPS } from '@/lib/promise';

/** The four steps after a request; on /thanks the first one is marked as done. */
export function ProcessSteps({ title = 'So einfach geht’s', firstStepDone = false }: { title?: string; firstStepDone?: boolean }) {
  return (
    <section id="ablauf" aria-labelledby="ablauf-titel" className="py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="ablauf-titel" className="text-center text-3xl font-bold text-pine-900">{title}</h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-4">
          {PROCESS_STEPS.map((step, i) => (
            <li key={step.title} className={`rounded-2xl border p-6 ${firstStepDone && i === 0 ? 'border-pine-600 bg-pine-50' : 'border-pine-100'}`}>
              <span aria-hidden="true" className="step-number">
                {firstStepDone && i === 0 ? '✓' : i + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-pine-900">
                <span className="sr-only">Schritt {i + 1}: </span>
                {step.title}
                {firstStepDone && i === 0 && <span className="ml-2 text-sm font-medium text-pine-700">(erledigt)</span>}
              </h3>
              <p className="mt-2 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
