import { useTranslations } from 'next-intl';
import { AdminPage } from '@/components/admin/admin-page';
import { CITIES_BY_NAME } from '@/features/cities';
import { createVenueFromForm, updateVenueFromForm } from '../admin-form-actions';
import type { VenueFormValues } from '../form-schema';
import { ADMIN_VENUES_PATH } from '../paths';
import type { StoredPhoto } from '../queries';
import { AdminVenueForm } from './admin-venue-form';

// Only id and name go to the browser, not the cities' page texts. The name is what a venue stores as its city.
const CITY_OPTIONS = CITIES_BY_NAME.map((city) => ({ id: city.id, label: city.name }));

/** The create and edit pages: the way back, the heading and the form (with the partner accounts a venue can belong to). */
export function AdminVenueFormScreen({
  mode,
  initial,
  venueId,
  storedPhotos,
  partners,
}: {
  mode: 'create' | 'edit';
  initial: VenueFormValues;
  venueId?: string;
  storedPhotos?: readonly StoredPhoto[];
  partners: readonly { id: string; name: string; email: string }[];
}) {
  const t = useTranslations('venues.form');
  return (
    <AdminPage titleId="venue-form-title" title={mode === 'create' ? t('createTitle') : t('editTitle')} back={ADMIN_VENUES_PATH} className="mx-auto max-w-3xl">
      <AdminVenueForm mode={mode} action={mode === 'create' ? createVenueFromForm : updateVenueFromForm} initial={initial} venueId={venueId} cities={CITY_OPTIONS} storedPhotos={storedPhotos} partners={partners} />
    </AdminPage>
  );
}
