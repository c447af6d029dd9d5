import { Clock, MapPin, Scale } from '@/components/ui/icons';
import { PROMISE_SENTENCE } from '@/lib/promise';

const POINTS = [
  { icon: MapPin, title: 'Passende Locations', text: 'Wir suchen Räume, die zu Ihrer Gruppengröße, Ihrem Stil und Ihrem Budget passen.' },
  { icon: Scale, title: 'Transparenter Preisvergleich', text: 'Alle Angebote übersichtlich nebeneinander in Ihrem persönlichen Dashboard.' },
  { icon: Clock, title: 'Schnelle Planung', text: `${PROMISE_SENTENCE} Auch wenn der Termin schon bald ist.` },
];

export function ServicePoints({ cityName }: { cityName?: string }) {
  return (
    <section aria-labelledby="leistungen-titel" className="py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="leistungen-titel" className="text-center text-3xl font-bold text-pine-900">
          {cityName ? `Ihre Vorteile in ${cityName}` : 'Warum mit uns planen?'}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {POINTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-pine-100">
              <Icon aria-hidden="true" className="size-8 text-berry-600" />
              <h3 className="mt-4 text-lg font-semibold text-pine-900">{title}</h3>
              <p className="mt-2 text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
