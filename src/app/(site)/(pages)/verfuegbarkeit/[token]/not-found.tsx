import type { Metadata } from 'next';
import { buttonClasses } from '@/components/ui/button';
import { INVITE_TEXTS } from '@/features/availability/texts';
import { operator } from '@/lib/operator';
import { telHref } from '@/lib/text';

export const metadata: Metadata = { title: { absolute: INVITE_TEXTS.goneMetaTitle }, robots: { index: false, follow: false } };

const linkClass = 'text-pine-700 underline hover:text-pine-900';

/** An unknown or forged availability link: a real 404, in German, without anybody's data; the team's line to call. */
export default function AvailabilityLinkNotFound() {
  const team = operator();
  return (
    <section className="mx-auto max-w-2xl px-4 py-20">
      <p className="text-5xl font-bold text-berry-600">404</p>
      <h1 className="mt-4 text-3xl font-bold text-pine-900">{INVITE_TEXTS.goneHeading}</h1>
      <p className="mt-4 text-lg text-slate-700">{INVITE_TEXTS.goneText}</p>
      <p className="mt-6 text-slate-700">
        {INVITE_TEXTS.goneReachUs}{' '}
        <a href={telHref(team.phone)} className={linkClass}>
          {team.phone}
        </a>{' '}
        {INVITE_TEXTS.goneOrMail}{' '}
        <a href={`mailto:${team.email}`} className={`${linkClass} break-all`}>
          {team.email}
        </a>
        .
      </p>
      <a href="/" className={`${buttonClasses('outline')} mt-8`}>
        {INVITE_TEXTS.goneHome}
      </a>
    </section>
  );
}
