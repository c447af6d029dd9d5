'use client';

import { type FormEvent, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { useHydrated } from '@/components/ui/use-hydrated';
import { toast } from '@/components/ui/toast';
import { translateErrors } from '@/i18n/keys';
import { fieldErrorsOf } from '@/lib/validation';

/** What every account form (sign in, sign up, reset, change password) does around its one call to Better Auth. */
export function useAccountForm() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // Until the script runs, a submit would send the password in the address (GET): the forms post, and stay disabled.
  const hydrated = useHydrated();
  const t = useTranslations();

  /** A submit handler: validates the form, shows field errors (their keys in the reader's language), and runs `work` with the data while the buttons are disabled. */
  const submitWith =
    <T,>(schema: z.ZodType<T>, work: (data: T, form: HTMLFormElement) => Promise<void>) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const parsed = schema.safeParse(Object.fromEntries(new FormData(form)));
      setErrors(parsed.success ? {} : translateErrors(t, fieldErrorsOf(parsed.error)));
      if (!parsed.success) return;
      setBusy(true);
      // An earlier failure would contradict the outcome of this attempt.
      toast.dismissAll();
      work(parsed.data, form)
        .catch(() => toast.error(t('auth.errors.unexpected')))
        .finally(() => setBusy(false));
    };

  return { errors, setErrors, busy, disabled: busy || !hydrated, submitWith };
}
