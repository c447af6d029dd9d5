'use client';

import { type ComponentProps, useEffect, useRef } from 'react';

/**
 * A section that takes the place of a sent form (a success message): on arrival it scrolls into view and takes the
 * focus, so a phone that posted from far down the form shows it, and a screen reader reads it. Without JavaScript the
 * page loads anew and shows it anyway.
 */
export function ArrivalSection({ className = '', ...props }: ComponentProps<'section'>) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'start' });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return <section ref={ref} tabIndex={-1} className={`scroll-mt-4 outline-none ${className}`} {...props} />;
}
