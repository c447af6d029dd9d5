import Link from 'next/link';
import { CITIES_BY_NAME } from '@/features/cities';
import { ADMIN_ADS_PATH } from '../admin-filter';
import { createVenueAdFromForm, updateVenueAdFromForm } from '../admin-form-actions';
import type { AdFormValues } from '../form-schema';
import { AdminAdForm } from './admin-ad-form';

// Only id and display name go to the browser, not the cities' page texts.
const CITY_OPTIONS = CITIES_BY_NAME.map((city) => ({ id: city.id, label: city.displayName }));

/** The create and edit pages: the way back, the heading and the form. */
export function AdminAdFormScreen({ mode, initial, adId }: { mode: 'create' | 'edit'; initial: AdFormValues; adId?: string }) {
  return (
    <section aria-labelledby="ad-form-title" className="mx-auto max-w-2xl space-y-4">
      <Link href={ADMIN_ADS_PATH} className="text-sm font-medium text-pine-700 underline">
        Back to Admin
      </Link>
      <h1 id="ad-form-title" className="text-2xl font-bold text-pine-900">
        {mode === 'create' ? 'Create Venue Ad' : 'Edit Venue Ad'}
      </h1>
      <AdminAdForm mode={mode} action={mode === 'create' ? createVenueAdFromForm : updateVenueAdFromForm} initial={initial} adId={adId} cities={CITY_OPTIONS} />
    </section>
  );
}
