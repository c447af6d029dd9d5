import { VENUE_CARD_TEXTS } from '../texts';

/** „Partner": the venue's operator advertises with us in its city (its card comes first in the list). */
export function PartnerMark({ className = '' }: { className?: string }) {
  return (
    <span title={VENUE_CARD_TEXTS.partnerTitle} className={`inline-block rounded-full bg-gold-100 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-pine-900 ring-1 ring-gold-400 ${className}`.trim()}>
      {VENUE_CARD_TEXTS.partner}
    </span>
  );
}
