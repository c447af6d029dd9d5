import Link from 'next/link';
import { AdminNotice } from '@/components/admin/admin-notice';
import { AdminPage } from '@/components/admin/admin-page';
import { buttonClasses } from '@/components/ui/button';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/features/auth/guard';
import { CALL_NOTICES, parseCallNotice } from '@/features/calls/admin-notices';
import { callsBoard } from '@/features/calls/admin-queries';
import { AdminCallsBoard } from '@/features/calls/components/admin-calls-board';
import { ADMIN_CALL_SETTINGS_PATH } from '@/features/calls/paths';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CallsPage({ searchParams }: Props) {
  await requireAdminPage();
  const notice = parseCallNotice(await searchParams);
  const boards = await callsBoard(await getDb(), new Date());
  return (
    <AdminPage
      titleId="calls-title"
      title="Calls"
      actions={
        <Link href={ADMIN_CALL_SETTINGS_PATH} className={buttonClasses('outline', 'sm')}>
          Settings
        </Link>
      }
    >
      {notice && <AdminNotice key={notice} kind={CALL_NOTICES[notice].kind} text={CALL_NOTICES[notice].text} clearParam="notice" />}
      <p className="text-sm text-slate-700">Booked calls by planner, in Berlin time. Record the outcome after each call.</p>
      <AdminCallsBoard boards={boards} />
    </AdminPage>
  );
}
