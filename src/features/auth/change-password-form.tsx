'use client';

import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';
import { toast } from '@/components/ui/toast';
import { type Errors, readForm } from './auth-forms';
import { authClient, messageOf } from './client';
import { changePasswordSchema } from './credentials';
import { Field } from './field';
import { AUTH_TEXTS } from './texts';

/** Changing the password ends every other session of the account. */
export function ChangePasswordForm() {
  const [errors, setErrors] = useState<Errors>({});
  // Until the script runs, a submit would send the password in the address (GET): the forms post, and stay disabled.
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const data = readForm(event, changePasswordSchema, setErrors);
    if (!data) return;
    setBusy(true);
    try {
      const { error } = await authClient.changePassword({ ...data, revokeOtherSessions: true });
      if (error) return void toast.error(messageOf(error, AUTH_TEXTS.unexpected));
      form.reset();
      toast.success(AUTH_TEXTS.passwordChanged);
    } catch {
      toast.error(AUTH_TEXTS.unexpected);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} method="post" noValidate className="max-w-md space-y-4 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <Field id="current-password" name="currentPassword" type="password" label="Current password" autoComplete="current-password" required error={errors.currentPassword} />
      <Field id="next-password" name="newPassword" type="password" label="New password" autoComplete="new-password" minLength={6} required error={errors.newPassword} />
      <Button type="submit" size="sm" variant="secondary" disabled={busy || !hydrated}>
        Change password
      </Button>
    </form>
  );
}
