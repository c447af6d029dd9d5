'use client';

import Link from 'next/link';
import { type FormEvent, startTransition, useActionState, useEffect, useMemo, useRef, useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { fieldErrorsOf } from '@/lib/validation';
import { ADMIN_ADS_PATH } from '../admin-filter';
import { type AdFormState, type AdFormValues, venueAdSchema } from '../form-schema';
import { invalid, Labelled, NoScriptAlert } from '@/components/ui/form-field';

export type AdFormAction = (previous: AdFormState, form: FormData) => Promise<AdFormState>;

const NO_ERRORS: Record<string, string> = {};
const controlClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-pine-600 aria-[invalid=true]:border-berry-600';
const switchClass =
  "relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform before:content-[''] checked:bg-pine-700 checked:before:translate-x-5";


/**
 * Create or edit a venue ad. Posts to a server action, so it also works without JavaScript; with JavaScript the
 * shared schema checks the fields first, and a failed save keeps every input and says why in a toast.
 */
export function AdminAdForm({ mode, action, initial, adId, cities }: { mode: 'create' | 'edit'; action: AdFormAction; initial: AdFormValues; adId?: string; cities: readonly { id: string; label: string }[] }) {
  const [state, dispatch, saving] = useActionState(action, { values: initial });
  const [checked, setChecked] = useState<Record<string, string> | null>(null);
  const errors = checked ?? state.fieldErrors ?? NO_ERRORS;
  const form = useRef<HTMLFormElement>(null);
  const schema = useMemo(() => {
    const known = new Set(cities.map((city) => city.id));
    return venueAdSchema((id) => known.has(id));
  }, [cities]);

  useEffect(() => {
    if (state.message) toast.error(state.message);
  }, [state]);
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  // Dispatching by hand instead of letting React run the form's action keeps the inputs: React resets a form after its action.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = schema.safeParse(Object.fromEntries(data));
    if (!parsed.success) {
      setChecked(fieldErrorsOf(parsed.error));
      return;
    }
    setChecked(null);
    toast.dismissAll();
    startTransition(() => dispatch(data));
  };

  const { values } = state;
  return (
    <form ref={form} action={dispatch} onSubmit={submit} noValidate className="space-y-5 rounded-xl bg-white p-5 ring-1 ring-slate-200">
      <NoScriptAlert message={state.message} />
      {adId && <input type="hidden" name="id" value={adId} />}
      <Labelled id="ad-venue-name" label="Venue Name" error={errors.venueName}>
        <input {...invalid('ad-venue-name', errors.venueName)} name="venueName" defaultValue={values.venueName} maxLength={200} required className={controlClass} />
      </Labelled>
      <Labelled id="ad-city" label="City" error={errors.cityId}>
        <select {...invalid('ad-city', errors.cityId)} name="cityId" defaultValue={values.cityId} required className={controlClass}>
          <option value="">Select a city</option>
          {cities.map((city) => (
            <option key={city.id} value={city.id}>
              {city.label}
            </option>
          ))}
        </select>
      </Labelled>
      <Labelled id="ad-description" label="Description" error={errors.description}>
        <textarea {...invalid('ad-description', errors.description)} name="description" defaultValue={values.description} rows={4} maxLength={2000} required className={controlClass} />
      </Labelled>
      <Labelled id="ad-image-url" label="Image URL" error={errors.imageUrl}>
        <input {...invalid('ad-image-url', errors.imageUrl)} name="imageUrl" type="url" inputMode="url" defaultValue={values.imageUrl} placeholder="https://" className={controlClass} />
      </Labelled>
      <Labelled id="ad-website-url" label="Website URL" error={errors.websiteUrl}>
        <input {...invalid('ad-website-url', errors.websiteUrl)} name="websiteUrl" type="url" inputMode="url" defaultValue={values.websiteUrl} placeholder="https://" className={controlClass} />
      </Labelled>
      <Labelled id="ad-expires-at" label="Expires At" error={errors.expiresAt}>
        <input {...invalid('ad-expires-at', errors.expiresAt)} name="expiresAt" type="date" defaultValue={values.expiresAt} className={controlClass} />
        <span className="mt-1 block text-sm text-slate-600">Optional. The ad shows until the end of this day (Berlin time).</span>
      </Labelled>
      <fieldset className="flex flex-wrap gap-x-8 gap-y-3">
        <legend className="sr-only">Visibility</legend>
        {(
          [
            ['active', 'Active'],
            ['featured', 'Featured'],
            ['liveSystem', 'Live System'],
          ] as const
        ).map(([name, label]) => (
          <label key={name} className="flex items-center gap-3 font-medium text-slate-800">
            <input type="checkbox" role="switch" name={name} defaultChecked={values[name]} className={switchClass} />
            {label}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="secondary" disabled={saving}>
          {saving ? 'Saving...' : mode === 'create' ? 'Create Ad' : 'Update Ad'}
        </Button>
        <Link href={ADMIN_ADS_PATH} className={buttonClasses('ghost')}>
          Cancel
        </Link>
      </div>
    </form>
  );
}
