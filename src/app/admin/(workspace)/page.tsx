import { redirect } from 'next/navigation';
import { requireAdminPage } from '@/features/auth/guard';
import { ADMIN_OVERVIEW_PATH } from '@/features/overview/paths';

export default async function AdminHome() {
  await requireAdminPage();
  redirect(ADMIN_OVERVIEW_PATH);
}
