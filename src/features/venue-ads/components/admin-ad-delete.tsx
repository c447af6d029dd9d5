'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { AlertDialog } from 'radix-ui';
import { Button, buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { deleteVenueAd } from '../admin-actions';

const FAILED = 'Failed to delete venue ad';

/** Delete with a confirmation first; the dialog stays open while the deletion runs. */
export function AdminAdDelete({ adId, venueName }: { adId: string; venueName: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    setBusy(true);
    try {
      const result = await deleteVenueAd({ adId });
      if (result.ok) {
        toast.success('Venue ad deleted successfully');
        setOpen(false);
      } else {
        toast.error(result.status === 401 || result.status === 403 ? result.message : FAILED);
      }
      router.refresh();
    } catch {
      toast.error(FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <AlertDialog.Trigger asChild>
        <Button size="sm" variant="ghost" className="text-berry-700 hover:bg-berry-600/10">
          Delete
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold text-pine-900">Delete “{venueName}”?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700">This action cannot be undone.</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClasses('outline', 'sm')} disabled={busy}>
              Cancel
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClasses('primary', 'sm')}
              disabled={busy}
              onClick={(event) => {
                // Closing waits for the outcome: a failure leaves the dialog open to try again or cancel.
                event.preventDefault();
                void remove();
              }}
            >
              Delete
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
