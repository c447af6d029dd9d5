import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/features/auth/guard';
import { venueNotices } from '@/features/venues/admin-notices';
import { AdminVenueFormScreen } from '@/features/venues/components/admin-venue-form-screen';
import { venueFormValuesOf } from '@/features/venues/form-schema';
import { ADMIN_VENUES_PATH } from '@/features/venues/paths';
import { getVenue } from '@/features/venues/queries';
import { logger } from '@/lib/logger';

export default async function EditVenuePage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const { id } = await params;
  const venue = await getVenue(await getDb(), id).catch((err: unknown) => {
    logger.error({ err }, 'venue could not be loaded for editing');
    return undefined;
  });
  // An unknown id and a failed load end alike: back to the list, which says so.
  if (!venue) redirect((await venueNotices()).href('load-failed', ADMIN_VENUES_PATH));
  return (
    <AdminVenueFormScreen mode="edit" initial={venueFormValuesOf(venue, venue.photos.map((photo) => photo.sourceUrl))} venueId={venue.id} storedPhotos={venue.photos} />
  );
}
