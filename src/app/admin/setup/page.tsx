import { getDb } from '@/db/client';
import { setupTokenValid } from '@/features/auth/first-admin';
import { SetupForm } from '@/features/auth/components/setup-form';
import { SETUP_TEXTS } from '@/features/auth/texts';
import { setupFirstAdmin } from './actions';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The one-time link `npm start` prints while no admin exists. */
export default async function SetupPage({ searchParams }: Props) {
  const { token } = await searchParams;
  const valid = typeof token === 'string' && (await setupTokenValid(await getDb(), token));
  return (
    <main className="flex flex-1 items-start justify-center bg-pine-50 px-4 py-16">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl ring-1 ring-pine-100 sm:p-8">
        <h1 className="text-2xl font-bold text-pine-900">{SETUP_TEXTS.title}</h1>
        {valid ? (
          <SetupForm token={token} action={setupFirstAdmin} />
        ) : (
          <p role="alert" className="mt-6 text-slate-800">
            {SETUP_TEXTS.invalidLink} <code>{SETUP_TEXTS.createAdminCommand}</code>.
          </p>
        )}
      </div>
    </main>
  );
}
