'use client';

import { useActionState, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/form-field';
import { bookCallAction, moveCallAction } from '../actions';
import { EMPTY_BOOKING, NOTE_MAX_LENGTH, WISHED_DATE_FIELDS } from '../form-schema';
import type { CallBookingFormState, CallPageOrigin } from '../form-state';
import type { SlotDayView } from '../public-service';
import { CALL_TEXTS } from '../texts';
import { FormTop } from './form-top';

export interface SlotFormProps {
  token: string;
  origin: CallPageOrigin;
  days: SlotDayView[];
  /** 'book' asks for the wishes too; 'move' only for the new slot. */
  mode: 'book' | 'move';
  /** Today in Berlin: the wished dates' earliest value. */
  today: string;
}

/** The free slots by day (each day a disclosure, the first open) and, for a booking, the wishes; a plain form post without JavaScript. */
export function SlotForm({ token, origin, days, mode, today }: SlotFormProps) {
  const [state, formAction, pending] = useActionState<CallBookingFormState, FormData>(mode === 'move' ? moveCallAction : bookCallAction, { values: EMPTY_BOOKING, errors: {} });
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  const { values, errors } = state;
  const chosenDay = days.find((day) => day.slots.some((slot) => slot.value === values.slot))?.day ?? days[0]?.day;

  return (
    <form action={formAction} className="mt-6 space-y-6" noValidate>
      <FormTop message={state.message} token={token} origin={origin} />

      <fieldset aria-describedby={errors.slot ? `${field('slot')}-error` : `${field('slot')}-hint`}>
        <legend className="font-semibold text-slate-900">{CALL_TEXTS.slotsLegend}</legend>
        <p id={`${field('slot')}-hint`} className="mt-1 text-sm text-slate-600">
          {CALL_TEXTS.timeZoneHint}
        </p>
        {errors.slot && (
          <p id={`${field('slot')}-error`} className="mt-1 text-sm font-medium text-berry-700">
            {errors.slot}
          </p>
        )}
        <div className="mt-3 space-y-2">
          {days.map((day) => (
            <details key={day.day} open={day.day === chosenDay} className="group rounded-lg border border-slate-300 bg-white">
              <summary className="cursor-pointer list-none px-4 py-3 font-medium text-pine-900 marker:hidden focus-visible:outline-2 focus-visible:outline-pine-700">
                <span aria-hidden="true" className="mr-2 inline-block transition-transform group-open:rotate-90">
                  ›
                </span>
                {day.label}
                <span className="ml-2 text-sm font-normal text-slate-600">
                  ({day.slots.length} {day.slots.length === 1 ? 'freier Termin' : 'freie Termine'})
                </span>
              </summary>
              <fieldset className="grid grid-cols-3 gap-2 px-4 pb-4 sm:grid-cols-4 md:grid-cols-6">
                <legend className="sr-only">{day.label}</legend>
                {day.slots.map((slot) => (
                  <label
                    key={slot.value}
                    className="flex items-center justify-center gap-1.5 rounded-md border border-slate-300 px-1 py-2 text-sm has-[:checked]:border-pine-700 has-[:checked]:bg-pine-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-pine-700"
                  >
                    <input type="radio" name="slot" value={slot.value} defaultChecked={values.slot === slot.value} className="size-4 accent-pine-700" />
                    <span className="whitespace-nowrap">{slot.time}</span>
                  </label>
                ))}
              </fieldset>
            </details>
          ))}
        </div>
      </fieldset>

      {mode === 'book' && (
        <fieldset className="space-y-4">
          <legend className="font-semibold text-slate-900">{CALL_TEXTS.wishesLegend}</legend>
          <div className="grid gap-4 sm:grid-cols-3">
            {WISHED_DATE_FIELDS.map((name, i) => (
              <Input key={name} id={field(name)} name={name} type="date" min={today} label={CALL_TEXTS.wishedDate(i + 1)} defaultValue={values[name]} error={errors[name]} />
            ))}
          </div>
          <Input id={field('budget')} name="budget" inputMode="decimal" label={CALL_TEXTS.budget} hint={CALL_TEXTS.budgetHint} defaultValue={values.budget} error={errors.budget} className="max-w-40" />
          <Textarea id={field('note')} name="note" rows={3} maxLength={NOTE_MAX_LENGTH} label={CALL_TEXTS.note} hint={CALL_TEXTS.noteHint} defaultValue={values.note} error={errors.note} />
        </fieldset>
      )}

      <Button type="submit" disabled={pending}>
        {mode === 'move' ? CALL_TEXTS.moveSubmit : CALL_TEXTS.book}
      </Button>
    </form>
  );
}
