'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { authClient, messageOf } from '../client';
import { newPasswordSchema } from '../credentials';
import { AUTH_TEXTS } from '../texts';
import { useAccountForm } from '../use-account-form';

export function ResetPasswordForm({ token }: { token: string }) {
  const { errors, disabled, submitWith } = useAccountForm();
  const [done, setDone] = useState(false);

  const submit = submitWith(newPasswordSchema, async (data) => {
    const { error } = await authClient.resetPassword({ newPassword: data.password, token });
    if (error) toast.error(messageOf(error, AUTH_TEXTS.unexpected));
    else setDone(true);
  });

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
      <Input id="new-password" name="password" type="password" label="New password" autoComplete="new-password" minLength={6} required error={errors.password} />
      <Button type="submit" className="w-full" disabled={disabled}>
        Set new password
      </Button>
    </form>
  );
}
