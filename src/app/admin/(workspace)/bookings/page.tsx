import { getTranslations } from 'next-intl/server';
import { AdminNotice } from '@/components/admin/admin-notice';
import { AdminPage } from '@/components/admin/admin-page';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/features/auth/guard';
import { listBookingsForAdmin } from '@/features/bookings/admin-queries';
import { AdminBookings } from '@/features/bookings/components/admin-bookings';
import { AdminAdChanges } from '@/features/partner-area/components/admin-ad-changes';
import { AdminProfileChanges } from '@/features/partner-area/components/admin-profile-changes';
import { pendingAdChanges } from '@/features/partner-area/queries';
import { pendingProfileEdits } from '@/features/venues/profile-queries';
import { logger } from '@/lib/logger';

export default async function BookingsPage() {
  await requireAdminPage();
  const db = await getDb();
  const loaded = await Promise.all([listBookingsForAdmin(db), pendingAdChanges(db), pendingProfileEdits(db)]).catch((err: unknown) => {
    logger.error({ err }, 'bookings could not be loaded');
    return undefined;
  });
  const t = await getTranslations('bookings.page');
  return (
    <AdminPage titleId="bookings-title" title={t('title')}>
      <p className="text-sm text-slate-700">{t('intro')}</p>
      {loaded ? (
        <>
          <AdminAdChanges changes={loaded[1]} />
          <AdminProfileChanges changes={loaded[2]} />
          <AdminBookings bookings={loaded[0]} />
        </>
      ) : (
        <AdminNotice kind="error" text={t('loadFailed')} />
      )}
    </AdminPage>
  );
}
