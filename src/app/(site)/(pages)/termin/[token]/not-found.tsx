import type { Metadata } from 'next';
import { buttonClasses } from '@/components/ui/button';
import { CALL_TEXTS } from '@/features/calls/texts';

export const metadata: Metadata = { title: { absolute: 'Link ungültig – Weihnachtsfeier-Planer' }, robots: { index: false, follow: false } };

/** A forged or unknown call link: a real 404, in German, without anybody's data. */
export default function CallLinkNotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24">
      <h1 className="text-3xl font-bold text-pine-900">{CALL_TEXTS.pageHeading}</h1>
      <p className="mt-4 text-lg text-slate-700">{CALL_TEXTS.unknown}</p>
      <a href="/" className={`${buttonClasses('outline')} mt-8`}>
        Zur Startseite
      </a>
    </section>
  );
}
