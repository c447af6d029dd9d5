import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AuthForms } from '@/features/auth/components/auth-forms';
import { currentUser } from '@/features/auth/guard';
import { ADMIN_PATH } from '@/features/auth/paths';
import { PARTNER_PATH } from '@/features/partner-area/paths';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.signIn');
  return { title: { absolute: t('title') } };
}

export default async function AuthPage() {
  const user = await currentUser();
  if (user) redirect(user.isPartner ? PARTNER_PATH : ADMIN_PATH);
  const t = await getTranslations('auth.signIn');
  return (
    <>
      <h1 className="mt-2 text-2xl font-bold text-pine-900">{t('heading')}</h1>
      <AuthForms />
    </>
  );
}
