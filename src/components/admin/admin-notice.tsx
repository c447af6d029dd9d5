'use client';

import { useEffect, useRef } from 'react';
import { toast } from '@/components/ui/toast';

/**
 * A message the server has for the visitor on arrival (a save that succeeded before the redirect, a list that
 * could not be loaded), shown once as a toast. `clearParam` takes its trigger out of the address, so a reload
 * does not repeat it. Without JavaScript the text stands on the page instead.
 */
export function AdminNotice({ kind, text, clearParam }: { kind: 'success' | 'error'; text: string; clearParam?: string }) {
  // React runs effects twice in development; the toast must not.
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toast[kind](text);
    if (clearParam) {
      const url = new URL(window.location.href);
      url.searchParams.delete(clearParam);
      window.history.replaceState(null, '', url);
    }
  }, [kind, text, clearParam]);
  return (
    <noscript>
      <p role={kind === 'error' ? 'alert' : 'status'} className={`rounded-lg p-3 text-sm font-medium ${kind === 'error' ? 'bg-berry-600 text-white' : 'bg-pine-50 text-pine-900'}`}>
        {text}
      </p>
    </noscript>
  );
}
