'use client';

import { useEffect, useSyncExternalStore } from 'react';

// A small toast of our own instead of a library: it is all the site needs and keeps the page's JavaScript small.

type ToastKind = 'success' | 'error';

interface ToastItem {
  id: number;
  kind: ToastKind;
  title: string;
  description?: string;
}

const DISPLAY_MS: Record<ToastKind, number> = { success: 6000, error: 10000 };
const NONE: readonly ToastItem[] = [];

let items: readonly ToastItem[] = NONE;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly ToastItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

function dismiss(id: number) {
  publish(items.filter((item) => item.id !== id));
}

function show(kind: ToastKind, title: string, options?: { description?: string }) {
  const id = nextId++;
  publish([...items, { id, kind, title, description: options?.description }]);
  setTimeout(() => dismiss(id), DISPLAY_MS[kind]);
}

export const toast = {
  success: (title: string, options?: { description?: string }) => show('success', title, options),
  /** The destructive variant: red, announced at once. */
  error: (title: string, options?: { description?: string }) => show('error', title, options),
  dismissAll: () => publish(NONE),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const STYLES: Record<ToastKind, string> = {
  success: 'border-pine-200 bg-white text-pine-900',
  error: 'border-berry-700 bg-berry-600 text-white',
};

/** What the reader does when they move on: tap, type, scroll by wheel or finger. */
const MOVING_ON = ['pointerdown', 'keydown', 'wheel', 'touchmove'] as const;

/**
 * A success toast has said its word once the reader moves on: it goes, so that it covers nothing they scroll to or
 * reach for (on a phone, the booking form of the thank-you page below it).
 */
function useDismissSuccessOnInteraction(current: readonly ToastItem[]) {
  const showsSuccess = current.some((item) => item.kind === 'success');
  useEffect(() => {
    if (!showsSuccess) return;
    const dismissSuccess = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('[data-toaster]')) return;
      publish(items.filter((item) => item.kind !== 'success'));
    };
    for (const type of MOVING_ON) document.addEventListener(type, dismissSuccess, { capture: true, passive: true });
    return () => {
      for (const type of MOVING_ON) document.removeEventListener(type, dismissSuccess, { capture: true });
    };
  }, [showsSuccess]);
}

/**
 * Placed once in the layout; it outlives client navigation, so a toast stays visible on the next page. Its labels
 * are the public site's (German) unless a layout passes its own (the admin's, in the admin's language).
 */
export function Toaster({ label = 'Benachrichtigungen', closeLabel = 'Meldung schließen' }: { label?: string; closeLabel?: string }) {
  const current = useSyncExternalStore(subscribe, () => items, () => NONE);
  useDismissSuccessOnInteraction(current);
  return (
    <section aria-label={label} data-toaster className="pointer-events-none fixed inset-x-0 top-4 z-[60] flex justify-center px-4">
      <ol aria-live="polite" className="flex w-full max-w-md flex-col gap-2">
        {current.map((item) => (
          // The role stands inside the item: a list may hold only list items (axe: 'list').
          <li key={item.id} className="pointer-events-auto">
            <div role={item.kind === 'error' ? 'alert' : 'status'} data-kind={item.kind} className={`flex items-start gap-3 rounded-lg border p-4 shadow-lg ${STYLES[item.kind]}`}>
              <div className="flex-1">
                <p className="font-semibold">{item.title}</p>
                {item.description && <p className="mt-1 text-sm">{item.description}</p>}
              </div>
              <button
                type="button"
                onClick={() => dismiss(item.id)}
                aria-label={closeLabel}
                className="-m-1 rounded p-1 text-xl leading-none opacity-70 hover:opacity-100"
              >
                ×
              </button>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
