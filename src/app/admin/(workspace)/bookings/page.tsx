import { getTranslations } from 'next-intl/server';
import { AdminNotice } from '@/components/admin/admin-notice';
import { AdminPage } from '@/components/admin/admin-page';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/features/auth/guard';
import { listBookingsForAdmin } from '@/features/bookings/admin-queries';
import { AdminBookings } from '@/features/bookings/components/admin-bookings';
import { changesForReview } from '@/features/partner-area/change-queries';
import { AdminPendingChanges } from '@/features/partner-area/components/admin-pending-changes';
import { logger } from '@/lib/logger';

export default async function BookingsPage() {
  await requireAdminPage();
  const db = await getDb();
  const loaded = await Promise.all([listBookingsForAdmin(db), changesForReview(db)]).catch((err: unknown) => {
    logger.error({ err }, 'bookings could not be loaded');
    return undefined;
  });
  const t = await getTranslations('bookings.page');
  return (
    <AdminPage titleId="bookings-title" title={t('title')}>
      <p className="text-sm text-slate-700">{t('intro')}</p>
      {loaded ? (
        <>
          <AdminPendingChanges changes={loaded[1]} />
          <AdminBookings bookings={loaded[0]} />
        </>
      ) : (
        <AdminNotice kind="error" text={t('loadFailed')} />
      )}
    </AdminPage>
  );
}
