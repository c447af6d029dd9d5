import { buttonClasses } from '@/components/ui/button';
import { operator } from '@/lib/operator';
import { telHref } from '@/lib/text';
import { INVITE_TEXTS } from '../texts';

const linkClass = 'text-pine-700 underline hover:text-pine-900';

/**
 * A link that opens no availability page, without anybody's data: unknown or forged (404), or ended some weeks after
 * the party or the release (410, rules.ts); the team's line to call.
 */
export function InviteGone({ ended }: { ended: boolean }) {
  const team = operator();
  return (
    <section className="mx-auto max-w-2xl px-4 py-20">
      <p className="text-5xl font-bold text-berry-600">{ended ? '410' : '404'}</p>
      <h1 className="mt-4 text-3xl font-bold text-pine-900">{ended ? INVITE_TEXTS.endedHeading : INVITE_TEXTS.goneHeading}</h1>
      <p className="mt-4 text-lg text-slate-700">{ended ? INVITE_TEXTS.endedText : INVITE_TEXTS.goneText}</p>
      <p className="mt-6 text-slate-700">
        {ended ? INVITE_TEXTS.endedReachUs : INVITE_TEXTS.goneReachUs}{' '}
        <a href={telHref(team.phone)} className={linkClass}>
          {team.phone}
        </a>{' '}
        {ended ? INVITE_TEXTS.endedOrMail : INVITE_TEXTS.goneOrMail}{' '}
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
