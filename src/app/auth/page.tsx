import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AuthForms } from '@/features/auth/components/auth-forms';
import { currentUser } from '@/features/auth/guard';
import { ADMIN_PATH } from '@/features/auth/paths';
import { PARTNER_PATH } from '@/features/partner-area/paths';

export const metadata: Metadata = { title: { absolute: 'Sign In – Admin' } };

export default async function AuthPage() {
  const user = await currentUser();
  if (user) redirect(user.isPartner ? PARTNER_PATH : ADMIN_PATH);
  return (
    <>
      <h1 className="mt-2 text-2xl font-bold text-pine-900">Admin area</h1>
      <AuthForms />
    </>
  );
}
