import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AdminPage, AdminSection } from '@/components/admin/admin-page';
import { buttonClasses } from '@/components/ui/button';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/features/auth/guard';
import { serverSecret } from '@/features/auth/server';
import { callSettingsFormValues, plannerFormValues } from '@/features/calls/admin-form-schema';
import { plannerSettings } from '@/features/calls/admin-queries';
import { AdminCallSettingsForm } from '@/features/calls/components/admin-call-settings-form';
import { AdminFeedPanel } from '@/features/calls/components/admin-feed-panel';
import { AdminPlannerForm } from '@/features/calls/components/admin-planner-form';
import { feedUrl } from '@/features/calls/feed';
import { ADMIN_CALLS_PATH } from '@/features/calls/paths';
import { callSettingsOf } from '@/features/calls/queries';
import { config } from '@/lib/config';

export default async function CallSettingsPage() {
  const admin = await requireAdminPage();
  const db = await getDb();
  const [settings, planners, t] = await Promise.all([callSettingsOf(db), plannerSettings(db), getTranslations('calls.settings')]);
  const own = planners.find((planner) => planner.id === admin.id);
  const url = own?.feedTokenNonce ? feedUrl(config().SITE_URL, await serverSecret(), own.feedTokenNonce) : null;
  return (
    <AdminPage
      titleId="call-settings-page-title"
      title={t('title')}
      actions={
        <Link href={ADMIN_CALLS_PATH} className={buttonClasses('outline', 'sm')}>
          {t('bookedCalls')}
        </Link>
      }
    >
      <AdminCallSettingsForm initial={callSettingsFormValues(settings)} />
      <AdminFeedPanel feedUrl={url} />
      <AdminSection titleId="planners-title" title={t('planners')} className="space-y-4">
        <p className="text-sm text-slate-700">{t('plannersIntro')}</p>
        {planners.map((planner) => (
          <AdminPlannerForm key={planner.id} planner={planner} initial={plannerFormValues(planner)} />
        ))}
      </AdminSection>
    </AdminPage>
  );
}
