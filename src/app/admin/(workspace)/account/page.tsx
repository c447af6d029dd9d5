import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AdminPage } from '@/components/admin/admin-page';
import { getDb } from '@/db/client';
import { profileFormValues } from '@/features/auth/admin-form-schema';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { ProfileForm } from '@/features/auth/components/profile-form';
import { requireAdminPage } from '@/features/auth/guard';
import { accountById } from '@/features/auth/user-queries';
import { imagePath } from '@/features/images/paths';

export default async function AccountPage() {
  const admin = await requireAdminPage();
  const account = await accountById(await getDb(), admin.id);
  if (!account) notFound();
  const t = await getTranslations('auth.account');
  return (
    <AdminPage titleId="account-title" title={t('title')}>
      <ProfileForm
        account={account}
        initial={profileFormValues(account)}
        photoUrl={account.photoImageId ? imagePath(account.photoImageId) : undefined}
        title={t('ownProfileTitle')}
        own
      />
      <p className="text-sm text-slate-700">{t('signedInAs', { email: admin.email })}</p>
      <ChangePasswordForm />
    </AdminPage>
  );
}
