import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AdminNotice } from '@/components/admin/admin-notice';
import { AdminPage } from '@/components/admin/admin-page';
import { IgnoredParamsNote } from '@/components/admin/ignored-params-note';
import { AddressNotice } from '@/components/admin/notices';
import { ListCount, Pagination } from '@/components/admin/pagination';
import { buttonClasses } from '@/components/ui/button';
import { AnswerFiguresText } from '@/features/availability/components/answer-figures';
import { answerFiguresByVenue } from '@/features/availability/queries';
import { ignoredVenueParams, parseVenueFilter, venueFilterQuery } from '@/features/venues/admin-filter';
import { venueNotices } from '@/features/venues/admin-notices';
import { AdminVenueFilters } from '@/features/venues/components/admin-venue-filters';
import { AdminVenueTable } from '@/features/venues/components/admin-venue-table';
import { ADMIN_VENUES_PATH, NEW_VENUE_PATH } from '@/features/venues/paths';
import { listVenuesForAdmin } from '@/features/venues/queries';
import { logger } from '@/lib/logger';
import { type ListPageProps, openListPage } from '../list-page';

export default async function VenuesPage(props: ListPageProps) {
  const { params, filter, db } = await openListPage(props, parseVenueFilter);
  const list = await listVenuesForAdmin(db, filter).catch((err: unknown) => {
    logger.error({ err }, 'venue list could not be loaded');
    return undefined;
  });
  const figures = list
    ? await answerFiguresByVenue(db, list.rows.map((venue) => venue.id), new Date()).catch((err: unknown) => {
        logger.error({ err }, 'venue answer figures could not be loaded');
        return new Map();
      })
    : new Map();
  const answers = new Map(list?.rows.map((venue) => [venue.id, <AnswerFiguresText key={venue.id} figures={figures.get(venue.id)} />]));
  const pageCount = list?.pageCount ?? 1;
  const t = await getTranslations('venues.list');
  return (
    <AdminPage
      titleId="venues-title"
      title={t('title')}
      actions={
        <Link href={NEW_VENUE_PATH} className={buttonClasses('primary', 'sm')}>
          {t('newVenue')}
        </Link>
      }
    >
      <AddressNotice notices={await venueNotices()} params={params} />
      {!list && <AdminNotice kind="error" text={t('loadFailed')} />}
      <AdminVenueFilters filter={filter} />
      <IgnoredParamsNote ignored={ignoredVenueParams(params)} />
      {list && <ListCount total={list.total} one={t('countOne')} many={t('countMany')} page={filter.page} pageCount={pageCount} />}
      <AdminVenueTable rows={list?.rows ?? []} failed={!list} answers={answers} />
      <Pagination page={filter.page} pageCount={pageCount} href={(page) => `${ADMIN_VENUES_PATH}${venueFilterQuery(filter, { page })}`} />
    </AdminPage>
  );
}
