'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * After a client-side navigation the view starts at the very top (Next.js alone only scrolls the new page
 * segment into view, which leaves the header above the fold). Navigations to a #hash keep their target,
 * and back/forward keep the position the browser restores.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  const historyMove = useRef(false);

  useEffect(() => {
    const onPopState = () => {
      historyMove.current = true;
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const restoring = historyMove.current;
    historyMove.current = false;
    if (!restoring && !window.location.hash) window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
