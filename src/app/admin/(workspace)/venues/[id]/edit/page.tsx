import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/features/auth/guard';
import { listPartnerAccounts } from '@/features/auth/partner-queries';
import { venueNotices } from '@/features/venues/admin-notices';
import { AdminVenueFormScreen } from '@/features/venues/components/admin-venue-form-screen';
import { venueFormValuesOf } from '@/features/venues/form-schema';
import { ADMIN_VENUES_PATH } from '@/features/venues/paths';
import { getVenue } from '@/features/venues/queries';
import { logger } from '@/lib/logger';

export default async function EditVenuePage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const { id } = await params;
  const db = await getDb();
  const loaded = await Promise.all([getVenue(db, id), listPartnerAccounts(db)]).catch((err: unknown) => {
    logger.error({ err }, 'venue could not be loaded for editing');
    return undefined;
  });
  const [venue, partners] = loaded ?? [];
  // An unknown id and a failed load end alike: back to the list, which says so.
  if (!venue || !partners) redirect((await venueNotices()).href('load-failed', ADMIN_VENUES_PATH));
  return <AdminVenueFormScreen mode="edit" initial={venueFormValuesOf(venue, venue.photos)} venueId={venue.id} storedPhotos={venue.photos} partners={partners} />;
}
