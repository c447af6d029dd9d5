'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useActionState, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { trackConversion } from '@/features/consent/client';
import { requestFormAction } from '../actions';
import { type RequestFormState, type RequestFormValues } from '../form-state';
import type { PackageChoice } from '@/features/packages/packages';
import { intentPackageId } from '@/features/packages/intent';
import { toCityId } from '@/features/cities/slug';
import { SALUTATION_CHOICES } from '@/lib/salutation';
import { CITY_CHANGE_EVENT, REQUEST_FORM_ANCHOR, REQUEST_FORM_ID } from '@/lib/site';
import {
  type FieldErrors,
  type FieldName,
  firstErrorField,
  hasStep1Error,
  MESSAGES,
  NO_PACKAGE_LABEL,
  OTHER_CITY,
  OTHER_CITY_LABEL,
  STEP1_FIELDS,
  STEP2_FIELDS,
} from '../fields';

export interface CityOption {
  id: string;
  name: string;
}

export interface RequestFormProps {
  featuredCities: readonly CityOption[];
  otherCityNames: readonly string[];
  packages: readonly PackageChoice[];
  initialValues: RequestFormValues;
  /** Path of the page the form stands on, stored with the request. */
  sourcePage: string;
  privacyUrl: string;
  /** Called instead of navigating to the thank-you page. */
  onSubmitted?: (result: { cityName: string }) => void;
}

const MOBILE_BREAKPOINT = 768;
const MOBILE_SCROLL_DELAY_MS = 400;

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

let schemaModule: Promise<typeof import('../schema')> | undefined;
/** The zod schemas load on the first interaction with the form, not with the page, which keeps the page's JavaScript small. */
const loadSchema = () => (schemaModule ??= import('../schema'));

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-pine-600 aria-[invalid=true]:border-berry-600';

export function RequestForm({ featuredCities, otherCityNames, packages, initialValues, sourcePage, privacyUrl, onSubmitted }: RequestFormProps) {
  const initialState: RequestFormState = { step: 1, values: initialValues, errors: {}, token: '', status: 'editing' };
  const [state, formAction] = useActionState(requestFormAction, initialState);
  const [values, setValues] = useState(state.values);
  const [step, setStep] = useState(state.step);
  const [errors, setErrors] = useState<FieldErrors>(state.errors);
  const [token, setToken] = useState(state.token);
  const [message, setMessage] = useState(state.status === 'error' ? state.message : undefined);
  const [fitHint, setFitHint] = useState(state.packageHint);
  const [hydrated, setHydrated] = useState(false);
  const [sending, setSending] = useState(false);
  const [attempted, setAttempted] = useState(false);
  // Where the cursor goes after a step change or a failed check; the counter lets the same field be asked for again.
  const [focusRequest, setFocusRequest] = useState<{ field?: FieldName; n: number }>({ n: 0 });
  const focusField = (field: FieldName | undefined) => setFocusRequest(({ n }) => ({ field, n: n + 1 }));
  const sendingRef = useRef(false);
  const router = useRouter();
  const id = useId();
  const fieldId = (name: FieldName) => `${id}-${name}`;
  const errorId = (name: FieldName) => `${id}-${name}-error`;
  const datalistId = `${id}-staedte`;

  useEffect(() => {
    // A static page carries one token for everybody; each browser makes its own.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHydrated(true);
    setToken((current) => current || randomToken());
  }, []);

  const failed = (text: string) => {
    setMessage(text);
    toast.error(MESSAGES.failureTitle, { description: text });
  };

  /** With JavaScript the action is called directly, so a network failure becomes a toast, not an error page. */
  const send = async (formData: FormData) => {
    if (sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    setMessage(undefined);
    // An earlier failure toast would contradict the outcome of this attempt.
    toast.dismissAll();
    try {
      const answer = await requestFormAction(state, formData);
      if (answer.status === 'success') {
        toast.success(MESSAGES.successTitle, { description: MESSAGES.successText });
        if (answer.conversionKey) trackConversion(answer.conversionKey);
        setToken(answer.token);
        if (onSubmitted) onSubmitted({ cityName: answer.cityName ?? '' });
        else if (answer.thanksUrl) router.push(answer.thanksUrl);
      } else if (answer.status === 'error') {
        failed(answer.message ?? MESSAGES.failureText);
      } else {
        setErrors(answer.errors);
        setStep(answer.step);
        focusField(firstErrorField(answer.errors));
      }
    } catch {
      failed(MESSAGES.failureText);
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  useEffect(() => {
    // The hint's words come with the schema, which a chosen package loads (the page's own script stays small).
    (values.package ? loadSchema() : Promise.resolve(undefined)).then((schema) => setFitHint(schema?.packageHint(values)), () => undefined);
  }, [values]);

  useEffect(() => {
    if (focusRequest.field) document.getElementById(fieldId(focusRequest.field))?.focus();
    // fieldId is stable for this component; focus only when a new request comes in
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  const update = (name: FieldName, value: string | boolean) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (attempted) {
      loadSchema().then(
        ({ stepErrors }) => setErrors(stepErrors(step, next)),
        () => undefined,
      );
    } else if (errors[name]) {
      setErrors((current) => ({ ...current, [name]: undefined }));
    }
    if (name === 'city' || name === 'customCity') {
      // Our city id; for a typed city the page's listener finds out whether we know it.
      const cityId = next.city === OTHER_CITY ? toCityId(next.customCity) : next.city;
      document.dispatchEvent(new CustomEvent(CITY_CHANGE_EVENT, { detail: cityId }));
    }
    if (name === 'city' && value === OTHER_CITY && window.innerWidth < MOBILE_BREAKPOINT) {
      setTimeout(() => document.getElementById(fieldId('customCity'))?.scrollIntoView({ behavior: 'smooth', block: 'center' }), MOBILE_SCROLL_DELAY_MS);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const intent = submitter?.value ?? (step === 1 ? 'next' : 'submit');
    const chosenId = intentPackageId(intent);
    const chosenPackage = packages.find((pkg) => pkg.id === chosenId);
    if (intent === 'back' || chosenPackage) {
      if (chosenPackage) {
        setValues((current) => ({ ...current, package: chosenPackage.id }));
        document.getElementById(REQUEST_FORM_ANCHOR)?.scrollIntoView({ behavior: 'smooth' });
      }
      setStep(1);
      setErrors({});
      setAttempted(false);
      focusField(chosenPackage ? 'package' : 'city');
      return;
    }
    const formData = new FormData(event.currentTarget);
    let found: FieldErrors;
    try {
      found = (await loadSchema()).stepErrors(intent === 'next' ? 1 : 2, values);
    } catch {
      // The schema chunk did not load: the network is gone, so sending would fail too.
      schemaModule = undefined;
      failed(MESSAGES.failureText);
      return;
    }
    if (Object.keys(found).length) {
      setErrors(found);
      setAttempted(true);
      if (hasStep1Error(found)) setStep(1);
      focusField(firstErrorField(found));
      return;
    }
    setErrors({});
    if (intent === 'next') {
      setStep(2);
      setAttempted(false);
      focusField('companyName');
      return;
    }
    formData.set('intent', 'submit');
    void send(formData);
  };

  const describedBy = (name: FieldName) => (errors[name] ? errorId(name) : undefined);
  /** Without JavaScript the server's answer is a new page: the autofocus attribute puts the cursor there. */
  const serverFocus = (name: FieldName) => !hydrated && state.focus === name;
  // The mark stands beside the label, not in it: the accessible name stays „Stadt“, `required` announces the rest.
  const requiredMark = (
    <span aria-hidden="true" className="ml-0.5 font-medium text-berry-700">
      *
    </span>
  );
  const fieldLabel = (name: FieldName, text: string, required: boolean) => (
    <>
      <label htmlFor={fieldId(name)} className="font-medium text-slate-800">
        {text}
      </label>
      {required && requiredMark}
    </>
  );
  const errorText = (name: FieldName) =>
    errors[name] ? (
      <p id={errorId(name)} className="mt-1 text-sm font-medium text-berry-700">
        {errors[name]}
      </p>
    ) : null;
  const textField = (
    name: Exclude<FieldName, 'privacy' | 'city' | 'package' | 'salutation'>,
    label: string,
    attrs: React.InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <div>
      {fieldLabel(name, label, attrs.required !== false)}
      <input
        id={fieldId(name)}
        name={name}
        value={values[name]}
        onChange={(e) => update(name, e.target.value)}
        required
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(name)}
        autoFocus={serverFocus(name)}
        className={inputClass}
        {...attrs}
      />
      {errorText(name)}
    </div>
  );
  /** A choice of the form, wired as textField wires an input; `options` are its options. */
  const selectField = (
    name: 'city' | 'package' | 'salutation',
    label: string,
    required: boolean,
    options: React.ReactNode,
    attrs: React.SelectHTMLAttributes<HTMLSelectElement> = {},
    after?: React.ReactNode,
  ) => (
    <div>
      {fieldLabel(name, label, required)}
      <select
        id={fieldId(name)}
        name={name}
        value={values[name]}
        onChange={(e) => update(name, e.target.value)}
        required={required || undefined}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(name)}
        autoFocus={serverFocus(name)}
        className={inputClass}
        {...attrs}
      >
        {options}
      </select>
      {errorText(name)}
      {after}
    </div>
  );
  const hidden = (names: readonly FieldName[]) =>
    names.map((name) =>
      name === 'privacy' ? (values.privacy ? <input key={name} type="hidden" name="privacy" value="on" /> : null) : (
        <input key={name} type="hidden" name={name} value={values[name]} />
      ),
    );
  const customCityField = (label: string, required: boolean) =>
    textField('customCity', label, { type: 'text', list: datalistId, autoComplete: 'address-level2', placeholder: 'z. B. Essen oder Gießen', required });

  const cityLabel = values.city === OTHER_CITY ? values.customCity.trim() : (featuredCities.find((city) => city.id === values.city)?.name ?? values.city);
  const chosenPackageName = packages.find((pkg) => pkg.id === values.package)?.name ?? 'noch offen';
  const fitHintId = `${id}-package-fit`;
  const fitHintText = fitHint && (
    <p id={fitHintId} className="mt-2 rounded-lg bg-gold-100 px-3 py-2 text-sm text-slate-900">
      {fitHint}
    </p>
  );

  return (
    <form
      id={REQUEST_FORM_ID}
      action={formAction}
      onSubmit={onSubmit}
      onFocus={() => void loadSchema().catch(() => undefined)}
      noValidate
      className="mt-4 space-y-4"
      aria-describedby={`${id}-step`}
    >
      <p id={`${id}-step`} aria-live="polite" className="text-sm font-semibold text-gold-600">
        Schritt {step} von 2: {step === 1 ? 'Ort und Teilnehmerzahl' : 'Ihre Kontaktdaten'}
      </p>
      <p className="text-xs text-slate-600">
        <span aria-hidden="true" className="text-berry-700">*</span> Pflichtfeld
      </p>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="sourcePage" value={sourcePage} />
      <input type="hidden" name="js" value={hydrated ? '1' : ''} />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website (bitte leer lassen)</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      {message && (
        <p role="alert" className="rounded-lg bg-berry-600/10 p-3 text-sm font-medium text-berry-700">
          {message}
        </p>
      )}

      {step === 1 ? (
        <>
          {selectField(
            'city',
            'Stadt',
            true,
            <>
              <option value="">Bitte wählen …</option>
              {featuredCities.map((city) => (
                <option key={city.id} value={city.id}>
                  {city.name}
                </option>
              ))}
              <option value={OTHER_CITY}>{OTHER_CITY_LABEL}</option>
            </>,
            { autoComplete: 'address-level2' },
          )}
          {values.city === OTHER_CITY
            ? customCityField('Ihre Stadt', true)
            : // Without JavaScript the select cannot reveal the field, so it is always there; <noscript> keeps it
              // out of the JavaScript page, where it would show and vanish again (a layout shift).
              !hydrated && <noscript>{customCityField('Andere Stadt (falls nicht in der Liste)', false)}</noscript>}
          <datalist id={datalistId}>
            {otherCityNames.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          {textField('participantCount', 'Teilnehmerzahl', { type: 'text', inputMode: 'numeric', autoComplete: 'off', placeholder: 'z. B. 60' })}
          {selectField(
            'package',
            'Paket',
            false,
            <>
              <option value="">{NO_PACKAGE_LABEL}</option>
              {packages.map((pkg) => (
                <option key={pkg.id} value={pkg.id}>
                  {pkg.name} – {pkg.price}
                </option>
              ))}
            </>,
            // Only a forged value makes the package an error, and then it names no package to hint at.
            { 'aria-describedby': fitHint ? fitHintId : describedBy('package') },
            <div aria-live="polite">{fitHintText}</div>,
          )}
          {hidden(STEP2_FIELDS)}
          <Button type="submit" name="intent" value="next" size="lg" className="w-full">
            Weiter
          </Button>
        </>
      ) : (
        <>
          {hidden(STEP1_FIELDS)}
          <p className="rounded-lg bg-pine-50 px-3 py-2 text-sm text-slate-700">
            {[cityLabel, `${values.participantCount} Teilnehmer`, `Paket: ${chosenPackageName}`].join(' · ')}
          </p>
          {fitHintText}
          {textField('companyName', 'Firmenname', { type: 'text', autoComplete: 'organization' })}
          {selectField(
            'salutation',
            'Anrede',
            false,
            SALUTATION_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            )),
            { autoComplete: 'honorific-prefix' },
          )}
          {textField('contactName', 'Ansprechpartner', { type: 'text', autoComplete: 'name' })}
          {textField('email', 'E-Mail-Adresse', { type: 'email', inputMode: 'email', autoComplete: 'email' })}
          {textField('phone', 'Telefonnummer', { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
          <div>
            <div className="flex gap-3">
              <input
                id={fieldId('privacy')}
                name="privacy"
                type="checkbox"
                checked={values.privacy}
                onChange={(e) => update('privacy', e.target.checked)}
                required
                aria-invalid={errors.privacy ? true : undefined}
                aria-describedby={describedBy('privacy')}
                autoFocus={serverFocus('privacy')}
                className="mt-1 size-5 shrink-0 accent-pine-700"
              />
              <label htmlFor={fieldId('privacy')} className="text-sm text-slate-700">
                Ich habe die{' '}
                <a href={privacyUrl} target="_blank" rel="noopener noreferrer" className="font-medium text-pine-700 underline">
                  Datenschutzerklärung
                </a>{' '}
                gelesen und bin einverstanden, dass meine Angaben gespeichert und zur Einholung von Angeboten an passende Locations weitergegeben werden.
              </label>
              {requiredMark}
            </div>
            {errorText('privacy')}
          </div>
          {/* Both keep their text on one line; on a narrow phone the send button takes a line of its own. */}
          <div className="flex flex-row-reverse flex-wrap gap-3">
            <Button type="submit" name="intent" value="submit" size="lg" className="flex-[1_0_auto] whitespace-nowrap" disabled={sending}>
              {sending ? 'Wird gesendet...' : 'Anfrage senden'}
            </Button>
            <Button type="submit" name="intent" value="back" variant="outline" size="lg" className="flex-[1_0_auto] whitespace-nowrap" disabled={sending}>
              Zurück
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
