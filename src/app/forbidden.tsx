import type { Metadata } from 'next';
import Link from 'next/link';
import { PageFrame } from '@/components/site/page-frame';
import { SiteFooter } from '@/components/site/site-footer';
import { NoticePage } from '@/components/ui/notice-page';
import { PARTNER_PATH } from '@/features/partner-area/paths';
import { PARTNER_TEXTS } from '@/features/partner-area/texts';
import { REQUEST_FORM_ANCHOR } from '@/lib/site';

export const metadata: Metadata = { title: { absolute: '403 – Kein Zugriff' }, robots: { index: false } };

/** 403 (forbidden()): a partner account in the admin, or another account in the partner area. */
export default function Forbidden() {
  return (
    <>
      <PageFrame requestHref={`/#${REQUEST_FORM_ANCHOR}`}>
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
      </PageFrame>
      <SiteFooter />
    </>
  );
}
