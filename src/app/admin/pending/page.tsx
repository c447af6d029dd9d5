import { forbidden, redirect } from 'next/navigation';
import { currentUser } from '@/features/auth/guard';
import { ADMIN_PATH } from '@/features/auth/paths';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { AUTH_TEXTS } from '@/features/auth/texts';

/** Where a signed-in account without the admin role lands: the notice and nothing else. */
export default async function PendingApprovalPage() {
  const user = await currentUser();
  if (!user) redirect('/auth');
  if (user.isAdmin) redirect(ADMIN_PATH);
  if (user.isPartner) forbidden();
  return (
    <main className="mx-auto max-w-xl flex-1 px-4 py-16">
      <p role="status" className="rounded-xl bg-gold-100 p-5 text-lg font-medium text-slate-900">
        {AUTH_TEXTS.waitingForApproval}
      </p>
      <div className="mt-6 flex items-center gap-3 text-sm text-slate-700">
        <span>Signed in as {user.email}</span>
        <SignOutButton />
      </div>
    </main>
  );
}
