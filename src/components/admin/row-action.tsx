'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useActionState, useRef, useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { AlertDialog } from 'radix-ui';
import { Button, type ButtonVariant, buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import type { Outcome } from './form-state';

export type RowActionHandler = (previous: Outcome | null, form: FormData) => Promise<Outcome>;

/**
 * One button of a list (publish, retry, delete, …) as a plain form posting to a server action made with
 * adminRowAction. With JavaScript it asks first when `confirm` is given (the dialog stays open while the action
 * runs and after a failure, so it can be retried or cancelled), reports the outcome as a toast and refreshes the
 * list. Without JavaScript the form posts and the page comes back with the outcome beside the button.
 */
export function RowAction({
  action,
  fields,
  label,
  variant = 'outline',
  confirm,
}: {
  action: RowActionHandler;
  /** Hidden fields: which row, and what to do with it. */
  fields: Readonly<Record<string, string>>;
  label: string;
  /** 'danger' for a step that removes something. */
  variant?: ButtonVariant | 'danger';
  /** Asked in a dialog before a step that cannot be undone; its confirm button repeats `label`. */
  confirm?: { title: string; description: string };
}) {
  // Only a post without JavaScript fills this state: the server renders its outcome.
  const [posted, dispatch] = useActionState(action, null);
  const [busy, startTransition] = useTransition();
  const [asking, setAsking] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const router = useRouter();
  const t = useTranslations('admin.guard');
  const tDialog = useTranslations('admin.rowAction');

  // Called directly rather than through the form's state, so the toast shows even when the outcome removes the row.
  const run = () => {
    if (!form.current) return;
    const data = new FormData(form.current);
    startTransition(async () => {
      try {
        const outcome = await action(null, data);
        toast[outcome.kind](outcome.text);
        if (outcome.kind === 'success') setAsking(false);
      } catch {
        toast.error(t('unexpected'));
      }
      router.refresh();
    });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirm) setAsking(true);
    else run();
  };

  return (
    <form ref={form} action={dispatch} onSubmit={submit} className="inline-flex flex-wrap items-center gap-2">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" size="sm" variant={variant === 'danger' ? 'ghost' : variant} disabled={busy} className={variant === 'danger' ? 'text-berry-700 hover:bg-berry-600/10' : ''}>
        {label}
      </Button>
      {posted && (
        <noscript>
          <span role={posted.kind === 'error' ? 'alert' : 'status'} className={`text-sm font-medium ${posted.kind === 'error' ? 'text-berry-700' : 'text-pine-800'}`}>
            {posted.text}
          </span>
        </noscript>
      )}
      {confirm && (
        <AlertDialog.Root open={asking} onOpenChange={(open) => !busy && setAsking(open)}>
          <AlertDialog.Portal>
            <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
            <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
              <AlertDialog.Title className="text-lg font-bold text-pine-900">{confirm.title}</AlertDialog.Title>
              <AlertDialog.Description className="mt-2 text-slate-700">{confirm.description}</AlertDialog.Description>
              <div className="mt-6 flex justify-end gap-2">
                <AlertDialog.Cancel className={buttonClasses('outline', 'sm')} disabled={busy}>
                  {tDialog('cancel')}
                </AlertDialog.Cancel>
                <AlertDialog.Action
                  className={buttonClasses('primary', 'sm')}
                  disabled={busy}
                  onClick={(event) => {
                    event.preventDefault();
                    run();
                  }}
                >
                  {label}
                </AlertDialog.Action>
              </div>
            </AlertDialog.Content>
          </AlertDialog.Portal>
        </AlertDialog.Root>
      )}
    </form>
  );
}
