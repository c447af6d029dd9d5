import { getDb } from '@/db/client';
import { requireAdminPage } from '@/features/auth/guard';
import { InboxList } from '@/features/requests/components/inbox-list';
import { listInbox } from '@/features/requests/inbox';
import { ignoredInboxParams, parseInboxFilter } from '@/features/requests/inbox-filter';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function RequestsPage({ searchParams }: Props) {
  await requireAdminPage();
  const params = await searchParams;
  const filter = parseInboxFilter(params);
  const list = await listInbox(await getDb(), filter);
  return <InboxList filter={filter} list={list} ignored={ignoredInboxParams(params)} now={new Date()} />;
}
