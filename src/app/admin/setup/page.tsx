import { getDb } from '@/db/client';
import { setupTokenValid } from '@/features/auth/first-admin';
import { SetupForm } from '@/features/auth/components/setup-form';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The one-time link `npm start` prints while no admin exists. */
export default async function SetupPage({ searchParams }: Props) {
  const { token } = await searchParams;
  const valid = typeof token === 'string' && (await setupTokenValid(await getDb(), token));
  return (
    <main className="flex flex-1 items-start justify-center bg-pine-50 px-4 py-16">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl ring-1 ring-pine-100 sm:p-8">
        <h1 className="text-2xl font-bold text-pine-900">Create the first admin</h1>
        {valid ? (
          <SetupForm token={token} />
        ) : (
          <p role="alert" className="mt-6 text-slate-800">
            This setup link is not valid: an admin exists already, or the link was used. Ask an admin, or run{' '}
            <code>npm run create-admin -- --email … --password …</code>.
          </p>
        )}
      </div>
    </main>
  );
}
