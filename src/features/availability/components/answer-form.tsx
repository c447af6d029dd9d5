'use client';

import { useActionState, useId } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { Input, Select, Textarea } from '@/components/ui/form-field';
import type { DateAnswerState } from '@/db/schema';
import { answerInviteAction } from '../actions';
import { type InviteFormState, LINE_TEXT_MAX, lineRows, NOTE_MAX, PRICE_NOTE_MAX, type Values } from '../form-state';
import { INVITE_TEXTS } from '../texts';
import { PageFields } from './decline-form';

const STATES: readonly DateAnswerState[] = ['available', 'option', 'unavailable'];
const VAT_RATES = ['19', '7', '0'] as const;

type Errors = InviteFormState['errors'];

export interface AnswerFormProps {
  token: string;
  /** The answer's revision the page shows: a save names it, so of two sent at once the second is refused. */
  revision: number;
  /** The ask's date options as the page writes them, with their day (the last day an option may run). */
  dates: readonly { text: string; day: string }[];
  /** Today in Berlin: the first day an option may run to. */
  today: string;
  initial: InviteFormState;
  /** Answered before: the button changes the answer. */
  answered: boolean;
}

/** One date option: free, held as an option until a day, or taken. */
function DateChoice({ index, date, today, values, errors, field }: { index: number; date: AnswerFormProps['dates'][number]; today: string; values: Values; errors: Errors; field: (name: string) => string }) {
  const name = `dates.${index}.state`;
  const until = `dates.${index}.optionUntil`;
  const error = errors[name];
  const errorId = `${field(name)}-error`;
  return (
    <fieldset className="min-w-0 rounded-xl bg-white p-4 ring-1 ring-slate-200" aria-describedby={error ? errorId : undefined}>
      <legend className="px-1 font-semibold break-words text-pine-900">{INVITE_TEXTS.dateLegend(index, date.text)}</legend>
      <div className="mt-2 space-y-2">
        {STATES.map((state) => (
          <div key={state} className="rounded-lg border border-slate-300 p-3 has-[:checked]:border-pine-700 has-[:checked]:bg-pine-50">
            <label className="flex items-center gap-3 text-slate-900">
              <input type="radio" name={name} value={state} defaultChecked={values[name] === state} className="size-5 shrink-0 accent-pine-700" />
              <span>{INVITE_TEXTS.states[state]}</span>
            </label>
            {state === 'option' && (
              <div className="mt-3 pl-8">
                <Input id={field(until)} name={until} type="date" label={INVITE_TEXTS.optionUntil} hint={INVITE_TEXTS.optionHint} min={today} max={date.day} defaultValue={values[until]} error={errors[until]} className="max-w-56" />
              </div>
            )}
          </div>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-2 text-sm font-medium text-berry-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** One price line: what, how it is charged, the net amount and its VAT; the fields stack on a phone. */
function PriceRow({ index, values, errors, field }: { index: number; values: Values; errors: Errors; field: (name: string) => string }) {
  const name = (part: string) => `lines.${index}.${part}`;
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-[1fr_9rem_8rem_6rem]">
      <legend className="px-1 text-sm font-semibold text-slate-800">{INVITE_TEXTS.lineLegend(index)}</legend>
      <Input id={field(name('text'))} name={name('text')} label={INVITE_TEXTS.lineText} maxLength={LINE_TEXT_MAX} defaultValue={values[name('text')]} error={errors[name('text')]} />
      <Select id={field(name('basis'))} name={name('basis')} label={INVITE_TEXTS.lineBasis} defaultValue={values[name('basis')] || 'per_person'} error={errors[name('basis')]}>
        <option value="per_person">{INVITE_TEXTS.basis.per_person}</option>
        <option value="flat">{INVITE_TEXTS.basis.flat}</option>
      </Select>
      <Input id={field(name('unitNet'))} name={name('unitNet')} label={INVITE_TEXTS.lineAmount} inputMode="decimal" autoComplete="off" defaultValue={values[name('unitNet')]} error={errors[name('unitNet')]} />
      <Select id={field(name('vatRate'))} name={name('vatRate')} label={INVITE_TEXTS.lineVat} defaultValue={values[name('vatRate')] || '19'} error={errors[name('vatRate')]}>
        {VAT_RATES.map((rate) => (
          <option key={rate} value={rate}>
            {rate} %
          </option>
        ))}
      </Select>
    </fieldset>
  );
}

/**
 * The venue's answer: for each date option whether it is free (or held until a day), its prices (the catalogue's
 * price blocks to start with, two spare rows) and a note. A plain form post when JavaScript is off; a refused post
 * comes back with everything typed and the errors beside their fields.
 */
export function AnswerForm({ token, revision, dates, today, initial, answered }: AnswerFormProps) {
  const [state, formAction, pending] = useActionState(answerInviteAction, initial);
  const id = useId();
  const field = (name: string) => `${id}-${name.replaceAll('.', '-')}`;
  const { values, errors } = state;
  const rows = lineRows(values);
  return (
    <form action={formAction} noValidate className="mt-4 space-y-6">
      <FormMessage message={state.message} />
      <PageFields token={token} revision={revision} />

      {dates.map((date, i) => (
        <DateChoice key={i} index={i} date={date} today={today} values={values} errors={errors} field={field} />
      ))}

      <fieldset className="min-w-0 space-y-4 rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <legend className="px-1 text-lg font-semibold text-pine-900">{INVITE_TEXTS.pricesTitle}</legend>
        <p className="text-sm text-slate-700">{INVITE_TEXTS.pricesIntro}</p>
        <p className="text-sm text-slate-700">{INVITE_TEXTS.lineClearHint}</p>
        {Array.from({ length: rows }, (_, j) => (
          <PriceRow key={j} index={j} values={values} errors={errors} field={field} />
        ))}
        <Textarea id={field('priceNote')} name="priceNote" label={INVITE_TEXTS.priceNote} hint={INVITE_TEXTS.priceNoteHint} rows={3} maxLength={PRICE_NOTE_MAX} defaultValue={values.priceNote} error={errors.priceNote} />
      </fieldset>

      <Textarea id={field('note')} name="note" label={INVITE_TEXTS.note} rows={4} maxLength={NOTE_MAX} defaultValue={values.note} error={errors.note} />

      <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto">
        {answered ? INVITE_TEXTS.change : INVITE_TEXTS.send}
      </Button>
    </form>
  );
}
