import { NoticePage } from '@/components/ui/notice-page';
import { PARTNER_PATH } from '@/features/partner-area/paths';
import { PARTNER_TEXTS } from '@/features/partner-area/texts';

/** 403 (forbidden()): a partner account in the admin, or another account in the partner area. */
export function ForbiddenNotice() {
  return (
    <NoticePage title={PARTNER_TEXTS.forbiddenTitle}>
      <p>{PARTNER_TEXTS.forbiddenText}</p>
      <p>
        <a href={PARTNER_PATH} className="font-medium text-pine-700 underline">
          Zum Partnerbereich
        </a>{' '}
        ·{' '}
        <a href="/" className="font-medium text-pine-700 underline">
          Zur Startseite
        </a>
      </p>
    </NoticePage>
  );
}
