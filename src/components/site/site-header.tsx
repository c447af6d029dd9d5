import { cache } from 'react';
import { TreePine } from '@/components/ui/icons';
import { buttonClasses } from '@/components/ui/button';
import { BRAND } from '@/lib/site';

/**
 * The header's parts that are the same on every page, one element each per request: every public page carries the
 * root's 404 page, with its own header, in its inline payload, and the payload writes an element it already wrote as
 * a reference. Only the request button differs between the two headers.
 */
const brandLink = cache(() => (
  <a href="/" className="flex items-center gap-2 text-lg font-bold text-pine-900">
    <TreePine aria-hidden="true" className="size-7 text-pine-700" />
    <span>{BRAND}</span>
  </a>
));

const pageLinks = cache(() => (
  <>
    <a href="/staedte" className="rounded px-2 py-2 text-slate-700 hover:text-pine-800">
      Städte
    </a>
    <a href="/blog" className="rounded px-2 py-2 text-slate-700 hover:text-pine-800">
      Blog
    </a>
  </>
));

/** `requestHref`: the page's own form where it has one, else the home page's form. */
export function SiteHeader({ requestHref }: { requestHref: string }) {
  return (
    <header className="border-b border-pine-100 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3">
        {brandLink()}
        <nav aria-label="Hauptnavigation" className="ml-auto flex items-center gap-1 text-sm font-medium sm:gap-4 sm:text-base">
          {pageLinks()}
          <a href={requestHref} className={buttonClasses('primary', 'sm', 'max-sm:hidden')}>
            Anfrage stellen
          </a>
          <a href={requestHref} className="rounded px-2 py-2 text-berry-700 sm:hidden">
            Anfrage
          </a>
        </nav>
      </div>
    </header>
  );
}
