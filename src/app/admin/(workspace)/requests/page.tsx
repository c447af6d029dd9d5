import { DeadlineText } from '@/features/overview/components/deadline-text';
import { dueToday, nextDeadlines } from '@/features/overview/due-queries';
import { InboxList } from '@/features/requests/components/inbox-list';
import { listInbox } from '@/features/requests/inbox';
import { ignoredInboxParams, parseInboxFilter } from '@/features/requests/inbox-filter';
import { venueNamesOf } from '@/features/venues/queries';
import { type ListPageProps, openListPage } from '../list-page';

export default async function RequestsPage(props: ListPageProps) {
  const { params, filter, db } = await openListPage(props, parseInboxFilter);
  const now = new Date();
  const dueIds = filter.due ? (await dueToday(db, now)).map((request) => request.id) : undefined;
  const list = await listInbox(db, { ...filter, dueIds });
  const [deadlines, wishedVenueNames] = await Promise.all([
    nextDeadlines(db, list.rows.map((request) => request.id), now),
    venueNamesOf(db, list.rows.flatMap((request) => (request.wishedVenueId ? [request.wishedVenueId] : []))),
  ]);
  return (
    <InboxList
      filter={filter}
      list={list}
      deadline={(id) => <DeadlineText deadline={deadlines.get(id)} now={now} />}
      ignored={ignoredInboxParams(params)}
      now={now}
      wishedVenueNames={wishedVenueNames}
    />
  );
}
