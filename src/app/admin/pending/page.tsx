import { forbidden, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { currentUser } from '@/features/auth/guard';
import { ADMIN_PATH } from '@/features/auth/paths';
import { SignOutButton } from '@/features/auth/components/sign-out-button';

/** Where a signed-in account without the admin role lands: the notice and nothing else (in the browser's language: a waiting account has not chosen one). */
export default async function PendingApprovalPage() {
  const user = await currentUser();
  if (!user) redirect('/auth');
  if (user.isAdmin) redirect(ADMIN_PATH);
  if (user.isPartner) forbidden();
  const [t, guard] = await Promise.all([getTranslations('auth.pending'), getTranslations('admin.guard')]);
  return (
    <main className="mx-auto max-w-xl flex-1 px-4 py-16">
      <p role="status" className="rounded-xl bg-gold-100 p-5 text-lg font-medium text-slate-900">
        {guard('waitingForApproval')}
      </p>
      <div className="mt-6 flex items-center gap-3 text-sm text-slate-700">
        <span>{t('signedInAs', { email: user.email })}</span>
        <SignOutButton />
      </div>
    </main>
  );
}
