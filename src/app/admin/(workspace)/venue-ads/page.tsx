import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AdminNotice } from '@/components/admin/admin-notice';
import { AdminPage } from '@/components/admin/admin-page';
import { IgnoredParamsNote } from '@/components/admin/ignored-params-note';
import { AddressNotice } from '@/components/admin/notices';
import { ListCount, Pagination } from '@/components/admin/pagination';
import { buttonClasses } from '@/components/ui/button';
import { occupancyForAdmin } from '@/features/bookings/admin-queries';
import { OccupancyGrid } from '@/features/bookings/components/occupancy-grid';
import { adFilterQuery, ignoredAdParams, parseAdFilter } from '@/features/venue-ads/admin-filter';
import { adNotices } from '@/features/venue-ads/admin-notices';
import { AdminAdFilters } from '@/features/venue-ads/components/admin-ad-filters';
import { AdminAdTable } from '@/features/venue-ads/components/admin-ad-table';
import { ADMIN_ADS_PATH } from '@/features/venue-ads/paths';
import { adminAdsOverview } from '@/features/venue-ads/queries';
import { logger } from '@/lib/logger';
import { type ListPageProps, openListPage } from '../list-page';

export default async function VenueAdsPage(props: ListPageProps) {
  const { params, filter, db } = await openListPage(props, parseAdFilter);
  const [overview, occupancy] = await Promise.all([adminAdsOverview(db, filter), occupancyForAdmin(db, new Date())]).catch((err: unknown) => {
    logger.error({ err }, 'venue ads list could not be loaded');
    return [undefined, undefined] as const;
  });
  const pageCount = overview?.pageCount ?? 1;
  const t = await getTranslations('venueAds.list');
  return (
    <AdminPage
      titleId="venue-ads-title"
      title={t('title')}
      actions={
        <Link href={`${ADMIN_ADS_PATH}/new`} className={buttonClasses('primary', 'sm')}>
          {t('newAd')}
        </Link>
      }
    >
      <AddressNotice notices={await adNotices()} params={params} />
      {!overview && <AdminNotice kind="error" text={t('loadFailed')} />}
      {occupancy && <OccupancyGrid occupancy={occupancy} />}
      <AdminAdFilters filter={filter} />
      <IgnoredParamsNote ignored={ignoredAdParams(params)} />
      {overview && (
        <ListCount total={overview.total} one={t('countOne')} many={t('countMany')} page={filter.page} pageCount={pageCount} />
      )}
      <AdminAdTable rows={overview?.rows ?? []} now={new Date()} failed={!overview} />
      <Pagination page={filter.page} pageCount={pageCount} href={(page) => `${ADMIN_ADS_PATH}${adFilterQuery(filter, { page })}`} />
    </AdminPage>
  );
}
