'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { TermsFormValues } from '@/features/venues/form-schema';
import { CancellationFields, MinimumSpendField, Section } from '@/features/venues/components/venue-form-parts';
import { saveVenueTermsAction } from '../actions';
import { OperatorVenueForm } from './operator-venue-form';
import { PROFILE_TEXTS } from '../texts';

/** The planner-facing terms (minimum spend, cancellation steps, guest drop): not public, saved at once. */
export function VenueTermsForm({ venueId, initial }: { venueId: string; initial: TermsFormValues }) {
  const t = useTranslations('venues.form');
  return (
    <OperatorVenueForm venueId={venueId} action={saveVenueTermsAction} initial={initial}>
      {({ values, errors }, pending) => (
        <>
          <Section title={PROFILE_TEXTS.termsTitle} hint={PROFILE_TEXTS.termsHint}>
            <MinimumSpendField value={values.minimumSpend} error={errors.minimumSpend} />
            <p className="text-sm text-slate-600">{t('cancellationHint')}</p>
            <CancellationFields values={values} errors={errors} />
          </Section>
          <Button type="submit" variant="outline" disabled={pending}>
            {PROFILE_TEXTS.termsButton}
          </Button>
        </>
      )}
    </OperatorVenueForm>
  );
}
