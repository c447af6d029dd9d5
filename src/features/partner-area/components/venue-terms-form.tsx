'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import type { TermsFormValues } from '@/features/venues/form-schema';
import { CancellationFields, MinimumSpendField, Section } from '@/features/venues/components/venue-form-parts';
import { saveVenueTermsAction } from '../actions';
import type { VenueTermsState } from '../form-state';
import { PROFILE_TEXTS } from '../texts';

/** The planner-facing terms (minimum spend, cancellation steps, guest drop): not public, saved at once. */
export function VenueTermsForm({ venueId, initial }: { venueId: string; initial: TermsFormValues }) {
  const [state, formAction, pending] = useActionState<VenueTermsState, FormData>(saveVenueTermsAction, { values: initial, errors: {} });
  const t = useTranslations('venues.form');
  const { values, errors } = state;
  return (
    <form action={formAction} noValidate className="space-y-6">
      <FormMessage message={state.message} />
      <input type="hidden" name="venueId" value={venueId} />
      <Section title={PROFILE_TEXTS.termsTitle} hint={PROFILE_TEXTS.termsHint}>
        <MinimumSpendField value={values.minimumSpend} error={errors.minimumSpend} />
        <p className="text-sm text-slate-600">{t('cancellationHint')}</p>
        <CancellationFields values={values} errors={errors} />
      </Section>
      <Button type="submit" variant="outline" disabled={pending}>
        {PROFILE_TEXTS.termsButton}
      </Button>
    </form>
  );
}
