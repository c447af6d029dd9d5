'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/form-field';
import { partnerSignInAction } from '../actions';
import type { PartnerFormState } from '../form-state';
import { PARTNER_TEXTS } from '../texts';
import { FormMessage } from '@/components/ui/form-message';

/** E-mail address and password; a plain form post, so it works without JavaScript too. */
export function PartnerSignInForm() {
  const [state, formAction, pending] = useActionState<PartnerFormState, FormData>(partnerSignInAction, {});
  return (
    <form action={formAction} className="space-y-4 rounded-xl bg-white p-5 ring-1 ring-slate-200">
      <FormMessage message={state.message} />
      <Input id="partner-email" name="email" type="email" label="E-Mail-Adresse" autoComplete="username" required defaultValue={state.email} />
      <Input id="partner-password" name="password" type="password" label="Passwort" autoComplete="current-password" required />
      <Button type="submit" disabled={pending}>
        {PARTNER_TEXTS.signInButton}
      </Button>
    </form>
  );
}
