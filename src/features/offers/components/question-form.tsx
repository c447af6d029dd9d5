'use client';

import { useActionState, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/form-field';
import { askQuestionAction } from '../actions';
import { QUESTION_MAX_LENGTH } from '../form-schema';
import type { QuestionFormState } from '../form-state';
import { QUESTION_TEXTS } from '../texts';

/** "Frage zum Angebot": a text to the planner; a plain form post when JavaScript is off. */
export function QuestionForm({ token }: { token: string }) {
  const [state, formAction, pending] = useActionState(askQuestionAction, { question: '', sent: false } satisfies QuestionFormState);
  const id = useId();
  return (
    <form action={formAction} className="mt-4 max-w-2xl space-y-4" noValidate>
      {state.message && (
        <p role={state.sent ? 'status' : 'alert'} className={state.sent ? 'rounded-lg bg-pine-50 p-4 font-medium text-pine-900' : 'rounded-lg bg-berry-50 p-4 font-medium text-berry-800'}>
          {state.message}
        </p>
      )}
      <input type="hidden" name="token" value={token} />
      <Textarea
        id={`${id}-question`}
        name="question"
        label={QUESTION_TEXTS.label}
        rows={4}
        maxLength={QUESTION_MAX_LENGTH}
        defaultValue={state.question}
        hint={QUESTION_TEXTS.hint(QUESTION_MAX_LENGTH)}
        error={state.error}
      />
      <Button type="submit" variant="secondary" disabled={pending}>
        {QUESTION_TEXTS.submit}
      </Button>
    </form>
  );
}
