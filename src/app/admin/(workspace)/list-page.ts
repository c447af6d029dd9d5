import { getDb } from '@/db/client';
import { requireAdminPage } from '@/features/auth/guard';
import type { SearchParams } from '@/lib/search-params';

/** An admin list page's props: its filter stands in the address. */
export type ListPageProps = { searchParams: Promise<SearchParams> };

/** What every admin list page starts with: the admin checked (first), the address's params, the filter they give, the database. */
export async function openListPage<F>({ searchParams }: ListPageProps, parseFilter: (params: SearchParams) => F) {
  await requireAdminPage();
  const params = await searchParams;
  return { params, filter: parseFilter(params), db: await getDb() };
}
