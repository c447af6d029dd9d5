import '@/lib/zod-jitless';
import { z } from 'zod';
import { type ActionFailure, failedForm, type FormState } from '@/components/admin/form-state';
import { isImageFailure } from '@/features/images/failure';
import { messageKeys } from '@/i18n/keys';
import { berlinDay, endOfBerlinDay } from '@/lib/time';
import { formText } from '@/lib/form-data';

// The venue-ad form's rules; their messages are keys of the catalogue's venueAds.validation (in English the texts of
// SPEC.md section 5), shown in the admin's language where they are shown. The browser runs them too, for instant feedback; that is why this module imports no city data (the 79 cities' texts would
// all land in the admin's bundle): the caller says which city ids exist.

const message = messageKeys('venueAds.validation');

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || null)
  .refine((value) => value === null || (/^https?:\/\//i.test(value) && URL.canParse(value)), message('webAddressOrEmpty'));

/** A checkbox from a form ('on' or missing) or a boolean from a call. */
const flag = z.preprocess((value) => value === true || value === 'on' || value === 'true', z.boolean());

/** The form's schema; `isKnownCity` is the city list on the server and the select's options in the browser. */
export function venueAdSchema(isKnownCity: (id: string) => boolean) {
  return z.object({
    venueName: z.string().trim().min(1, message('venueNameRequired')).max(200, message('venueNameTooLong')),
    cityId: z.string().trim().min(1, message('cityRequired')).refine(isKnownCity, message('cityRequired')),
    description: z.string().trim().min(1, message('descriptionRequired')).max(2000, message('descriptionTooLong')),
    imageUrl: optionalUrl,
    websiteUrl: optionalUrl,
    expiresAt: z
      .string()
      .trim()
      .refine((value) => value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))), message('dateOrEmpty'))
      .transform((value) => (value ? endOfBerlinDay(value) : null)),
    active: flag,
    featured: flag,
    liveSystem: flag,
  });
}

export type VenueAdInput = z.output<ReturnType<typeof venueAdSchema>>;

/** The form's fields as typed: what a failed save gives back, so that nothing entered is lost. */
export interface AdFormValues {
  venueName: string;
  cityId: string;
  description: string;
  imageUrl: string;
  websiteUrl: string;
  /** yyyy-mm-dd, as a date input holds it. */
  expiresAt: string;
  active: boolean;
  featured: boolean;
  liveSystem: boolean;
}

export type AdFormState = FormState<AdFormValues>;

export const NEW_AD_VALUES: AdFormValues = {
  venueName: '',
  cityId: '',
  description: '',
  imageUrl: '',
  websiteUrl: '',
  expiresAt: '',
  active: true,
  featured: false,
  liveSystem: false,
};

/** A stored ad as the form shows it: the expiry as its Berlin day. */
export function adFormValuesOf(ad: {
  venueName: string;
  cityId: string;
  description: string;
  imageUrl: string | null;
  websiteUrl: string | null;
  expiresAt: Date | null;
  active: boolean;
  featured: boolean;
  liveSystem: boolean;
}): AdFormValues {
  return {
    venueName: ad.venueName,
    cityId: ad.cityId,
    description: ad.description,
    imageUrl: ad.imageUrl ?? '',
    websiteUrl: ad.websiteUrl ?? '',
    expiresAt: ad.expiresAt ? berlinDay(ad.expiresAt) : '',
    active: ad.active,
    featured: ad.featured,
    liveSystem: ad.liveSystem,
  };
}

/** The posted form, field by field (an unticked switch is missing from it). */
export function postedAdValues(form: FormData): AdFormValues {
  const text = (name: keyof AdFormValues) => formText(form, name);
  const on = (name: keyof AdFormValues) => form.get(name) === 'on';
  return {
    venueName: text('venueName'),
    cityId: text('cityId'),
    description: text('description'),
    imageUrl: text('imageUrl'),
    websiteUrl: text('websiteUrl'),
    expiresAt: text('expiresAt'),
    active: on('active'),
    featured: on('featured'),
    liveSystem: on('liveSystem'),
  };
}

/**
 * The form after a failed save: what was entered, the field errors, and the toast. An image that could not be
 * fetched names its own problem (it is then also its field's error); a missing session or role says so; any
 * other failure gets the spec's text ('Failed to create venue ad' / 'Failed to update venue ad').
 */
export function failedSave(result: ActionFailure, form: FormData, failure: string): AdFormState {
  return failedForm(postedAdValues(form), result, isImageFailure(result) ? result.message : failure);
}
