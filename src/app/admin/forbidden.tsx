import type { Metadata } from 'next';
import { ForbiddenNotice } from '@/components/site/forbidden-notice';
import { PageFrame } from '@/components/site/page-frame';
import { SiteFooter } from '@/components/site/site-footer';
import { REQUEST_FORM_ANCHOR } from '@/lib/site';

export const metadata: Metadata = { title: { absolute: '403 – Kein Zugriff' }, robots: { index: false } };

// Here and in the partner area rather than at the root: a boundary at the root is carried in every public page's
// inline payload.
export default function AdminForbidden() {
  return (
    <div lang="de" className="flex flex-1 flex-col">
      <PageFrame requestHref={`/#${REQUEST_FORM_ANCHOR}`}>
        <ForbiddenNotice />
      </PageFrame>
      <SiteFooter compact />
    </div>
  );
}
