'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { changeStatus } from '../admin-actions';

/** Status choice with an optional note; labels come from the server so no table code reaches the browser. */
export function StatusForm({ requestId, current, options }: { requestId: string; current: string; options: readonly { value: string; label: string }[] }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    try {
      const result = await changeStatus(new FormData(form));
      if (result.ok) {
        toast.success('Status saved');
        setError(undefined);
        form.reset();
        router.refresh();
      } else {
        setError(result.fieldErrors?.note ?? result.fieldErrors?.status ?? result.message);
      }
    } catch {
      setError('An unexpected error occurred');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <input type="hidden" name="requestId" value={requestId} />
      <label className="block text-sm font-medium text-slate-800">
        Status
        <select name="status" defaultValue={current} className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5">
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium text-slate-800">
        Note (optional)
        <textarea name="note" rows={3} maxLength={2000} className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5" />
      </label>
      {error && (
        <p role="alert" className="text-sm font-medium text-berry-700">
          {error}
        </p>
      )}
      <Button type="submit" size="sm" variant="secondary" disabled={busy}>
        Save status
      </Button>
    </form>
  );
}
