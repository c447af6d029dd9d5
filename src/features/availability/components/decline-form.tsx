'use client';

import { useActionState, useId } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { Textarea } from '@/components/ui/form-field';
import { declineBookingAction, declineInviteAction } from '../actions';
import { type InviteFormState, inviteFormState, REASON_MAX } from '../form-state';
import { INVITE_TEXTS } from '../texts';

type PageProps = { token: string; revision: number };

/** Which invitation the form is for, and the answer's revision the page showed. */
export function PageFields({ token, revision }: PageProps) {
  return (
    <>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="revision" value={revision} />
    </>
  );
}

type ReasonAction = (previous: InviteFormState, form: FormData) => Promise<InviteFormState>;

/** A refusal with its reason, required; a plain form post when JavaScript is off. */
function ReasonForm({ action, name, label, button, initial, ...page }: PageProps & { action: ReasonAction; name: string; label: string; button: string; initial: InviteFormState }) {
  const [state, formAction, pending] = useActionState(action, initial);
  const id = useId();
  return (
    <form action={formAction} noValidate className="mt-4 space-y-4">
      <FormMessage message={state.message} />
      <PageFields {...page} />
      <Textarea id={`${id}-${name}`} name={name} label={label} rows={3} maxLength={REASON_MAX} required defaultValue={state.values[name]} error={state.errors[name]} />
      <Button type="submit" variant="outline" disabled={pending} className="w-full sm:w-auto">
        {button}
      </Button>
    </form>
  );
}

/** „Anfrage ablehnen“ with the reason, in place of an answer. */
export function DeclineForm({ initial, ...page }: PageProps & { initial: InviteFormState }) {
  return <ReasonForm {...page} action={declineInviteAction} name="declineReason" label={INVITE_TEXTS.declineReason} button={INVITE_TEXTS.declineButton} initial={initial} />;
}

/** „Buchung ablehnen“ with the reason: once. */
export function DeclineBookingForm(page: PageProps) {
  return <ReasonForm {...page} action={declineBookingAction} name="bookingReason" label={INVITE_TEXTS.bookingDeclineReason} button={INVITE_TEXTS.bookingDecline} initial={inviteFormState()} />;
}
