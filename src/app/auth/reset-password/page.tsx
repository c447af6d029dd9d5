import type { Metadata } from 'next';
import Link from 'next/link';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export const metadata: Metadata = { title: { absolute: 'Reset password – Admin' } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ResetPasswordPage({ searchParams }: Props) {
  const { token, error } = await searchParams;
  return (
    <>
      <h1 className="mt-2 text-2xl font-bold text-pine-900">Choose a new password</h1>
      {typeof token === 'string' && !error ? (
        <ResetPasswordForm token={token} />
      ) : (
        <p role="alert" className="mt-6 text-slate-800">
          This link is invalid or has expired (links work once, for 60 minutes).{' '}
          <Link href="/auth" className="font-medium text-pine-700 underline">
            Request a new one
          </Link>
          .
        </p>
      )}
    </>
  );
}
