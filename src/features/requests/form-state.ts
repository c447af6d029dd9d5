import type { PublicFormState } from '@/lib/form-state';
import { formText } from '@/lib/form-data';
import { type FieldName, OTHER_CITY } from './fields';

export type RequestFormValues = Record<Exclude<FieldName, 'privacy'>, string> & { privacy: boolean };

/** The request form after a post (its errors are the fields' FieldErrors); the message is e.g. the rate limit or a server failure. */
export type RequestFormState = PublicFormState<
  RequestFormValues,
  {
    step: 1 | 2;
    /** Submission token of this form; a new one after each accepted request. */
    token: string;
    status: 'editing' | 'success' | 'error';
    /** The field a server-rendered answer (no JavaScript) puts the cursor in. */
    focus?: FieldName;
    /** The hint on a package below the group (schema.ts' packageHint), for a server-rendered answer. */
    packageHint?: string;
    thanksUrl?: string;
    conversionKey?: string;
    cityName?: string;
  }
>;

export const EMPTY_VALUES: RequestFormValues = {
  city: '',
  customCity: '',
  participantCount: '',
  package: '',
  companyName: '',
  salutation: '',
  contactName: '',
  email: '',
  phone: '',
  privacy: false,
};

/**
 * Values a page starts the form with: a featured city is selected, any other city goes to the custom field; a group
 * size the page was given (prefill-filter.ts: ?gaeste=60) stands in its field.
 */
export function presetValues(city: { id: string; name: string } | undefined, featuredIds: readonly string[], participantCount?: number): RequestFormValues {
  const values = participantCount === undefined ? EMPTY_VALUES : { ...EMPTY_VALUES, participantCount: String(participantCount) };
  if (!city) return values;
  return featuredIds.includes(city.id) ? { ...values, city: city.id } : { ...values, city: OTHER_CITY, customCity: city.name };
}

export function readFormValues(formData: FormData): RequestFormValues {
  const get = (key: string) => formText(formData, key);
  const customCity = get('customCity');
  return {
    // Without JavaScript the custom field is always visible; typing there means "another city".
    city: get('city') || (customCity.trim() ? OTHER_CITY : ''),
    customCity,
    participantCount: get('participantCount'),
    package: get('package'),
    companyName: get('companyName'),
    salutation: get('salutation'),
    contactName: get('contactName'),
    email: get('email'),
    phone: get('phone'),
    privacy: formData.get('privacy') === 'on',
  };
}

/** The thank-you page for a request; with its call link the page offers the call's slots. */
export function thanksUrl(cityName: string, callToken?: string): string {
  return `/thanks?city=${encodeURIComponent(cityName)}${callToken ? `&${THANKS_CALL_PARAM}=${callToken}` : ''}`;
}

/** The query parameter of /thanks that carries the request's call link (a secret: nginx logs no /thanks line). */
export const THANKS_CALL_PARAM = 'termin';
