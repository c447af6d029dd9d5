import { getDb } from '@/db/client';
import { requireAdminPage } from '@/features/auth/guard';
import { listPartnerAccounts } from '@/features/auth/partner-queries';
import { AdminVenueFormScreen } from '@/features/venues/components/admin-venue-form-screen';
import { NEW_VENUE_VALUES } from '@/features/venues/form-schema';

export default async function NewVenuePage() {
  await requireAdminPage();
  return <AdminVenueFormScreen mode="create" initial={NEW_VENUE_VALUES} partners={await listPartnerAccounts(await getDb())} />;
}
