'use client';

import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CircleCheck } from '@/components/ui/icons';
import { PROMISE_SENTENCE } from '@/lib/promise';
import { PRODUCT } from '@/lib/site';
import { thanksCity, thanksTitle } from '../thanks';
import { RequestForm, type RequestFormProps } from './request-form';

/** The request form that answers with a thank-you card in place (the demo page) instead of going to /thanks. */
export function RequestWithThanks(props: Omit<RequestFormProps, 'onSubmitted'>) {
  const [sentFor, setSentFor] = useState<string>();
  const [round, setRound] = useState(0);
  const cardRef = useRef<HTMLDivElement>(null);

  if (sentFor === undefined) {
    return (
      <RequestForm
        key={round}
        {...props}
        onSubmitted={({ cityName }) => {
          setSentFor(cityName);
          requestAnimationFrame(() => cardRef.current?.focus());
        }}
      />
    );
  }
  return (
    <div ref={cardRef} tabIndex={-1} role="status" className="mt-4 rounded-xl bg-pine-50 p-5 text-center outline-none ring-1 ring-pine-100">
      <CircleCheck aria-hidden="true" className="mx-auto size-10 text-pine-700" />
      <p className="mt-3 text-lg font-semibold text-pine-900">{thanksTitle(thanksCity(sentFor))}</p>
      <p className="mt-2 text-sm text-slate-700">{PROMISE_SENTENCE}</p>
      <Button
        className="mt-5"
        onClick={() => {
          setSentFor(undefined);
          setRound((n) => n + 1);
        }}
      >
        Neue {PRODUCT}-Anfrage stellen
      </Button>
    </div>
  );
}
