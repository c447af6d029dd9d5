import { getDb } from '@/db/client';
import { requireAdminPage } from '@/features/auth/guard';
import { ignoredSubscriberParams, parseSubscriberFilter } from '@/features/newsletter/admin-filter';
import { listSubscribers, subscriberCounts } from '@/features/newsletter/admin-queries';
import { AdminSubscriberList } from '@/features/newsletter/components/admin-subscriber-list';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function NewsletterPage({ searchParams }: Props) {
  await requireAdminPage();
  const params = await searchParams;
  const filter = parseSubscriberFilter(params);
  const db = await getDb();
  const [list, counts] = await Promise.all([listSubscribers(db, filter), subscriberCounts(db)]);
  return <AdminSubscriberList filter={filter} list={list} counts={counts} ignored={ignoredSubscriberParams(params)} />;
}
