import { requireAdminPage } from '@/features/auth/guard';
import { AdminAdFormScreen } from '@/features/venue-ads/components/admin-ad-form-screen';
import { NEW_AD_VALUES } from '@/features/venue-ads/form-schema';

export default async function NewVenueAdPage() {
  await requireAdminPage();
  return <AdminAdFormScreen mode="create" initial={NEW_AD_VALUES} />;
}
