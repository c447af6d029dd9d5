'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/form-field';
import type { AdContentValues } from '@/features/bookings/form-schema';
import { submitAdChangeAction } from '../actions';
import type { AdChangeState } from '../form-state';
import { PARTNER_TEXTS } from '../texts';
import { FormMessage } from '@/components/ui/form-message';

/** The ad's text, image and website, prefilled with the live version. */
export function AdChangeForm({ adId, initial }: { adId: string; initial: AdContentValues }) {
  const [state, formAction, pending] = useActionState<AdChangeState, FormData>(submitAdChangeAction, { values: initial, errors: {} });
  const { values, errors } = state;
  return (
    <form action={formAction} noValidate className="space-y-4 rounded-xl bg-white p-5 ring-1 ring-slate-200">
      {state.sent && (
        <p role="status" className="rounded-lg bg-pine-50 p-3 font-medium text-pine-900 ring-1 ring-pine-200">
          {PARTNER_TEXTS.editSent}
        </p>
      )}
      <FormMessage message={state.message} />
      <input type="hidden" name="adId" value={adId} />
      <Textarea id="ad-description" name="description" label="Beschreibung" rows={5} maxLength={600} required defaultValue={values.description} error={errors.description} />
      <Input id="ad-image" name="imageUrl" type="url" label="Bildadresse (optional)" defaultValue={values.imageUrl} error={errors.imageUrl} />
      <Input id="ad-website" name="websiteUrl" type="url" label="Website (optional)" defaultValue={values.websiteUrl} error={errors.websiteUrl} />
      <Button type="submit" disabled={pending}>
        {PARTNER_TEXTS.editButton}
      </Button>
    </form>
  );
}
