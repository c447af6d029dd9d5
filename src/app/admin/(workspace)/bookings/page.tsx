import { AdminNotice } from '@/components/admin/admin-notice';
import { AdminPage } from '@/components/admin/admin-page';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/features/auth/guard';
import { listBookingsForAdmin } from '@/features/bookings/admin-queries';
import { BOOKING_ADMIN_TEXTS } from '@/features/bookings/texts';
import { AdminBookings } from '@/features/bookings/components/admin-bookings';
import { AdminAdChanges } from '@/features/partner-area/components/admin-ad-changes';
import { pendingAdChanges } from '@/features/partner-area/queries';
import { logger } from '@/lib/logger';

export default async function BookingsPage() {
  await requireAdminPage();
  const db = await getDb();
  const loaded = await Promise.all([listBookingsForAdmin(db), pendingAdChanges(db)]).catch((err: unknown) => {
    logger.error({ err }, 'bookings could not be loaded');
    return undefined;
  });
  return (
    <AdminPage titleId="bookings-title" title="Bookings">
      <p className="text-sm text-slate-700">Ad months that venue operators booked on the partner page. A confirmed booking holds its slots until the team approves or rejects it.</p>
      {loaded ? (
        <>
          <AdminAdChanges changes={loaded[1]} />
          <AdminBookings bookings={loaded[0]} />
        </>
      ) : (
        <AdminNotice kind="error" text={BOOKING_ADMIN_TEXTS.loadFailed} />
      )}
    </AdminPage>
  );
}
