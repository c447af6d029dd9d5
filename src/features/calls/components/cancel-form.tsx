'use client';

import { useActionState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { cancelCallAction } from '../actions';
import type { CallPageOrigin } from '../form-state';
import { CALL_TEXTS } from '../texts';
import { FormTop } from './form-top';

/** "Möchten Sie das Telefonat wirklich absagen?": a second step, so a stray click cancels nothing. */
export function CancelForm({ token, origin, keepHref }: { token: string; origin: CallPageOrigin; keepHref: string }) {
  const [state, formAction, pending] = useActionState(cancelCallAction, {});
  return (
    <form action={formAction} className="mt-6 space-y-4">
      <FormTop message={state.message} token={token} origin={origin} />
      <p className="font-medium text-slate-900">{CALL_TEXTS.cancelQuestion}</p>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={pending}>
          {CALL_TEXTS.cancelConfirm}
        </Button>
        <a href={keepHref} className={buttonClasses('outline')}>
          {CALL_TEXTS.keepTime}
        </a>
      </div>
    </form>
  );
}
