'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button, type ButtonVariant } from './button';
import { toast } from './toast';

type Result = { ok: true } | { ok: false; message: string };

/** Runs a server action for one row (approve, retry, …), reports the outcome as a toast and reloads the data. */
export function ActionButton<I>({
  action,
  input,
  label,
  success,
  confirm,
  variant = 'outline',
}: {
  action: (input: I) => Promise<Result>;
  input: I;
  label: string;
  success: string;
  /** Asked before a step that cannot be undone. */
  confirm?: string;
  variant?: ButtonVariant;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (confirm && !window.confirm(confirm)) return;
    setBusy(true);
    try {
      const result = await action(input);
      if (result.ok) toast.success(success);
      else toast.error(result.message);
      router.refresh();
    } catch {
      toast.error('An unexpected error occurred');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant={variant} onClick={run} disabled={busy}>
      {label}
    </Button>
  );
}
