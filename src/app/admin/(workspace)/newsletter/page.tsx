import { ignoredSubscriberParams, parseSubscriberFilter } from '@/features/newsletter/admin-filter';
import { listSubscribers, subscriberCounts } from '@/features/newsletter/admin-queries';
import { AdminSubscriberList } from '@/features/newsletter/components/admin-subscriber-list';
import { type ListPageProps, openListPage } from '../list-page';

export default async function NewsletterPage(props: ListPageProps) {
  const { params, filter, db } = await openListPage(props, parseSubscriberFilter);
  const [list, counts] = await Promise.all([listSubscribers(db, filter), subscriberCounts(db)]);
  return <AdminSubscriberList filter={filter} list={list} counts={counts} ignored={ignoredSubscriberParams(params)} />;
}
