import type { Metadata } from 'next';
import { NotFoundView } from '@/components/site/not-found-view';
import { SiteFooter } from '@/components/site/site-footer';
import { PageFrame } from '@/components/site/page-frame';
import { REQUEST_FORM_ANCHOR } from '@/lib/site';

export const metadata: Metadata = { title: { absolute: '404 – Seite nicht gefunden' }, robots: { index: false } };

export default function NotFound() {
  return (
    <>
      <PageFrame requestHref={`/#${REQUEST_FORM_ANCHOR}`}>
        <NotFoundView />
      </PageFrame>
      <SiteFooter compact />
    </>
  );
}
