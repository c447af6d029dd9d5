'use client';

import { useActionState, useId } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { confirmBookingAction } from '../actions';
import { inviteFormState } from '../form-state';
import { INVITE_TEXTS } from '../texts';
import { PageFields } from './decline-form';

/** „Buchung bestätigen“: once; a plain form post when JavaScript is off. */
export function ConfirmBookingForm({ token, revision }: { token: string; revision: number }) {
  const [state, formAction, pending] = useActionState(confirmBookingAction, inviteFormState());
  const id = useId();
  return (
    <form action={formAction} noValidate className="mt-4 space-y-4">
      <FormMessage message={state.message} />
      <PageFields token={token} revision={revision} />
      <p id={`${id}-hint`} className="text-slate-700">
        {INVITE_TEXTS.bookingConfirmHint}
      </p>
      <Button type="submit" size="lg" disabled={pending} aria-describedby={`${id}-hint`} className="w-full sm:w-auto">
        {INVITE_TEXTS.bookingConfirm}
      </Button>
    </form>
  );
}
