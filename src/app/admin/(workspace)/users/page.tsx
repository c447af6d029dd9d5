import { getDb } from '@/db/client';
import { UserList } from '@/features/auth/components/user-list';
import { requireAdminPage } from '@/features/auth/guard';
import { listAccounts } from '@/features/auth/user-queries';

export default async function UsersPage() {
  const admin = await requireAdminPage();
  const accounts = await listAccounts(await getDb());
  return <UserList accounts={accounts} adminId={admin.id} />;
}
