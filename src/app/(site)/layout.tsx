import { siteFooter } from '@/components/site/site-footer';
import { Toaster } from '@/components/ui/toast';
import { ConsentBanner } from '@/features/consent/components/consent-banner';

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a href="#inhalt" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        Zum Inhalt springen
      </a>
      {/* Early in the document, so its buttons come early in the keyboard order; it shows fixed at the bottom. */}
      <ConsentBanner />
      {children}
      {siteFooter()}
      <Toaster />
    </>
  );
}
