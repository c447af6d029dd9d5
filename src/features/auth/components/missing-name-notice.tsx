import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { ADMIN_ACCOUNT_PATH } from '../paths';
import { hasPlannerName } from '../planner';
import type { SignedInUser } from '../server';

/**
 * For the workspace's frame: reminds a signed-in admin without a display name (made by `npm run create-admin`
 * without --name, or before names existed) to add one, on every page, without keeping them from their work.
 */
export function MissingNameNotice({ admin }: { admin: Pick<SignedInUser, 'name'> }) {
  const t = useTranslations('auth.missingName');
  if (hasPlannerName(admin)) return null;
  return (
    <p role="note" className="rounded-lg bg-gold-100 p-3 text-sm text-slate-900">
      {t.rich('notice', {
        link: (chunks) => (
          <Link href={ADMIN_ACCOUNT_PATH} className="font-medium text-pine-800 underline">
            {chunks}
          </Link>
        ),
      })}
    </p>
  );
}
