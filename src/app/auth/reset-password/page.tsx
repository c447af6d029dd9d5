import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { signInLink } from '@/features/auth/components/sign-in-link';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.resetPassword');
  return { title: { absolute: t('title') } };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ResetPasswordPage({ searchParams }: Props) {
  const { token, error } = await searchParams;
  const t = await getTranslations('auth.resetPassword');
  return (
    <>
      <h1 className="mt-2 text-2xl font-bold text-pine-900">{t('heading')}</h1>
      {typeof token === 'string' && !error ? (
        <ResetPasswordForm token={token} />
      ) : (
        <p role="alert" className="mt-6 text-slate-800">
          {t.rich('invalidLink', { link: signInLink })}
        </p>
      )}
    </>
  );
}
