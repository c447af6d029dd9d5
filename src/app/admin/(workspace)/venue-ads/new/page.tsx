import { redirect } from 'next/navigation';
import { requireAdminPage } from '@/features/auth/guard';
import { createVenueAd } from '@/features/venue-ads/admin-actions';
import { listWithNotice } from '@/features/venue-ads/admin-notices';
import { AdminAdFormScreen } from '@/features/venue-ads/components/admin-ad-form-screen';
import { type AdFormState, failedSave, NEW_AD_VALUES } from '@/features/venue-ads/form-schema';

/** The form's state for useActionState around the admin action (which checks the role); a success returns to the list. */
async function create(_previous: AdFormState, form: FormData): Promise<AdFormState> {
  'use server';
  const result = await createVenueAd(form);
  if (result.ok) redirect(listWithNotice('created'));
  return failedSave(result, form, 'Failed to create venue ad');
}

export default async function NewVenueAdPage() {
  await requireAdminPage();
  return <AdminAdFormScreen mode="create" action={create} initial={NEW_AD_VALUES} />;
}
