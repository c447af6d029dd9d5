import type { Metadata } from 'next';
import { cache } from 'react';
import { NotFoundView } from '@/components/site/not-found-view';
import { siteFooter } from '@/components/site/site-footer';
import { PageFrame } from '@/components/site/page-frame';
import { REQUEST_FORM_ANCHOR } from '@/lib/site';

export const metadata: Metadata = { title: { absolute: '404 – Seite nicht gefunden' }, robots: { index: false } };

/**
 * Next writes this page into every page's inline payload, once for the root layout and once for the site's layout
 * (for a client-side notFound()). One element per request, so the payload writes it once and refers to it the
 * second time: 4 KB less HTML on every page. Its footer and the header's fixed parts are the site layout's own
 * elements (site-footer.tsx, site-header.tsx), written once as well.
 */
const notFoundPage = cache(() => (
  <>
    <PageFrame requestHref={`/#${REQUEST_FORM_ANCHOR}`}>
      <NotFoundView />
    </PageFrame>
    {siteFooter()}
  </>
));

export default function NotFound() {
  return notFoundPage();
}
