import { AdminPage } from '@/components/admin/admin-page';
import { requireAdminPage } from '@/features/auth/guard';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';

export default async function AccountPage() {
  const admin = await requireAdminPage();
  return (
    <AdminPage titleId="account-title" title="Account">
      <p className="text-sm text-slate-700">Signed in as {admin.email}. A new password signs out your other sessions.</p>
      <ChangePasswordForm />
    </AdminPage>
  );
}
