import { PACKAGE_CHOICES } from '@/features/packages/packages';
import { FEATURED_CITIES, MAIN_CITY_IDS, OTHER_CITIES, getCity } from '@/features/cities/index';
import { PROMISE_SENTENCE } from '@/lib/promise';
import { PRIVACY_PATH, REQUEST_FORM_ANCHOR } from '@/lib/site';
import { presetValues } from '../form-state';
import { RequestForm, type RequestFormProps } from './request-form';

const featuredCities = FEATURED_CITIES.map(({ id, name }) => ({ id, name }));
const otherCityNames = OTHER_CITIES.map((city) => city.name);

/** The request form's data for a page, optionally preset to a city. */
export function requestFormProps(cityId: string | undefined, sourcePage: string): RequestFormProps {
  return {
    featuredCities,
    otherCityNames,
    packages: PACKAGE_CHOICES,
    initialValues: presetValues(cityId ? getCity(cityId) : undefined, MAIN_CITY_IDS),
    sourcePage,
    privacyUrl: PRIVACY_PATH,
  };
}

/**
 * The request form's place on a page; scroll-mt-3 keeps 12 px above it when a link jumps here. `children`
 * replaces the plain form, e.g. with one that shows a thank-you card instead of leaving the page.
 */
export function RequestSection({ cityId, sourcePage, children }: { cityId?: string; sourcePage: string; children?: React.ReactNode }) {
  return (
    <section id={REQUEST_FORM_ANCHOR} aria-labelledby="anfrage-titel" className="scroll-mt-3 rounded-2xl bg-white p-6 text-slate-800 shadow-xl ring-1 ring-pine-100">
      <h2 id="anfrage-titel" className="text-2xl font-bold text-pine-900">
        Kostenlose Anfrage
      </h2>
      <p className="mt-1 text-sm text-slate-600">Unverbindlich. {PROMISE_SENTENCE}</p>
      {children ?? <RequestForm {...requestFormProps(cityId, sourcePage)} />}
    </section>
  );
}
