'use client';

import { useActionState } from 'react';
import { ArrivalSection } from '@/components/ui/arrival-section';
import { Button } from '@/components/ui/button';
import { Input, Select, Textarea } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { SalutationSelect } from '@/components/ui/salutation-select';
import { bookAdAction } from '../actions';
import type { BookingFormValues } from '../form-schema';
import type { AdBookingFormState } from '../form-state';
import { PARTNER_TERMS_PATH } from '../paths';
import { BOOKING_TEXTS, periodText, priceText } from '../texts';

const sectionClass = 'space-y-4 rounded-xl bg-white p-5 ring-1 ring-slate-200';
const legendClass = 'px-1 text-lg font-semibold text-pine-900';

/**
 * The booking of a city's ad slot from a start month to December: a plain form post (useActionState), so it works
 * without JavaScript; after a refusal every value stays and each error stands next to its field.
 */
export function BookingForm({ initial, cities, starts }: { initial: BookingFormValues; cities: readonly { id: string; name: string }[]; starts: readonly { value: string; label: string; priceText: string }[] }) {
  const [state, formAction, pending] = useActionState<AdBookingFormState, FormData>(bookAdAction, { values: initial, errors: {} });
  if (state.sent) {
    return (
      <ArrivalSection role="status" aria-labelledby="booking-sent-title" className="space-y-4 rounded-xl bg-pine-50 p-6 ring-1 ring-pine-200">
        <h2 id="booking-sent-title" className="text-2xl font-bold text-pine-900">
          {BOOKING_TEXTS.sentTitle}
        </h2>
        <p className="text-slate-800">
          Wir haben eine E-Mail an <strong className="break-all">{state.sent.email}</strong> geschickt. {BOOKING_TEXTS.sentHold}
        </p>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-slate-800">
          <dt className="font-medium">Location</dt>
          <dd className="break-words">{state.sent.venueName}</dd>
          <dt className="font-medium">Stadt</dt>
          <dd>{state.sent.cityName}</dd>
          <dt className="font-medium">Zeitraum</dt>
          <dd>{periodText(state.sent.months)}</dd>
          <dt className="font-medium">Preis</dt>
          <dd>
            {priceText(state.sent.netCents)}
            {state.sent.firstMonthRunning && <span className="block text-sm text-slate-600">{BOOKING_TEXTS.proRataNow}</span>}
          </dd>
        </dl>
      </ArrivalSection>
    );
  }
  const { values, errors } = state;
  const field = (name: keyof BookingFormValues, label: string, props: React.ComponentProps<'input'> = {}) => (
    <Input id={`booking-${name}`} name={name} label={label} defaultValue={values[name]} error={errors[name]} {...props} />
  );
  return (
    <form action={formAction} noValidate className="space-y-6">
      <FormMessage message={state.message} />
      <fieldset className={sectionClass}>
        <legend className={legendClass}>Werbeplatz</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {/* Keyed by their value, like the salutation: React sets a select's default only when it mounts, and resets the form after its action. */}
          <Select key={`stadt-${values.stadt}`} id="booking-stadt" name="stadt" label="Stadt" defaultValue={values.stadt} error={errors.stadt}>
            <option value="">Stadt wählen …</option>
            {cities.map((city) => (
              <option key={city.id} value={city.id}>
                {city.name}
              </option>
            ))}
          </Select>
          <Select key={`start-${values.start}`} id="booking-start" name="start" label="Startmonat (Laufzeit bis Dezember)" hint={BOOKING_TEXTS.proRata} defaultValue={values.start} error={errors.start}>
            <option value="">Monat wählen …</option>
            {starts.map((start) => (
              <option key={start.value} value={start.value}>
                {start.label} – {start.priceText}
              </option>
            ))}
          </Select>
        </div>
      </fieldset>
      <fieldset className={sectionClass}>
        <legend className={legendClass}>Ihre Anzeige</legend>
        {field('venueName', 'Name der Location', { maxLength: 200, autoComplete: 'organization' })}
        <Textarea id="booking-description" name="description" label="Beschreibung (bis 600 Zeichen)" rows={4} maxLength={600} defaultValue={values.description} error={errors.description} />
        {field('imageUrl', 'Bildadresse (optional)', { type: 'url', inputMode: 'url', placeholder: 'https://' })}
        {field('websiteUrl', 'Website (optional)', { type: 'url', inputMode: 'url', placeholder: 'https://' })}
      </fieldset>
      <fieldset className={sectionClass}>
        <legend className={legendClass}>Kontakt</legend>
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <SalutationSelect id="booking-salutation" name="salutation" label="Anrede" defaultValue={values.salutation} error={errors.salutation} />
          {field('contactName', 'Ansprechperson', { autoComplete: 'name' })}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('email', 'E-Mail', { type: 'email', autoComplete: 'email' })}
          {field('phone', 'Telefon', { type: 'tel', autoComplete: 'tel' })}
        </div>
      </fieldset>
      <fieldset className={sectionClass}>
        <legend className={legendClass}>Rechnungsanschrift</legend>
        {field('company', 'Firma')}
        {field('street', 'Straße und Hausnummer', { autoComplete: 'street-address' })}
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          {field('postalCode', 'PLZ', { inputMode: 'numeric', autoComplete: 'postal-code' })}
          {field('town', 'Ort', { autoComplete: 'address-level2' })}
        </div>
        {field('vatId', 'USt-IdNr. (optional)')}
      </fieldset>
      <div>
        <label className="flex items-start gap-3 text-slate-800">
          <input type="checkbox" name="terms" defaultChecked={values.terms === 'on'} aria-invalid={errors.terms ? true : undefined} aria-describedby={errors.terms ? 'booking-terms-error' : undefined} className="mt-1 size-5" />
          <span>
            Ich akzeptiere die{' '}
            <a href={PARTNER_TERMS_PATH} className="font-semibold text-pine-700 underline">
              Partner-AGB
            </a>
            .
          </span>
        </label>
        {errors.terms && (
          <p id="booking-terms-error" className="mt-1 text-sm font-medium text-berry-700">
            {errors.terms}
          </p>
        )}
      </div>
      <Button type="submit" disabled={pending}>
        {BOOKING_TEXTS.submit}
      </Button>
    </form>
  );
}
