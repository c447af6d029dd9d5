'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Tabs } from 'radix-ui';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { authClient, messageOf } from '../client';
import { resetRequestSchema, signInSchema, signUpSchema } from '../form-schema';
import { ADMIN_PATH } from '../paths';
import { MAX_NAME_LENGTH, MIN_PASSWORD_LENGTH } from '../texts';
import { useAccountForm } from '../use-account-form';

const triggerClass =
  'flex-1 rounded-md px-3 py-2 text-sm font-semibold text-slate-700 data-[state=active]:bg-white data-[state=active]:text-pine-900 data-[state=active]:shadow-sm';

export function AuthForms() {
  const router = useRouter();
  const { errors, setErrors, busy, disabled, submitWith } = useAccountForm();
  const [forgotten, setForgotten] = useState(false);
  const t = useTranslations('auth.signIn');
  const profile = useTranslations('auth.profile');
  const refused = useTranslations('auth.errors');

  const signIn = submitWith(signInSchema, async (data) => {
    const { error } = await authClient.signIn.email(data);
    if (error) return void toast.error(messageOf(error, refused));
    toast.success(t('signedIn'));
    router.push(ADMIN_PATH);
    router.refresh();
  });

  const signUp = submitWith(signUpSchema, async (data, form) => {
    const { error } = await authClient.signUp.email({ ...data, callbackURL: ADMIN_PATH });
    if (error) return void toast.error(messageOf(error, refused));
    form.reset();
    toast.success(t('checkEmail'));
  });

  const requestReset = submitWith(resetRequestSchema, async (data) => {
    const { error } = await authClient.requestPasswordReset({ email: data.email, redirectTo: '/auth/reset-password' });
    if (error) return void toast.error(messageOf(error, refused));
    toast.success(t('resetSent'));
    setForgotten(false);
  });

  return (
    <Tabs.Root defaultValue="sign-in" onValueChange={() => setErrors({})} className="mt-6">
      <noscript>
        <p className="mb-4 rounded-lg bg-gold-100 p-3 text-sm text-slate-900">{t('needsJavaScript')}</p>
      </noscript>
      <Tabs.List aria-label={t('tabsLabel')} className="flex gap-1 rounded-lg bg-slate-100 p-1">
        <Tabs.Trigger value="sign-in" className={triggerClass}>
          {t('signIn')}
        </Tabs.Trigger>
        <Tabs.Trigger value="sign-up" className={triggerClass}>
          {t('signUp')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="sign-in" className="mt-6">
        {forgotten ? (
          <form onSubmit={requestReset} method="post" noValidate className="space-y-4">
            <p className="text-sm text-slate-700">{t('resetIntro')}</p>
            <Input id="reset-email" name="email" type="email" label={t('email')} autoComplete="email" required error={errors.email} />
            <Button type="submit" className="w-full" disabled={disabled}>
              {t('sendResetLink')}
            </Button>
            <button type="button" className="text-sm font-medium text-pine-700 underline" onClick={() => setForgotten(false)}>
              {t('backToSignIn')}
            </button>
          </form>
        ) : (
          <form onSubmit={signIn} method="post" noValidate className="space-y-4">
            <Input id="sign-in-email" name="email" type="email" label={t('email')} autoComplete="email" required error={errors.email} />
            <Input id="sign-in-password" name="password" type="password" label={t('password')} autoComplete="current-password" required error={errors.password} />
            <Button type="submit" className="w-full" disabled={disabled}>
              {busy ? t('signingIn') : t('signIn')}
            </Button>
            <button type="button" className="text-sm font-medium text-pine-700 underline" onClick={() => setForgotten(true)}>
              {t('forgotPassword')}
            </button>
          </form>
        )}
      </Tabs.Content>
      <Tabs.Content value="sign-up" className="mt-6">
        <form onSubmit={signUp} method="post" noValidate className="space-y-4">
          <Input id="sign-up-name" name="name" label={profile('nameLabel')} hint={profile('nameHint')} autoComplete="name" maxLength={MAX_NAME_LENGTH} required error={errors.name} />
          <Input id="sign-up-email" name="email" type="email" label={t('email')} autoComplete="email" required error={errors.email} />
          <Input id="sign-up-password" name="password" type="password" label={t('password')} autoComplete="new-password" minLength={MIN_PASSWORD_LENGTH} required error={errors.password} />
          <p className="text-sm text-slate-600">{t('signUpHint')}</p>
          <Button type="submit" className="w-full" disabled={disabled}>
            {busy ? t('signingUp') : t('signUp')}
          </Button>
        </form>
      </Tabs.Content>
    </Tabs.Root>
  );
}
