import { telHref } from '@/lib/text';
import { operator } from '@/lib/operator';
import { GONE_TEXTS, PUBLIC_TEXTS } from '../texts';

const linkClass = 'text-pine-700 underline hover:text-pine-900';

/** How to reach the team when a link shows no offer: the operator's phone and e-mail. */
function ReachUs() {
  const op = operator();
  return (
    <p className="mt-6 text-slate-700">
      {GONE_TEXTS.reachUs}{' '}
      <a href={telHref(op.phone)} className={linkClass}>
        {op.phone}
      </a>{' '}
      {GONE_TEXTS.orMail}{' '}
      <a href={`mailto:${op.email}`} className={linkClass}>
        {op.email}
      </a>
      .
    </p>
  );
}

/** The page of a link that opens no offer: unknown (404), withdrawn or expired (410). It names nobody and no figure. */
export function OfferGone({ reason }: { reason: 'unknown' | 'revoked' | 'expired' }) {
  const [title, text] =
    reason === 'expired'
      ? [PUBLIC_TEXTS.expired.title, PUBLIC_TEXTS.expired.text]
      : reason === 'revoked'
        ? [PUBLIC_TEXTS.revoked, PUBLIC_TEXTS.revokedText]
        : [GONE_TEXTS.unknownTitle, `${PUBLIC_TEXTS.unknown} ${GONE_TEXTS.checkLink}`];
  return (
    <section className="mx-auto max-w-2xl px-4 py-20">
      <p className="text-5xl font-bold text-berry-600">{reason === 'unknown' ? '404' : '410'}</p>
      <h1 className="mt-4 text-3xl font-bold text-pine-900">{title}</h1>
      <p className="mt-4 text-slate-700">{text}</p>
      <ReachUs />
    </section>
  );
}
