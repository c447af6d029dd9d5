import { getTranslations } from 'next-intl/server';
import { getDb } from '@/db/client';
import { setupTokenValid } from '@/features/auth/first-admin';
import { SetupForm } from '@/features/auth/components/setup-form';
import { CREATE_ADMIN_COMMAND } from '@/features/auth/texts';
import { setupFirstAdmin } from './actions';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The one-time link `npm start` prints while no admin exists; in the browser's language (there is no account yet). */
export default async function SetupPage({ searchParams }: Props) {
  const { token } = await searchParams;
  const valid = typeof token === 'string' && (await setupTokenValid(await getDb(), token));
  const t = await getTranslations('auth.setup');
  return (
    <main className="flex flex-1 items-start justify-center bg-pine-50 px-4 py-16">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl ring-1 ring-pine-100 sm:p-8">
        <h1 className="text-2xl font-bold text-pine-900">{t('title')}</h1>
        {valid ? (
          <SetupForm token={token} action={setupFirstAdmin} />
        ) : (
          <p role="alert" className="mt-6 text-slate-800">
            {t.rich('invalidLink', { command: CREATE_ADMIN_COMMAND, code: (chunks) => <code>{chunks}</code> })}
          </p>
        )}
      </div>
    </main>
  );
}
