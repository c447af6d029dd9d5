import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AdminPage } from '@/components/admin/admin-page';
import { AddressNotice } from '@/components/admin/notices';
import { buttonClasses } from '@/components/ui/button';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/features/auth/guard';
import { callNotices } from '@/features/calls/admin-notices';
import { callsBoard } from '@/features/calls/admin-queries';
import { AdminCallsBoard } from '@/features/calls/components/admin-calls-board';
import { ADMIN_CALL_SETTINGS_PATH } from '@/features/calls/paths';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CallsPage({ searchParams }: Props) {
  await requireAdminPage();
  const [boards, t, notices] = await Promise.all([callsBoard(await getDb(), new Date()), getTranslations('calls.board'), getTranslations('calls.notices')]);
  return (
    <AdminPage
      titleId="calls-title"
      title={t('title')}
      actions={
        <Link href={ADMIN_CALL_SETTINGS_PATH} className={buttonClasses('outline', 'sm')}>
          {t('settings')}
        </Link>
      }
    >
      <AddressNotice notices={callNotices(notices)} params={await searchParams} />
      <p className="text-sm text-slate-700">{t('intro')}</p>
      <AdminCallsBoard boards={boards} />
    </AdminPage>
  );
}
