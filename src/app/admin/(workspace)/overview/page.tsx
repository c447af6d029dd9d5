import { getTranslations } from 'next-intl/server';
import { AdminNotice } from '@/components/admin/admin-notice';
import { AdminPage } from '@/components/admin/admin-page';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/features/auth/guard';
import { DueByPlanner } from '@/features/overview/components/due-by-planner';
import { OverviewFilters } from '@/features/overview/components/overview-filters';
import { dueToday } from '@/features/overview/due-queries';
import { OverviewView } from '@/features/overview/components/overview-view';
import { parseOverviewFilter } from '@/features/overview/filter';
import { overview } from '@/features/overview/queries';
import { logger } from '@/lib/logger';
import { berlinToday, formatShortDay } from '@/lib/time';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function OverviewPage({ searchParams }: Props) {
  await requireAdminPage();
  const { filter, problems } = parseOverviewFilter(await searchParams, berlinToday());
  const db = await getDb();
  const now = new Date();
  const [[figures, due], t, words] = await Promise.all([
    Promise.all([overview(db, filter), dueToday(db, now)]).catch((err: unknown) => {
      logger.error({ err }, 'overview could not be loaded');
      return [undefined, undefined] as const;
    }),
    getTranslations('overview.page'),
    getTranslations(),
  ]);
  return (
    <AdminPage titleId="overview-title" title={t('title')}>
      <p className="text-sm text-slate-700">{t('intro', { from: formatShortDay(filter.period.from), to: formatShortDay(filter.period.to) })}</p>
      {problems.length > 0 && (
        <div role="alert" className="space-y-1 rounded-lg bg-gold-100 p-3 text-sm font-medium text-slate-900">
          {problems.map((problem) => (
            <p key={problem.key}>{words(problem.key, problem.values)}</p>
          ))}
        </div>
      )}
      {due && <DueByPlanner due={due} now={now} />}
      <OverviewFilters filter={filter} />
      {figures ? <OverviewView figures={figures} /> : <AdminNotice kind="error" text={t('loadFailed')} />}
    </AdminPage>
  );
}
