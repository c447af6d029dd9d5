import { Check } from '@/components/ui/icons';
import { buttonClasses } from '@/components/ui/button';
import { formatEuro } from '@/lib/format';
import { REQUEST_FORM_ANCHOR } from '@/lib/site';

interface Package {
  name: string;
  price: number | null;
  audience: string;
  features: string[];
  popular?: boolean;
}

const PACKAGES: Package[] = [
  {
    name: 'Basis',
    price: 199,
    audience: 'bis 50 Teilnehmer',
    features: ['Professionelle Location-Suche', 'Vergleich und Bewertung der Angebote', 'Persönliche Ansprechperson'],
  },
  {
    name: 'Premium',
    price: 299,
    audience: 'bis 200 Teilnehmer',
    features: ['Bundesweite Location-Suche', 'Detaillierter Preisvergleich der Angebote', 'Alle Leistungen aus Basis'],
    popular: true,
  },
  {
    name: 'Enterprise',
    price: null,
    audience: 'ab 200 Teilnehmer',
    features: ['Alle Leistungen aus Premium', 'Komplette Planung und Durchführung', 'Begleitung am Veranstaltungstag'],
  },
];

export function Pricing() {
  return (
    <section id="preise" aria-labelledby="preise-titel" className="bg-pine-50 py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="preise-titel" className="text-center text-3xl font-bold text-pine-900">Unsere Pakete</h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">
          Feste Preise pro Planung, ohne versteckte Kosten. Alle Preise zzgl. MwSt.
        </p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {PACKAGES.map((pkg) => (
            <li
              key={pkg.name}
              className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${pkg.popular ? 'border-berry-600 ring-2 ring-berry-600' : 'border-pine-100'}`}
            >
              {pkg.popular && (
                <span className="absolute -top-3 left-6 rounded-full bg-berry-600 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
                  Beliebt
                </span>
              )}
              <h3 className="text-xl font-bold text-pine-900">{pkg.name}</h3>
              <p className="mt-3 text-3xl font-bold text-slate-900">{pkg.price === null ? 'Preis auf Anfrage' : formatEuro(pkg.price)}</p>
              <p className="text-sm text-slate-600">zzgl. MwSt. · {pkg.audience}</p>
              <ul className="mt-5 flex-1 space-y-2">
                {pkg.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-pine-600" />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
              <a href={`#${REQUEST_FORM_ANCHOR}`} className={buttonClasses(pkg.popular ? 'primary' : 'outline', 'md', 'mt-6')}>
                {pkg.name} anfragen
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
