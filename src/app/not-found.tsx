import type { Metadata } from 'next';
import { NotFoundView } from '@/components/site/not-found-view';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';

export const metadata: Metadata = { title: { absolute: '404 – Seite nicht gefunden' }, robots: { index: false } };

export default function NotFound() {
  return (
    <>
      <SiteHeader />
      <main id="inhalt" className="flex-1">
        <NotFoundView />
      </main>
      <SiteFooter />
    </>
  );
}
