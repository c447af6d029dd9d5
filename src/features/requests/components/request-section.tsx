import { PACKAGE_CHOICES } from '@/features/packages/packages';
import { FEATURED_CITIES, MAIN_CITY_IDS, OTHER_CITIES, getCity } from '@/features/cities/index';
import { PROMISE_SENTENCE } from '@/lib/promise';
import { PRIVACY_PATH, REQUEST_FORM_ANCHOR, REQUEST_FORM_ID } from '@/lib/site';
import { WISH_FIELD } from '../fields';
import { presetValues } from '../form-state';
import { RequestForm, type RequestFormProps } from './request-form';

const featuredCities = FEATURED_CITIES.map(({ id, name }) => ({ id, name }));
const otherCityNames = OTHER_CITIES.map((city) => city.name);

/** The request form's data for a page, optionally preset to a city and a group size. */
export function requestFormProps(cityId: string | undefined, sourcePage: string, participantCount?: number): RequestFormProps {
  return {
    featuredCities,
    otherCityNames,
    packages: PACKAGE_CHOICES,
    initialValues: presetValues(cityId ? getCity(cityId) : undefined, MAIN_CITY_IDS, participantCount),
    sourcePage,
    privacyUrl: PRIVACY_PATH,
  };
}

/**
 * The request form's place on a page; scroll-mt-3 keeps 12 px above it when a link jumps here. `children`
 * replaces the plain form, e.g. with one that shows a thank-you card instead of leaving the page. `wish`: the venue
 * of the page the form stands on, sent along as the company's wish and named above the form in `wish.label`.
 * `participantCount`: the group size the page's address gave (prefill-filter.ts), rendered into its field.
 */
export function RequestSection({
  cityId,
  sourcePage,
  wish,
  participantCount,
  children,
}: {
  cityId?: string;
  sourcePage: string;
  wish?: { venueId: string; label: string };
  participantCount?: number;
  children?: React.ReactNode;
}) {
  return (
    <section id={REQUEST_FORM_ANCHOR} aria-labelledby="anfrage-titel" className="scroll-mt-3 rounded-2xl bg-white p-6 text-slate-800 shadow-xl ring-1 ring-pine-100">
      <h2 id="anfrage-titel" className="text-2xl font-bold text-pine-900">
        Kostenlose Anfrage
      </h2>
      <p className="mt-1 text-sm text-slate-600">Unverbindlich. {PROMISE_SENTENCE}</p>
      {wish && (
        <>
          <p className="mt-3 rounded-lg bg-gold-100 px-3 py-2 font-semibold text-pine-900">{wish.label}</p>
          {/* Sent with the form through its id (the form attribute): the form's own code, in every page's JavaScript, stays as it is. */}
          <input type="hidden" form={REQUEST_FORM_ID} name={WISH_FIELD} value={wish.venueId} />
        </>
      )}
      {children ?? <RequestForm {...requestFormProps(cityId, sourcePage, participantCount)} />}
    </section>
  );
}
