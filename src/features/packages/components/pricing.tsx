import { Check } from '@/components/ui/icons';

/** One element for every feature: the page's inline payload writes it once and refers to it from the others. */
const FEATURE_MARK = <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-pine-600" />;
import { buttonClasses } from '@/components/ui/button';
import { REQUEST_FORM_ID } from '@/lib/site';
import { PACKAGE_INTENT_PREFIX, PACKAGES, packagePrice } from '../packages';

/**
 * The three packages. Each 'anfragen' button belongs to the page's request form (form attribute): with
 * JavaScript the form preselects the package and scrolls there; without, the server renders the form with it.
 */
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
              key={pkg.id}
              className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${pkg.popular ? 'border-berry-600 ring-2 ring-berry-600' : 'border-pine-100'}`}
            >
              {pkg.popular && (
                <span className="absolute -top-3 left-6 rounded-full bg-berry-600 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
                  Beliebt
                </span>
              )}
              <h3 className="text-xl font-bold text-pine-900">{pkg.name}</h3>
              <p className="mt-3 text-3xl font-bold text-slate-900">{packagePrice(pkg)}</p>
              <p className="text-sm text-slate-600">zzgl. MwSt. · {pkg.audience}</p>
              <ul className="mt-5 flex-1 space-y-2">
                {pkg.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    {FEATURE_MARK}
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
              <button
                type="submit"
                form={REQUEST_FORM_ID}
                name="intent"
                value={`${PACKAGE_INTENT_PREFIX}${pkg.id}`}
                className={buttonClasses(pkg.popular ? 'primary' : 'outline', 'md', 'mt-6 cursor-pointer')}
              >
                {pkg.name} anfragen
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
