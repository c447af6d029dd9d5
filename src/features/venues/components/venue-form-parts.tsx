'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Input, Select } from '@/components/ui/form-field';
import { VatOptions } from '@/components/ui/vat-options';
import { VENUE_TYPES, type VenueType } from '@/db/schema/venues';
import { MAX_TERMS, type PriceBlockValues, priceBlockSlots, rowSlots, type TermsFormValues, VENUE_FIELDS } from '../form-schema';

// The parts of a venue's form that the team's form (Venues tab) and the operator's (partner area) share: the same
// field names, the same rules (form-schema.ts readers), the same words (the catalogue's venues.form, which the
// partner area reads in German).

export const rowClass = 'grid gap-3 rounded-lg border border-slate-200 p-3';
export const rowLegendClass = 'px-1 text-sm font-semibold text-slate-800';

type Errors = Partial<Record<string, string>>;

/** A part of the form with its title and a hint. */
export function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-xl bg-white p-5 ring-1 ring-slate-200">
      <legend className="px-1 text-lg font-semibold text-pine-900">{title}</legend>
      {hint && <p className="text-sm text-slate-600">{hint}</p>}
      {children}
    </fieldset>
  );
}

/** A checkbox with its label beside it, a hint and its error below, tied together for assistive technology. */
export function Checkbox({ id, name, label, hint, error, defaultChecked }: { id: string; name: string; label: string; hint?: string; error?: string; defaultChecked: boolean }) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="flex items-center gap-2 font-medium text-slate-800">
        <input type="checkbox" id={id} name={name} defaultChecked={defaultChecked} aria-invalid={error ? true : undefined} aria-describedby={described} className="size-4" />
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-berry-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Seated and standing capacity. */
export function CapacityFields({ values, errors }: { values: { capacitySeated: string; capacityStanding: string }; errors: Errors }) {
  const t = useTranslations('venues.form');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Input id="venue-capacity-seated" label={t('capacitySeated')} error={errors.capacitySeated} name="capacitySeated" inputMode="numeric" defaultValue={values.capacitySeated} />
      <Input id="venue-capacity-standing" label={t('capacityStanding')} error={errors.capacityStanding} name="capacityStanding" inputMode="numeric" defaultValue={values.capacityStanding} />
    </div>
  );
}

/** The venue's types, one checkbox each. */
export function TypeChoice({ types, error }: { types: readonly VenueType[]; error?: string }) {
  const t = useTranslations('venues.form');
  const typeName = useTranslations('venues.types');
  return (
    <fieldset aria-describedby={error ? 'venue-types-error' : undefined}>
      <legend className="font-medium text-slate-800">{t('venueTypes')}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-3">
        {VENUE_TYPES.map((type) => (
          <label key={type} className="flex items-center gap-2 text-slate-800">
            <input type="checkbox" name={VENUE_FIELDS.type(type)} defaultChecked={types.includes(type)} aria-invalid={error ? true : undefined} className="size-4" />
            {typeName(type)}
          </label>
        ))}
      </div>
      {error && (
        <p id="venue-types-error" className="mt-1 text-sm font-medium text-berry-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The price blocks' rows: the venue's, however many, and two empty ones. */
export function PriceBlockFields({ blocks, errors }: { blocks: readonly PriceBlockValues[]; errors: Errors }) {
  const t = useTranslations('venues.form');
  return Array.from({ length: priceBlockSlots(blocks.length) }, (_, i) => {
    const block = blocks[i] ?? { text: '', basis: 'flat', price: '', vat: '19' };
    return (
      <fieldset key={i} className={`${rowClass} sm:grid-cols-[1fr_9rem_9rem_6rem]`}>
        <legend className={rowLegendClass}>{t('priceBlock', { number: i + 1 })}</legend>
        <Input id={`venue-block-text-${i}`} label={t('blockText')} error={errors[VENUE_FIELDS.blockText(i)]} name={VENUE_FIELDS.blockText(i)} defaultValue={block.text} maxLength={200} />
        <Select id={`venue-block-basis-${i}`} label={t('basis')} error={errors[VENUE_FIELDS.blockBasis(i)]} name={VENUE_FIELDS.blockBasis(i)} defaultValue={block.basis}>
          <option value="flat">{t('flat')}</option>
          <option value="per_person">{t('perPerson')}</option>
        </Select>
        <Input id={`venue-block-price-${i}`} label={t('netPrice')} error={errors[VENUE_FIELDS.blockPrice(i)]} name={VENUE_FIELDS.blockPrice(i)} inputMode="decimal" defaultValue={block.price} />
        <Select id={`venue-block-vat-${i}`} label={t('vat')} error={errors[VENUE_FIELDS.blockVat(i)]} name={VENUE_FIELDS.blockVat(i)} defaultValue={block.vat}>
          <VatOptions />
        </Select>
      </fieldset>
    );
  });
}

/** The least the company spends, gross. */
export function MinimumSpendField({ value, error }: { value: string; error?: string }) {
  const t = useTranslations('venues.form');
  return <Input id="venue-minimum-spend" label={t('minimumSpend')} hint={t('minimumSpendHint')} error={error} name="minimumSpend" inputMode="decimal" defaultValue={value} />;
}

/** The cancellation steps' rows and how far the guest count may drop. */
export function CancellationFields({ values, errors }: { values: TermsFormValues; errors: Errors }) {
  const t = useTranslations('venues.form');
  return (
    <>
      {Array.from({ length: rowSlots(values.terms.length, MAX_TERMS) }, (_, i) => {
        const term = values.terms[i] ?? { daysBefore: '', percent: '' };
        return (
          <fieldset key={i} className={`${rowClass} sm:grid-cols-2`}>
            <legend className={rowLegendClass}>{t('cancellationStep', { number: i + 1 })}</legend>
            <Input id={`venue-term-days-${i}`} label={t('daysBefore')} error={errors[VENUE_FIELDS.termDays(i)]} name={VENUE_FIELDS.termDays(i)} inputMode="numeric" defaultValue={term.daysBefore} />
            <Input id={`venue-term-percent-${i}`} label={t('percentDue')} error={errors[VENUE_FIELDS.termPercent(i)]} name={VENUE_FIELDS.termPercent(i)} inputMode="numeric" defaultValue={term.percent} />
          </fieldset>
        );
      })}
      <fieldset className={`${rowClass} sm:grid-cols-3`}>
        <legend className={rowLegendClass}>{t('guestDrop')}</legend>
        <Select id="venue-drop-kind" label={t('dropBy')} error={errors.dropKind} name="dropKind" defaultValue={values.dropKind}>
          <option value="percent">{t('percent')}</option>
          <option value="count">{t('guestCount')}</option>
        </Select>
        <Input id="venue-drop-amount" label={t('dropAmount')} error={errors.dropAmount} name="dropAmount" inputMode="numeric" defaultValue={values.dropAmount} />
        <Input id="venue-drop-until" label={t('dropUntil')} error={errors.dropUntilDays} name="dropUntilDays" inputMode="numeric" defaultValue={values.dropUntilDays} />
      </fieldset>
    </>
  );
}
