'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/form-field';
import { partnerPasswordAction } from '../actions';
import type { PartnerFormState } from '../form-state';
import { PARTNER_PASSWORD_MIN_LENGTH, PARTNER_TEXTS } from '../texts';
import { FormMessage } from '@/components/ui/form-message';

/** The new password, twice; the link's token rides along. After saving, the operator is signed in. */
export function PartnerPasswordForm({ token, email }: { token: string; email: string }) {
  const [state, formAction, pending] = useActionState<PartnerFormState, FormData>(partnerPasswordAction, {});
  return (
    <form action={formAction} noValidate className="space-y-4 rounded-xl bg-white p-5 ring-1 ring-slate-200">
      <FormMessage message={state.message} />
      <input type="hidden" name="token" value={token} />
      {/* For password managers: the account the new password belongs to. */}
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <Input
        id="partner-new-password"
        name="password"
        type="password"
        label="Neues Passwort"
        hint={`Mindestens ${PARTNER_PASSWORD_MIN_LENGTH} Zeichen.`}
        autoComplete="new-password"
        minLength={PARTNER_PASSWORD_MIN_LENGTH}
        required
        error={state.errors?.password}
      />
      <Input id="partner-repeat-password" name="repeat" type="password" label="Passwort wiederholen" autoComplete="new-password" required error={state.errors?.repeat} />
      <Button type="submit" disabled={pending}>
        {PARTNER_TEXTS.passwordButton}
      </Button>
    </form>
  );
}
