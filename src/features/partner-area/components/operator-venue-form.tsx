'use client';

import { type ReactNode, useActionState } from 'react';
import { FormMessage } from '@/components/ui/form-message';
import type { VenueFormState } from '../form-state';

/**
 * An operator's form of one of its venues: a plain post (it works without JavaScript) that shows what was typed again
 * after a refusal, with the outcome above the fields.
 */
export function OperatorVenueForm<Values>({ venueId, action, initial, children }: { venueId: string; action: (previous: VenueFormState<Values>, form: FormData) => Promise<VenueFormState<Values>>; initial: Values; children: (state: VenueFormState<Values>, pending: boolean) => ReactNode }) {
  const [state, formAction, pending] = useActionState(action, { values: initial, errors: {} });
  return (
    <form action={formAction} noValidate className="space-y-6">
      <FormMessage message={state.message} />
      <input type="hidden" name="venueId" value={venueId} />
      {children(state, pending)}
    </form>
  );
}
