import { SiteHeader } from './site-header';

/** Header and main content; `requestHref` is where the header's request button leads from these pages. */
export function PageFrame({ requestHref, children }: { requestHref: string; children: React.ReactNode }) {
  return (
    <>
      <SiteHeader requestHref={requestHref} />
      <main id="inhalt" className="flex-1">
        {children}
      </main>
    </>
  );
}
