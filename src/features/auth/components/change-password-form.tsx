'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { authClient, messageOf } from '../client';
import { changePasswordSchema } from '../form-schema';
import { MIN_PASSWORD_LENGTH } from '../texts';
import { useAccountForm } from '../use-account-form';

/** Changing the password ends every other session of the account. */
export function ChangePasswordForm() {
  const { errors, disabled, submitWith } = useAccountForm();
  const t = useTranslations('auth.account');
  const refused = useTranslations('auth.errors');
  const submit = submitWith(changePasswordSchema, async (data, form) => {
    const { error } = await authClient.changePassword({ ...data, revokeOtherSessions: true });
    if (error) return void toast.error(messageOf(error, refused));
    form.reset();
    toast.success(t('passwordChanged'));
  });
  return (
    <form onSubmit={submit} method="post" noValidate className="max-w-md space-y-4 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <Input id="current-password" name="currentPassword" type="password" label={t('currentPassword')} autoComplete="current-password" required error={errors.currentPassword} />
      <Input id="next-password" name="newPassword" type="password" label={t('newPassword')} autoComplete="new-password" minLength={MIN_PASSWORD_LENGTH} required error={errors.newPassword} />
      <Button type="submit" size="sm" variant="secondary" disabled={disabled}>
        {t('changePassword')}
      </Button>
    </form>
  );
}
