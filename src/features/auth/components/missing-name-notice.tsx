import Link from 'next/link';
import { ADMIN_ACCOUNT_PATH } from '../paths';
import { hasPlannerName } from '../planner';
import type { SignedInUser } from '../server';
import { PROFILE_TEXTS } from '../texts';

/**
 * For the workspace's frame: reminds a signed-in admin without a display name (made by `npm run create-admin`
 * without --name, or before names existed) to add one, on every page, without keeping them from their work.
 */
export function MissingNameNotice({ admin }: { admin: Pick<SignedInUser, 'name'> }) {
  if (hasPlannerName(admin)) return null;
  const { before, link, after } = PROFILE_TEXTS.missingName;
  return (
    <p role="note" className="rounded-lg bg-gold-100 p-3 text-sm text-slate-900">
      {before}
      <Link href={ADMIN_ACCOUNT_PATH} className="font-medium text-pine-800 underline">
        {link}
      </Link>
      {after}
    </p>
  );
}
