'use client';

import Link from 'next/link';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';
import { toast } from '@/components/ui/toast';
import { type Errors, readForm } from './auth-forms';
import { authClient, messageOf } from './client';
import { newPasswordSchema } from './credentials';
import { Field } from './field';
import { AUTH_TEXTS } from './texts';

export function ResetPasswordForm({ token }: { token: string }) {
  const [errors, setErrors] = useState<Errors>({});
  // Until the script runs, a submit would send the password in the address (GET): the forms post, and stay disabled.
  const hydrated = useHydrated();
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    const data = readForm(event, newPasswordSchema, setErrors);
    if (!data) return;
    setBusy(true);
    try {
      const { error } = await authClient.resetPassword({ newPassword: data.password, token });
      if (error) toast.error(messageOf(error, AUTH_TEXTS.unexpected));
      else setDone(true);
    } catch {
      toast.error(AUTH_TEXTS.unexpected);
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <p role="status" className="mt-6 text-slate-800">
        Your password has been changed and every session was signed out.{' '}
        <Link href="/auth" className="font-medium text-pine-700 underline">
          Sign in
        </Link>{' '}
        with the new password.
      </p>
    );
  }
  return (
    <form onSubmit={submit} method="post" noValidate className="mt-6 space-y-4">
      <Field id="new-password" name="password" type="password" label="New password" autoComplete="new-password" minLength={6} required error={errors.password} />
      <Button type="submit" className="w-full" disabled={busy || !hydrated}>
        Set new password
      </Button>
    </form>
  );
}
