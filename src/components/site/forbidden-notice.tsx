import Link from 'next/link';
import { NoticePage } from '@/components/ui/notice-page';
import { PARTNER_PATH } from '@/features/partner-area/paths';
import { PARTNER_TEXTS } from '@/features/partner-area/texts';

/** 403 (forbidden()): a partner account in the admin, or another account in the partner area. */
export function ForbiddenNotice() {
  return (
    <NoticePage title={PARTNER_TEXTS.forbiddenTitle}>
      <p>{PARTNER_TEXTS.forbiddenText}</p>
      <p>
        <Link href={PARTNER_PATH} className="font-medium text-pine-700 underline">
          Zum Partnerbereich
        </Link>{' '}
        ·{' '}
        <Link href="/" className="font-medium text-pine-700 underline">
          Zur Startseite
        </Link>
      </p>
    </NoticePage>
  );
}
