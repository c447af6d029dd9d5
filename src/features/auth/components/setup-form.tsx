'use client';

import Link from 'next/link';
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/form-field';
import { type SetupState, setupFirstAdmin } from '../actions';

/** Works without JavaScript too: a plain form posting to the server action. */
export function SetupForm({ token }: { token: string }) {
  const [state, action, pending] = useActionState(setupFirstAdmin, { done: false } satisfies SetupState);
  if (state.done) {
    return (
      <p role="status" className="mt-6 text-slate-800">
        {state.message}{' '}
        <Link href="/auth" className="font-medium text-pine-700 underline">
          Sign in
        </Link>
        .
      </p>
    );
  }
  return (
    <form action={action} noValidate className="mt-6 space-y-4">
      <input type="hidden" name="token" value={token} />
      {state.message && (
        <p role="alert" className="text-sm font-medium text-berry-700">
          {state.message}
        </p>
      )}
      <Input id="setup-email" name="email" type="email" label="Email" autoComplete="email" required error={state.errors?.email} />
      <Input id="setup-password" name="password" type="password" label="Password" autoComplete="new-password" minLength={6} required error={state.errors?.password} />
      <Button type="submit" className="w-full" disabled={pending}>
        Create admin account
      </Button>
    </form>
  );
}
