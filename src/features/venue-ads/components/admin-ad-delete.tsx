'use client';

import { useRouter } from 'next/navigation';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { toast } from '@/components/ui/toast';
import { deleteVenueAd } from '../admin-actions';

const FAILED = 'Failed to delete venue ad';

/** Delete with a confirmation first; the dialog stays open while the deletion runs, and after a failure. */
export function AdminAdDelete({ adId, venueName }: { adId: string; venueName: string }) {
  const router = useRouter();
  const remove = async () => {
    try {
      const result = await deleteVenueAd({ adId });
      if (result.ok) toast.success('Venue ad deleted successfully');
      else toast.error(result.status === 401 || result.status === 403 ? result.message : FAILED);
      router.refresh();
      return result.ok;
    } catch {
      toast.error(FAILED);
      return false;
    }
  };
  return <ConfirmButton label="Delete" title={`Delete “${venueName}”?`} description="This action cannot be undone." onConfirm={remove} />;
}
