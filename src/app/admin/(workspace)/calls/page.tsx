import Link from 'next/link';
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
      <AddressNotice notices={callNotices} params={await searchParams} />
      <p className="text-sm text-slate-700">Booked calls by planner, in Berlin time. Record the outcome after each call.</p>
      <AdminCallsBoard boards={boards} />
    </AdminPage>
  );
}
