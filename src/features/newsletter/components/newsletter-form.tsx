'use client';

import { startTransition, useActionState, useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { PRIVACY_PATH } from '@/lib/site';
import { newsletterSignupAction } from '../actions';
import { INITIAL_SIGNUP_STATE } from '../form-state';
import { CONSENT, SIGNUP_TEXTS } from '../texts';

/**
 * The sign-up form. Without JavaScript it posts to its server action and the answer is a new page: the
 * autofocus attributes put the cursor on the error or the confirmation, which also scrolls them into view.
 */
export function NewsletterForm() {
  const [state, formAction, pending] = useActionState(newsletterSignupAction, INITIAL_SIGNUP_STATE);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  /** The address as sent: a success empties the field only if it still holds that address. */
  const sent = useRef('');
  const failed = state.status === 'invalid' || state.status === 'error';
  const errorId = `${id}-error`;

  // With JavaScript the field stays mounted, so autofocus does not apply: back to the field to correct it.
  useEffect(() => {
    if (failed) input.current?.focus();
    if (state.status === 'success' && input.current?.value === sent.current) input.current.value = '';
  }, [state, failed]);

  return (
    <form
      action={formAction}
      // With JavaScript the action runs from here, so React does not reset the form once it finishes: a reset
      // that lands after the answer would wipe an address typed meanwhile.
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        sent.current = String(data.get('email') ?? '');
        startTransition(() => formAction(data));
      }}
      noValidate
      className="mt-6 space-y-4"
    >
      <div>
        <label htmlFor={`${id}-email`} className="font-medium text-slate-800">
          {SIGNUP_TEXTS.label}
        </label>
        <input
          ref={input}
          id={`${id}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={state.email}
          aria-invalid={state.status === 'invalid' ? true : undefined}
          aria-describedby={failed ? errorId : undefined}
          autoFocus={failed}
          className="mt-1 block w-full max-w-md rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-pine-600 aria-[invalid=true]:border-berry-600"
        />
        {failed && (
          <p id={errorId} className="mt-1 text-sm font-medium text-berry-700">
            {state.message}
          </p>
        )}
      </div>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website (bitte leer lassen)</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <p id={`${id}-consent`} className="max-w-2xl text-sm text-slate-700">
        {CONSENT.beforeLink}
        <a href={PRIVACY_PATH} target="_blank" rel="noopener noreferrer" className="font-medium text-pine-700 underline">
          {CONSENT.link}
          <span className="sr-only"> (öffnet in neuem Tab)</span>
        </a>
        {CONSENT.afterLink}
      </p>
      <Button type="submit" disabled={pending} aria-describedby={`${id}-consent`}>
        {pending ? SIGNUP_TEXTS.submitting : SIGNUP_TEXTS.submit}
      </Button>
      <div role="status" aria-live="polite">
        {state.status === 'success' && (
          <p tabIndex={-1} autoFocus className="rounded-lg bg-white p-3 font-medium text-pine-800 ring-1 ring-pine-200">
            {state.message}
          </p>
        )}
      </div>
    </form>
  );
}
