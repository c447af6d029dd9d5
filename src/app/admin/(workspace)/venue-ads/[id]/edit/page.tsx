import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/features/auth/guard';
import { adNotices } from '@/features/venue-ads/admin-notices';
import { AdminAdFormScreen } from '@/features/venue-ads/components/admin-ad-form-screen';
import { adFormValuesOf } from '@/features/venue-ads/form-schema';
import { ADMIN_ADS_PATH } from '@/features/venue-ads/paths';
import { getAd } from '@/features/venue-ads/queries';
import { logger } from '@/lib/logger';

export default async function EditVenueAdPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const { id } = await params;
  const ad = await getAd(await getDb(), id).catch((err: unknown) => {
    logger.error({ err }, 'venue ad could not be loaded for editing');
    return undefined;
  });
  // An unknown id and a failed load end alike: back to the list, which says so.
  if (!ad) redirect((await adNotices()).href('load-failed', ADMIN_ADS_PATH));
  return <AdminAdFormScreen mode="edit" initial={adFormValuesOf(ad)} adId={ad.id} />;
}
