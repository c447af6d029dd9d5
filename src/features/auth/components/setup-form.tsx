'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/form-field';
import type { SetupState } from '../first-admin';
import { MAX_NAME_LENGTH, MIN_PASSWORD_LENGTH } from '../texts';
import { signInLink } from './sign-in-link';

/**
 * Works without JavaScript too: a plain form posting to the server action, which the page passes in (it adds what
 * later features do with the first admin).
 */
export function SetupForm({ token, action: setup }: { token: string; action: (previous: SetupState, form: FormData) => Promise<SetupState> }) {
  const [state, action, pending] = useActionState(setup, { done: false } satisfies SetupState);
  const t = useTranslations('auth.setup');
  const profile = useTranslations('auth.profile');
  if (state.done) {
    return (
      <p role="status" className="mt-6 text-slate-800">
        {state.message} {signInLink(t('signIn'))}.
      </p>
    );
  }
  const values = state.values;
  return (
    <form action={action} noValidate className="mt-6 space-y-4">
      <input type="hidden" name="token" value={token} />
      {state.message && (
        <p role="alert" className="text-sm font-medium text-berry-700">
          {state.message}
        </p>
      )}
      <Input id="setup-name" name="name" label={profile('nameLabel')} hint={profile('nameHint')} autoComplete="name" maxLength={MAX_NAME_LENGTH} required defaultValue={values?.name} error={state.errors?.name} />
      <Input id="setup-email" name="email" type="email" label={t('email')} autoComplete="email" required defaultValue={values?.email} error={state.errors?.email} />
      <Input id="setup-password" name="password" type="password" label={t('password')} autoComplete="new-password" minLength={MIN_PASSWORD_LENGTH} required error={state.errors?.password} />
      <Input id="setup-phone" name="phone" type="tel" label={profile('phoneLabel')} autoComplete="tel" defaultValue={values?.phone} error={state.errors?.phone} />
      <Input id="setup-job-title" name="jobTitle" label={profile('jobTitleLabel')} autoComplete="organization-title" defaultValue={values?.jobTitle} error={state.errors?.jobTitle} />
      <Button type="submit" className="w-full" disabled={pending}>
        {t('submit')}
      </Button>
    </form>
  );
}
