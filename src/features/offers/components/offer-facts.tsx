import type { ReactNode } from 'react';
import type { OfferOption } from '@/db/schema';
import { imagePath } from '@/features/images/paths';
import { formatEuro } from '@/lib/money';
import { berlinToday, type Day } from '@/lib/time';
import { VENUE_TYPE_LABELS } from '@/features/venues/labels';
import { billingLines, cancellationLines, capacityText, formatDateOption, formatDay, guestDropText } from '../format';
import { cancellationSchedule, firstDay, type PricedOption } from '../prices';
import { OFFER_FACTS_TEXTS } from '../texts';

/** One fact of an option, as the comparison table's row and the card's entry show it. */
export interface OptionFact {
  label: string;
  value: ReactNode;
}

function vatOf(priced: PricedOption, rate: 7 | 19): string {
  return formatEuro(priced.total.vatByRate.find((entry) => entry.rate === rate)?.vat ?? 0);
}

function Photo({ option }: { option: OfferOption }) {
  const [first] = option.venue.imageIds;
  if (!first) return <span className="text-sm text-slate-600">{OFFER_FACTS_TEXTS.noPhoto}</span>;
  // Our stored copy; the box keeps its shape before the image arrives.
  // eslint-disable-next-line @next/next/no-img-element
  return <img src={imagePath(first)} alt={OFFER_FACTS_TEXTS.photoAlt(option.venue.name)} loading="lazy" decoding="async" className="aspect-[4/3] w-full rounded-lg bg-pine-50 object-cover" />;
}

function MinimumSpend({ priced }: { priced: PricedOption }) {
  if (!priced.minimumSpend) return <>{OFFER_FACTS_TEXTS.noMinimumSpend}</>;
  const { cents, reached, shortfall } = priced.minimumSpend;
  return (
    <>
      {OFFER_FACTS_TEXTS.minimumSpend(formatEuro(cents))}{' '}
      {reached ? <span className="font-medium text-pine-800">{OFFER_FACTS_TEXTS.reached}</span> : <span className="font-medium text-berry-700">{OFFER_FACTS_TEXTS.notReached(formatEuro(shortfall))}</span>}
    </>
  );
}

/** The terms as of today before the option's first date: what has passed merged into „ab sofort“, then the deadlines ahead. */
function Cancellation({ option, priced, today }: { option: OfferOption; priced: PricedOption; today: Day }) {
  const first = firstDay(option.dates);
  // A published option has a date (checkDraft); without one there is nothing to count from.
  if (!first) return <>–</>;
  const lines = cancellationLines(cancellationSchedule(option.cancellationTerms, priced.venue.gross, first, today));
  return (
    <ul className="space-y-1">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** Every fact the company compares, in the order of the table's rows; every figure from priceOption, the cancellation as of `today` (Berlin). */
export function optionFacts(option: OfferOption, priced: PricedOption, today: Day = berlinToday()): OptionFact[] {
  const { venue } = option;
  const labels = OFFER_FACTS_TEXTS.labels;
  return [
    { label: labels.photo, value: <Photo option={option} /> },
    {
      label: labels.venue,
      value: (
        <>
          <span className="font-semibold text-pine-900">{venue.name}</span>
          <br />
          {venue.address}
          {venue.types.length > 0 && <span className="block text-sm text-slate-600">{venue.types.map((type) => VENUE_TYPE_LABELS[type]).join(' · ')}</span>}
        </>
      ),
    },
    { label: labels.capacity, value: capacityText(priced.capacity, venue, priced.participants) },
    {
      label: labels.dates,
      value: (
        <ul className="space-y-1">
          {option.dates.map((date) => (
            <li key={`${date.date}-${date.start}`}>{formatDateOption(date)}</li>
          ))}
        </ul>
      ),
    },
    { label: labels.perHead, value: <span className="font-semibold">{formatEuro(priced.perHeadGross)}</span> },
    { label: labels.net, value: formatEuro(priced.total.net) },
    { label: labels.vat7, value: vatOf(priced, 7) },
    { label: labels.vat19, value: vatOf(priced, 19) },
    { label: labels.gross, value: <span className="font-semibold">{formatEuro(priced.total.gross)}</span> },
    {
      label: labels.billing,
      value: (
        <ul className="space-y-1 text-sm">
          {billingLines(venue.name, priced).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ),
    },
    { label: labels.minimumSpend, value: <MinimumSpend priced={priced} /> },
    { label: labels.included, value: option.included ? <span className="whitespace-pre-line">{option.included}</span> : '–' },
    { label: labels.cancellation, value: <Cancellation option={option} priced={priced} today={today} /> },
    { label: labels.guestDrop, value: guestDropText(priced.guestDrop) },
    { label: labels.holdUntil, value: option.holdUntil ? formatDay(option.holdUntil) : OFFER_FACTS_TEXTS.noHoldUntil },
  ];
}
