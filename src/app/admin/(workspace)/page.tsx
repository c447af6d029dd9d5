import { redirect } from 'next/navigation';
import { requireAdminPage } from '@/features/auth/guard';

export default async function AdminHome() {
  await requireAdminPage();
  redirect('/admin/requests');
}
