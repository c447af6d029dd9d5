'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { partnerForgotAction } from '../actions';
import type { PartnerFormState } from '../form-state';
import { PARTNER_TEXTS } from '../texts';

/** A new password link by mail (Better Auth's reset, leading back to the partner area's password page). */
export function PartnerForgotForm() {
  const [state, formAction, pending] = useActionState<PartnerFormState, FormData>(partnerForgotAction, {});
  return (
    <details className="rounded-xl bg-white p-5 ring-1 ring-slate-200" open={Boolean(state.sent || state.message)}>
      <summary className="cursor-pointer font-medium text-pine-900">{PARTNER_TEXTS.forgotTitle}</summary>
      <form action={formAction} className="mt-4 space-y-4">
        <FormMessage message={state.message} />
        {state.sent && (
          <p role="status" className="rounded-lg bg-pine-50 p-3 text-pine-900 ring-1 ring-pine-200">
            {state.sent}
          </p>
        )}
        <Input id="partner-forgot-email" name="email" type="email" label="E-Mail-Adresse für den Link" autoComplete="username" required defaultValue={state.email} />
        <Button type="submit" variant="outline" disabled={pending}>
          {PARTNER_TEXTS.forgotButton}
        </Button>
      </form>
    </details>
  );
}
