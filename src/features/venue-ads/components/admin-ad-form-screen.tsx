import { useTranslations } from 'next-intl';
import { AdminPage } from '@/components/admin/admin-page';
import { CITIES_BY_NAME } from '@/features/cities';
import { ADMIN_ADS_PATH } from '../paths';
import { createVenueAdFromForm, updateVenueAdFromForm } from '../admin-form-actions';
import type { AdFormValues } from '../form-schema';
import { AdminAdForm } from './admin-ad-form';

// Only id and display name go to the browser, not the cities' page texts.
const CITY_OPTIONS = CITIES_BY_NAME.map((city) => ({ id: city.id, label: city.displayName }));

/** The create and edit pages: the way back, the heading and the form. */
export function AdminAdFormScreen({ mode, initial, adId }: { mode: 'create' | 'edit'; initial: AdFormValues; adId?: string }) {
  const t = useTranslations('venueAds.form');
  return (
    <AdminPage titleId="ad-form-title" title={mode === 'create' ? t('createTitle') : t('editTitle')} back={ADMIN_ADS_PATH} className="mx-auto max-w-2xl">
      <AdminAdForm mode={mode} action={mode === 'create' ? createVenueAdFromForm : updateVenueAdFromForm} initial={initial} adId={adId} cities={CITY_OPTIONS} />
    </AdminPage>
  );
}
