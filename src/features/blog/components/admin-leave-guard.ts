'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';

/**
 * While `active`, leaving asks first: a reload or closing the tab through the browser's own prompt, a link of
 * the site (Next's client navigation fires no unload) through a confirm dialog. The click is caught before
 * React's handlers, so a declined link does nothing at all.
 */
export function useLeaveGuard(active: boolean) {
  const prompt = useTranslations('blog.editor')('leavePrompt');
  useEffect(() => {
    if (!active) return;
    let confirmed = false;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!confirmed) event.preventDefault();
    };
    const click = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      // Other sites and new tabs are left to the browser's prompt, or leave nothing.
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin || link.target === '_blank' || link.hasAttribute('download')) return;
      if (link.pathname === window.location.pathname && link.search === window.location.search) return;
      if (window.confirm(prompt)) {
        confirmed = true;
        return;
      }
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [active, prompt]);
}
