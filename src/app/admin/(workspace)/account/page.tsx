import { requireAdminPage } from '@/features/auth/guard';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';

export default async function AccountPage() {
  const admin = await requireAdminPage();
  return (
    <section aria-labelledby="account-title" className="space-y-4">
      <h1 id="account-title" className="text-2xl font-bold text-pine-900">
        Account
      </h1>
      <p className="text-sm text-slate-700">Signed in as {admin.email}. A new password signs out your other sessions.</p>
      <ChangePasswordForm />
    </section>
  );
}
