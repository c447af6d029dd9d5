'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { SalutationSelect } from '@/components/ui/salutation-select';
import { savePartnerContactAction } from '../actions';
import { CONTACT_FIELD_MAXIMA, type PartnerContactValues } from '../form-schema';
import type { PartnerContactState } from '../form-state';
import { CONTACT_TEXTS } from '../texts';

/** How our mails address the operator: salutation and name, a plain form post (useActionState), so it works without JavaScript too. */
export function PartnerContactForm({ initial }: { initial: PartnerContactValues }) {
  const [state, formAction, pending] = useActionState<PartnerContactState, FormData>(savePartnerContactAction, { values: initial, errors: {} });
  const { values, errors } = state;
  return (
    <section aria-labelledby="partner-contact" className="space-y-3">
      <h2 id="partner-contact" className="text-2xl font-bold text-pine-900">
        {CONTACT_TEXTS.title}
      </h2>
      <form action={formAction} noValidate className="space-y-4 rounded-xl bg-white p-5 ring-1 ring-slate-200">
        <p className="text-slate-700">{CONTACT_TEXTS.intro}</p>
        {state.saved && (
          <p role="status" className="rounded-lg bg-pine-50 p-3 font-medium text-pine-900 ring-1 ring-pine-200">
            {CONTACT_TEXTS.saved}
          </p>
        )}
        <FormMessage message={state.message} />
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <SalutationSelect id="partner-salutation" name="salutation" label={CONTACT_TEXTS.salutation} defaultValue={values.salutation} error={errors.salutation} />
          <Input id="partner-name" name="name" label={CONTACT_TEXTS.name} autoComplete="name" required maxLength={CONTACT_FIELD_MAXIMA.name} defaultValue={values.name} error={errors.name} />
        </div>
        <Button type="submit" disabled={pending}>
          {CONTACT_TEXTS.save}
        </Button>
      </form>
    </section>
  );
}
