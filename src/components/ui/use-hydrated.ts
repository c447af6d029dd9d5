'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False in the server's HTML and until React runs in the browser, then true. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
