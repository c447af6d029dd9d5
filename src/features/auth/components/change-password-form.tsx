'use client';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { authClient, messageOf } from '../client';
import { changePasswordSchema } from '../credentials';
import { AUTH_TEXTS } from '../texts';
import { useAccountForm } from '../use-account-form';

/** Changing the password ends every other session of the account. */
export function ChangePasswordForm() {
  const { errors, disabled, submitWith } = useAccountForm();
  const submit = submitWith(changePasswordSchema, async (data, form) => {
    const { error } = await authClient.changePassword({ ...data, revokeOtherSessions: true });
    if (error) return void toast.error(messageOf(error, AUTH_TEXTS.unexpected));
    form.reset();
    toast.success(AUTH_TEXTS.passwordChanged);
  });
  return (
    <form onSubmit={submit} method="post" noValidate className="max-w-md space-y-4 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <Input id="current-password" name="currentPassword" type="password" label="Current password" autoComplete="current-password" required error={errors.currentPassword} />
      <Input id="next-password" name="newPassword" type="password" label="New password" autoComplete="new-password" minLength={6} required error={errors.newPassword} />
      <Button type="submit" size="sm" variant="secondary" disabled={disabled}>
        Change password
      </Button>
    </form>
  );
}
