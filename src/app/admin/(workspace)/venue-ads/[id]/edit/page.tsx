import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/features/auth/guard';
import { updateVenueAd } from '@/features/venue-ads/admin-actions';
import { listWithNotice } from '@/features/venue-ads/admin-notices';
import { AdminAdFormScreen } from '@/features/venue-ads/components/admin-ad-form-screen';
import { adFormValuesOf, type AdFormState, failedSave } from '@/features/venue-ads/form-schema';
import { getAd } from '@/features/venue-ads/queries';
import { logger } from '@/lib/logger';

/** The form's state for useActionState around the admin action (which checks the role); a success returns to the list. */
async function update(_previous: AdFormState, form: FormData): Promise<AdFormState> {
  'use server';
  const result = await updateVenueAd(form);
  if (result.ok) redirect(listWithNotice('updated'));
  return failedSave(result, form, 'Failed to update venue ad');
}

export default async function EditVenueAdPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const { id } = await params;
  const ad = await getAd(await getDb(), id).catch((err: unknown) => {
    logger.error({ err }, 'venue ad could not be loaded for editing');
    return undefined;
  });
  // An unknown id and a failed load end alike: back to the list, which says so.
  if (!ad) redirect(listWithNotice('load-failed'));
  return <AdminAdFormScreen mode="edit" action={update} initial={adFormValuesOf(ad)} adId={ad.id} />;
}
