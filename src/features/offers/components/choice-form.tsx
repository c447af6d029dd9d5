'use client';

import { useActionState, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input, invalid, Textarea } from '@/components/ui/form-field';
import { chooseOptionAction } from '../actions';
import type { ChoiceFormState } from '../form-state';
import { CHOICE_FORM_TEXTS, PUBLIC_TEXTS } from '../texts';

export interface ChoiceFormProps {
  token: string;
  versionId: string;
  optionIndex: number;
  venueName: string;
  /** The option's dates, as the page writes them. */
  dates: readonly string[];
  /** For each date (same order): its short form and what cancelling costs once accepted today („ab sofort …, ab 04.12.2026 …“). */
  cancellation: readonly { day: string; text: string }[];
  /** The total for the offer's group („Gesamtbetrag für 80 Personen: … brutto.“) and who bills what of it, one sentence each. */
  total: { text: string; billing: readonly string[] };
  maxParticipants: number;
  termsPath: string;
  initial: ChoiceFormState;
  /** Accepted already: the form shows why nothing can be chosen (and the answer to a second attempt). */
  closed: boolean;
}

/** "Diese Location wählen": date, guests, billing address, terms; a plain form post when JavaScript is off. */
export function ChoiceForm({ token, versionId, optionIndex, venueName, dates, cancellation, total, maxParticipants, termsPath, initial, closed }: ChoiceFormProps) {
  const [state, formAction, pending] = useActionState(chooseOptionAction, initial);
  const [picked, setPicked] = useState<string>();
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  const { values, errors } = state;
  // The chosen date's costs; before a date is chosen (and without JavaScript), every date's, the dates that read alike together.
  const dateIndex = picked ?? values.dateIndex;
  const chosen = dateIndex ? cancellation[Number(dateIndex)] : undefined;
  const shown: { days: string[]; text: string }[] = [];
  for (const entry of chosen ? [chosen] : cancellation) {
    const same = shown.find((group) => group.text === entry.text);
    if (same) same.days.push(entry.day);
    else shown.push({ days: [entry.day], text: entry.text });
  }

  if (closed) {
    return (
      <p role="alert" className="mt-4 rounded-lg bg-berry-50 p-4 font-medium text-berry-800">
        {state.message ?? PUBLIC_TEXTS.alreadyAccepted}
      </p>
    );
  }

  return (
    <form action={formAction} className="mt-4 space-y-5" noValidate>
      {state.message && (
        <p role="alert" className="rounded-lg bg-berry-50 p-4 font-medium text-berry-800">
          {state.message}
        </p>
      )}
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="versionId" value={versionId} />
      <input type="hidden" name="optionIndex" value={optionIndex} />

      <fieldset aria-describedby={errors.dateIndex ? `${field('dateIndex')}-error` : undefined}>
        <legend className="font-medium text-slate-800">{CHOICE_FORM_TEXTS.dateLegend(venueName)}</legend>
        <div className="mt-2 space-y-2">
          {dates.map((date, i) => (
            <label key={i} className="flex items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 has-[:checked]:border-pine-700 has-[:checked]:bg-pine-50">
              <input type="radio" name="dateIndex" value={i} defaultChecked={values.dateIndex === String(i)} onChange={(event) => setPicked(event.target.value)} className="mt-1 size-4 accent-pine-700" />
              <span>{date}</span>
            </label>
          ))}
        </div>
        {errors.dateIndex && (
          <p id={`${field('dateIndex')}-error`} className="mt-1 text-sm font-medium text-berry-700">
            {errors.dateIndex}
          </p>
        )}
      </fieldset>

      <Input
        id={field('participantCount')}
        name="participantCount"
        label={CHOICE_FORM_TEXTS.participantCount}
        inputMode="numeric"
        defaultValue={values.participantCount}
        hint={CHOICE_FORM_TEXTS.participantHint(maxParticipants)}
        error={errors.participantCount}
        className="max-w-40"
      />

      <fieldset className="space-y-4">
        <legend className="font-medium text-slate-800">{CHOICE_FORM_TEXTS.billingAddress}</legend>
        <Input id={field('company')} name="company" label={CHOICE_FORM_TEXTS.company} autoComplete="organization" defaultValue={values.company} error={errors.company} />
        <Input id={field('street')} name="street" label={CHOICE_FORM_TEXTS.street} autoComplete="street-address" defaultValue={values.street} error={errors.street} />
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <Input id={field('postalCode')} name="postalCode" label={CHOICE_FORM_TEXTS.postalCode} inputMode="numeric" autoComplete="postal-code" maxLength={5} defaultValue={values.postalCode} error={errors.postalCode} />
          <Input id={field('city')} name="city" label={CHOICE_FORM_TEXTS.city} autoComplete="address-level2" defaultValue={values.city} error={errors.city} />
        </div>
        <Input id={field('purchaseOrder')} name="purchaseOrder" label={CHOICE_FORM_TEXTS.purchaseOrder} defaultValue={values.purchaseOrder} error={errors.purchaseOrder} />
      </fieldset>

      <Textarea id={field('message')} name="message" label={CHOICE_FORM_TEXTS.message} rows={3} maxLength={2000} defaultValue={values.message} error={errors.message} />

      <div>
        <label className="flex items-start gap-3">
          <input type="checkbox" name="terms" defaultChecked={values.terms === 'on'} className="mt-1 size-4 accent-pine-700" {...invalid(field('terms'), errors.terms)} />
          <span>
            {CHOICE_FORM_TEXTS.termsBefore}{' '}
            <a href={termsPath} className="text-pine-700 underline hover:text-pine-900" target="_blank" rel="noopener">
              {CHOICE_FORM_TEXTS.termsLink}
              <span className="sr-only">{CHOICE_FORM_TEXTS.newTab}</span>
            </a>{' '}
            {CHOICE_FORM_TEXTS.termsAfter}
          </span>
        </label>
        {errors.terms && (
          <p id={`${field('terms')}-error`} className="mt-1 text-sm font-medium text-berry-700">
            {errors.terms}
          </p>
        )}
      </div>

      <div id={field('total')} className="space-y-1 text-sm text-slate-700">
        <p className="font-medium text-slate-900">{total.text}</p>
        {total.billing.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p>{CHOICE_FORM_TEXTS.totalHint}</p>
      </div>

      {shown.length === 1 ? (
        <p id={field('cancellation')} className="text-sm text-slate-700">
          {CHOICE_FORM_TEXTS.cancellation(shown[0].text)}
        </p>
      ) : (
        shown.length > 1 && (
          <div id={field('cancellation')} className="text-sm text-slate-700">
            <p>{CHOICE_FORM_TEXTS.cancellationByDate}</p>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {shown.map((group) => (
                <li key={group.text}>{CHOICE_FORM_TEXTS.cancellationOfDates(group.days, group.text)}</li>
              ))}
            </ul>
          </div>
        )
      )}

      <Button type="submit" disabled={pending} aria-describedby={[field('total'), ...(shown.length ? [field('cancellation')] : [])].join(' ')}>
        {PUBLIC_TEXTS.submitChoice}
      </Button>
    </form>
  );
}
