'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';
import { calculatePrice } from '@/features/ad-slots/prices';
import { CalculationSummary } from './calculation-summary';

const TRIGGER = buttonClasses('secondary', 'sm', 'mt-4 w-full');

/**
 * 'Berechnen' for one month. Without JavaScript it is a link to the page with the server's calculation;
 * once React runs it opens the same calculation in a modal dialog (Escape and 'Schließen' close it, and the
 * focus returns to the button).
 */
export function CalculateButton({ monthIndex, monthName, href }: { monthIndex: number; monthName: string; href: string }) {
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  // The calculation is rendered only while its dialog is open, so the page holds one result at a time.
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (open) dialog.current?.showModal();
  }, [open]);
  const label = (
    <>
      Berechnen<span className="sr-only"> – Start im {monthName}</span>
    </>
  );

  if (!hydrated) {
    return (
      <a href={href} className={TRIGGER}>
        {label}
      </a>
    );
  }
  return (
    <>
      <button ref={trigger} type="button" aria-haspopup="dialog" className={TRIGGER} onClick={() => setOpen(true)}>
        {label}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={headingId}
        onClose={() => {
          setOpen(false);
          trigger.current?.focus();
        }}
        // A click on the backdrop lands on the dialog element itself.
        onClick={(event) => event.target === dialog.current && dialog.current.close()}
        className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-white p-6 text-left shadow-xl backdrop:bg-slate-900/60"
      >
        {open && (
          <>
            <CalculationSummary calculation={calculatePrice(monthIndex)} headingId={headingId} />
            <form method="dialog" className="mt-6 flex justify-end">
              <button type="submit" className={buttonClasses('primary', 'md')}>
                Schließen
              </button>
            </form>
          </>
        )}
      </dialog>
    </>
  );
}
