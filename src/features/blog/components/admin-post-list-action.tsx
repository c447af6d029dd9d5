'use client';

import { useActionState, useEffect } from 'react';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import type { Outcome } from '../admin-notice';

export type ListAction = (previous: Outcome | null, form: FormData) => Promise<Outcome>;

/**
 * A button of the list as a plain form posting to a server action: with JavaScript the outcome is a toast and
 * the list updates in place; without, the page reloads with the outcome beside the button.
 */
export function AdminPostListAction({ action, fields, label, variant = 'outline' }: { action: ListAction; fields: Record<string, string>; label: string; variant?: ButtonVariant }) {
  const [outcome, dispatch, busy] = useActionState(action, null);
  useEffect(() => {
    if (outcome) toast[outcome.kind](outcome.text);
  }, [outcome]);
  return (
    <form action={dispatch} className="inline-flex flex-wrap items-center gap-2">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" size="sm" variant={variant} disabled={busy}>
        {label}
      </Button>
      {outcome && (
        <noscript>
          <span role={outcome.kind === 'error' ? 'alert' : 'status'} className={`text-sm font-medium ${outcome.kind === 'error' ? 'text-berry-700' : 'text-pine-800'}`}>
            {outcome.text}
          </span>
        </noscript>
      )}
    </form>
  );
}
