import type { ReactNode } from 'react';
import type { OfferOption } from '@/db/schema';
import { imagePath } from '@/features/images/paths';
import { formatEuro } from '@/lib/money';
import { addToDay } from '@/lib/time';
import { VENUE_TYPE_LABELS } from '@/features/venues/labels';
import { capacityText, formatDateOption, formatDay, formatShortDay, guestDropText } from '../format';
import type { PricedOption } from '../prices';

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
  if (!first) return <span className="text-sm text-slate-600">Kein Foto</span>;
  // Our stored copy; the box keeps its shape before the image arrives.
  // eslint-disable-next-line @next/next/no-img-element
  return <img src={imagePath(first)} alt={`Foto: ${option.venue.name}`} loading="lazy" decoding="async" className="aspect-[4/3] w-full rounded-lg bg-pine-50 object-cover" />;
}

function MinimumSpend({ priced }: { priced: PricedOption }) {
  if (!priced.minimumSpend) return <>Kein Mindestumsatz</>;
  const { cents, reached, shortfall } = priced.minimumSpend;
  return (
    <>
      {formatEuro(cents)} brutto –{' '}
      {reached ? <span className="font-medium text-pine-800">von Ihrer Summe erreicht</span> : <span className="font-medium text-berry-700">nicht erreicht, es fehlen {formatEuro(shortfall)}</span>}
    </>
  );
}

function Cancellation({ option, priced }: { option: OfferOption; priced: PricedOption }) {
  const firstDate = option.dates[0]?.date;
  return (
    <ul className="space-y-1">
      {priced.cancellation.map((step) => (
        <li key={step.daysBefore}>
          {step.daysBefore} Tage vorher{firstDate ? ` (${formatShortDay(addToDay(firstDate, -step.daysBefore))})` : ''}: {formatEuro(step.cents)} ({step.percent} %)
        </li>
      ))}
    </ul>
  );
}

/** Every fact the company compares, in the order of the table's rows; every figure from priceOption. */
export function optionFacts(option: OfferOption, priced: PricedOption): OptionFact[] {
  const { venue } = option;
  return [
    { label: 'Foto', value: <Photo option={option} /> },
    {
      label: 'Location und Adresse',
      value: (
        <>
          <span className="font-semibold text-pine-900">{venue.name}</span>
          <br />
          {venue.address}
          {venue.types.length > 0 && <span className="block text-sm text-slate-600">{venue.types.map((type) => VENUE_TYPE_LABELS[type]).join(' · ')}</span>}
        </>
      ),
    },
    { label: 'Platz für Ihre Gruppe', value: capacityText(priced.capacity, venue, priced.participants) },
    {
      label: 'Termine',
      value: (
        <ul className="space-y-1">
          {option.dates.map((date) => (
            <li key={`${date.date}-${date.start}`}>{formatDateOption(date)}</li>
          ))}
        </ul>
      ),
    },
    { label: 'Preis pro Person (brutto)', value: <span className="font-semibold">{formatEuro(priced.perHeadGross)}</span> },
    { label: 'Summe netto', value: formatEuro(priced.total.net) },
    { label: 'MwSt. 7 %', value: vatOf(priced, 7) },
    { label: 'MwSt. 19 %', value: vatOf(priced, 19) },
    { label: 'Gesamtbetrag brutto', value: <span className="font-semibold">{formatEuro(priced.total.gross)}</span> },
    { label: 'Mindestumsatz', value: <MinimumSpend priced={priced} /> },
    { label: 'Inklusive', value: option.included ? <span className="whitespace-pre-line">{option.included}</span> : '–' },
    { label: 'Stornokosten vor dem ersten Termin', value: <Cancellation option={option} priced={priced} /> },
    { label: 'Weniger Gäste', value: guestDropText(priced.guestDrop) },
    { label: 'Option bis', value: option.holdUntil ? formatDay(option.holdUntil) : 'Keine Optionsfrist' },
  ];
}
