import { SiteFooter } from '@/components/site/site-footer';
import { ScrollToTop } from '@/components/site/scroll-to-top';
import { SiteHeader } from '@/components/site/site-header';
import { Toaster } from '@/components/ui/toast';
import { ConsentBanner } from '@/features/consent/consent-banner';

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a href="#inhalt" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        Zum Inhalt springen
      </a>
      <SiteHeader />
      <main id="inhalt" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <ConsentBanner />
      <Toaster />
      <ScrollToTop />
    </>
  );
}
