'use client';

import { type FormEvent, startTransition, useActionState, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { toast } from '@/components/ui/toast';
import { translateErrors } from '@/i18n/keys';
import { fieldErrorsOf } from '@/lib/validation';
import type { FormState } from './form-state';

export type AdminFormAction<Values> = (previous: FormState<Values>, form: FormData) => Promise<FormState<Values>>;

const NO_ERRORS: Record<string, string> = {};

/**
 * What every admin form screen does around its server action (made with adminFormAction). The form posts to the
 * action, so it also works without JavaScript; with JavaScript `schema` checks the fields first (and
 * `invalidMessage` words the toast for them), a failed save keeps every input and says why in a toast, the first
 * invalid field gets the focus, and a form that stays on its screen is reset after a save.
 */
export function useAdminForm<Values>(
  action: AdminFormAction<Values>,
  initial: Values,
  { schema, invalidMessage }: { schema?: z.ZodType; invalidMessage?: (fieldErrors: Record<string, string>) => string } = {},
) {
  const [state, dispatch, saving] = useActionState(action, { values: initial });
  const [checked, setChecked] = useState<Record<string, string> | null>(null);
  const [submitted, setSubmitted] = useState<FormData>();
  const errors = checked ?? state.fieldErrors ?? NO_ERRORS;
  const form = useRef<HTMLFormElement>(null);
  const t = useTranslations();

  useEffect(() => {
    if (state.message) toast.error(state.message);
    if (state.saved) {
      toast.success(state.saved);
      form.current?.reset();
    }
  }, [state]);
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  // Dispatching by hand instead of letting React run the form's action keeps the inputs: React resets a form after its action.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    // An earlier failure would contradict the outcome of this attempt.
    toast.dismissAll();
    const parsed = schema?.safeParse(Object.fromEntries(data));
    if (parsed && !parsed.success) {
      const fieldErrors = translateErrors(t, fieldErrorsOf(parsed.error));
      setChecked(fieldErrors);
      if (invalidMessage) toast.error(invalidMessage(fieldErrors));
      return;
    }
    setChecked(null);
    setSubmitted(data);
    startTransition(() => dispatch(data));
  };

  return {
    state,
    errors,
    saving,
    /** The form data of the save under way or last made (e.g. which submit button sent it). */
    submitted,
    /** Spread on the <form>. */
    formProps: { ref: form, action: dispatch, onSubmit, noValidate: true },
  };
}
