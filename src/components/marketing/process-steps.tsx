const STEPS = [
  { title: 'Anfrage senden', text: 'Stadt, Teilnehmerzahl und Kontaktdaten – in zwei kurzen Schritten erledigt.' },
  { title: '15-Minuten-Gespräch', text: 'Eine Eventplanerin oder ein Eventplaner klärt mit Ihnen Termin, Budget und Wünsche.' },
  { title: 'Ihre Landingpage', text: 'Sie erhalten eine eigene Seite mit verfügbaren Locations und transparentem Preisvergleich.' },
  { title: 'Location buchen', text: 'Sie entscheiden sich für Ihren Favoriten – wir kümmern uns um die Buchung.' },
];

export function ProcessSteps() {
  return (
    <section id="ablauf" aria-labelledby="ablauf-titel" className="py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="ablauf-titel" className="text-center text-3xl font-bold text-pine-900">So einfach geht’s</h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-4">
          {STEPS.map((step, i) => (
            <li key={step.title} className="rounded-2xl border border-pine-100 p-6">
              <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-gold-100 text-lg font-bold text-gold-600">
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-pine-900">
                <span className="sr-only">Schritt {i + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
