'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Tabs } from 'radix-ui';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { authClient, messageOf } from '../client';
import { resetRequestSchema, signInSchema, signUpSchema } from '../credentials';
import { ADMIN_PATH } from '../paths';
import { AUTH_TEXTS, MAX_NAME_LENGTH, PROFILE_TEXTS } from '../texts';
import { useAccountForm } from '../use-account-form';

const triggerClass =
  'flex-1 rounded-md px-3 py-2 text-sm font-semibold text-slate-700 data-[state=active]:bg-white data-[state=active]:text-pine-900 data-[state=active]:shadow-sm';

export function AuthForms() {
  const router = useRouter();
  const { errors, setErrors, busy, disabled, submitWith } = useAccountForm();
  const [forgotten, setForgotten] = useState(false);

  const signIn = submitWith(signInSchema, async (data) => {
    const { error } = await authClient.signIn.email(data);
    if (error) return void toast.error(messageOf(error, AUTH_TEXTS.unexpected));
    toast.success(AUTH_TEXTS.signedIn);
    router.push(ADMIN_PATH);
    router.refresh();
  });

  const signUp = submitWith(signUpSchema, async (data, form) => {
    const { error } = await authClient.signUp.email({ ...data, callbackURL: ADMIN_PATH });
    if (error) return void toast.error(messageOf(error, AUTH_TEXTS.unexpected));
    form.reset();
    toast.success(AUTH_TEXTS.checkEmail);
  });

  const requestReset = submitWith(resetRequestSchema, async (data) => {
    const { error } = await authClient.requestPasswordReset({ email: data.email, redirectTo: '/auth/reset-password' });
    if (error) return void toast.error(messageOf(error, AUTH_TEXTS.unexpected));
    toast.success(AUTH_TEXTS.resetSent);
    setForgotten(false);
  });

  return (
    <Tabs.Root defaultValue="sign-in" onValueChange={() => setErrors({})} className="mt-6">
      <noscript>
        <p className="mb-4 rounded-lg bg-gold-100 p-3 text-sm text-slate-900">Signing in needs JavaScript. Please enable it for this site.</p>
      </noscript>
      <Tabs.List aria-label="Account" className="flex gap-1 rounded-lg bg-slate-100 p-1">
        <Tabs.Trigger value="sign-in" className={triggerClass}>
          Sign In
        </Tabs.Trigger>
        <Tabs.Trigger value="sign-up" className={triggerClass}>
          Sign Up
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="sign-in" className="mt-6">
        {forgotten ? (
          <form onSubmit={requestReset} method="post" noValidate className="space-y-4">
            <p className="text-sm text-slate-700">Enter your email address. If an account exists for it, we send you a link to choose a new password.</p>
            <Input id="reset-email" name="email" type="email" label="Email" autoComplete="email" required error={errors.email} />
            <Button type="submit" className="w-full" disabled={disabled}>
              Send reset link
            </Button>
            <button type="button" className="text-sm font-medium text-pine-700 underline" onClick={() => setForgotten(false)}>
              Back to Sign In
            </button>
          </form>
        ) : (
          <form onSubmit={signIn} method="post" noValidate className="space-y-4">
            <Input id="sign-in-email" name="email" type="email" label="Email" autoComplete="email" required error={errors.email} />
            <Input id="sign-in-password" name="password" type="password" label="Password" autoComplete="current-password" required error={errors.password} />
            <Button type="submit" className="w-full" disabled={disabled}>
              {busy ? 'Signing in…' : 'Sign In'}
            </Button>
            <button type="button" className="text-sm font-medium text-pine-700 underline" onClick={() => setForgotten(true)}>
              Forgot password?
            </button>
          </form>
        )}
      </Tabs.Content>
      <Tabs.Content value="sign-up" className="mt-6">
        <form onSubmit={signUp} method="post" noValidate className="space-y-4">
          <Input id="sign-up-name" name="name" label={PROFILE_TEXTS.nameLabel} hint={PROFILE_TEXTS.nameHint} autoComplete="name" maxLength={MAX_NAME_LENGTH} required error={errors.name} />
          <Input id="sign-up-email" name="email" type="email" label="Email" autoComplete="email" required error={errors.email} />
          <Input id="sign-up-password" name="password" type="password" label="Password" autoComplete="new-password" minLength={6} required error={errors.password} />
          <p className="text-sm text-slate-600">At least 6 characters. After confirming your email, an administrator approves your account.</p>
          <Button type="submit" className="w-full" disabled={disabled}>
            {busy ? 'Signing up…' : 'Sign Up'}
          </Button>
        </form>
      </Tabs.Content>
    </Tabs.Root>
  );
}
