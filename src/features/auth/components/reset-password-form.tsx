'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { authClient, messageOf } from '../client';
import { newPasswordSchema } from '../form-schema';
import { MIN_PASSWORD_LENGTH } from '../texts';
import { useAccountForm } from '../use-account-form';
import { signInLink } from './sign-in-link';

export function ResetPasswordForm({ token }: { token: string }) {
  const { errors, disabled, submitWith } = useAccountForm();
  const [done, setDone] = useState(false);
  const t = useTranslations('auth.resetPassword');
  const refused = useTranslations('auth.errors');

  const submit = submitWith(newPasswordSchema, async (data) => {
    const { error } = await authClient.resetPassword({ newPassword: data.password, token });
    if (error) toast.error(messageOf(error, refused));
    else setDone(true);
  });

  if (done) {
    return (
      <p role="status" className="mt-6 text-slate-800">
        {t.rich('done', { link: signInLink })}
      </p>
    );
  }
  return (
    <form onSubmit={submit} method="post" noValidate className="mt-6 space-y-4">
      <Input id="new-password" name="password" type="password" label={t('newPassword')} autoComplete="new-password" minLength={MIN_PASSWORD_LENGTH} required error={errors.password} />
      <Button type="submit" className="w-full" disabled={disabled}>
        {t('submit')}
      </Button>
    </form>
  );
}
