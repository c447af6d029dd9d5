import type { ReactNode } from 'react';
import { JsonLd } from '@/components/json-ld';
import { buttonClasses } from '@/components/ui/button';
import type { VenueType } from '@/db/schema/venues';
import type { City } from '@/features/cities/types';
import { REQUEST_FORM_ANCHOR } from '@/lib/site';
import type { VenueListFilter } from '../filter';
import { venueListPath } from '../paths';
import type { PublicVenueCard } from '../public-queries';
import { venueListJsonLd } from '../structured-data';
import { VENUE_LIST_TEXTS } from '../texts';
import { PublicVenueCardItem } from './public-venue-card';
import { PublicVenueFilter } from './public-venue-filter';

/** The first row of cards (three on a wide screen) loads at once; the rest when scrolled near. */
const EAGER_CARDS = 1;

/**
 * A card's width in the grid below: one column under 640 pixels (sm), two up to 1024 (lg), three above, 24 pixels
 * apart (gap-6), in a column of at most 1152 pixels (max-w-6xl) with 16 pixels of padding on each side (px-4).
 */
const CARD_SIZES = '(min-width: 1152px) 358px, (min-width: 1024px) calc((100vw - 80px) / 3), (min-width: 640px) calc(50vw - 28px), calc(100vw - 32px)';

/**
 * The way to our request form from a page without one: the city page's form. It carries the request form's anchor,
 * so the header's „Anfrage" button of these pages leads here.
 */
export function PublicVenueRequestLink({ city, title, text }: { city: Pick<City, 'id' | 'name'>; title: string; text: string }) {
  return (
    <aside id={REQUEST_FORM_ANCHOR} aria-labelledby="anfrage-link-titel" className="scroll-mt-3 rounded-2xl bg-pine-800 p-8 text-white">
      <h2 id="anfrage-link-titel" className="text-2xl font-bold">
        {title}
      </h2>
      <p className="mt-2 max-w-3xl text-pine-100">{text}</p>
      <a href={`/${city.id}#${REQUEST_FORM_ANCHOR}`} className={buttonClasses('primary', 'md', 'mt-6')}>
        {VENUE_LIST_TEXTS.requestLink}
      </a>
    </aside>
  );
}

/**
 * A city's public venues (/{city}/locations): the filter, the cards in the list's order, an empty state with a way
 * back, and the way to the request form. `cards`: those the filter lets through; `cityTypes`: the types of all the
 * city's venues (the filter's choices); `breadcrumb`: the trail, rendered by the route.
 */
export function PublicVenueList({
  city,
  cards,
  cityTypes,
  cityCount,
  filter,
  filtered,
  breadcrumb,
}: {
  city: City;
  cards: readonly PublicVenueCard[];
  cityTypes: readonly VenueType[];
  cityCount: number;
  filter: VenueListFilter;
  filtered: boolean;
  breadcrumb: ReactNode;
}) {
  const listPath = venueListPath(city.id);
  return (
    <>
      <JsonLd data={venueListJsonLd(cards, city)} />
      <div className="mx-auto max-w-6xl px-4 py-10">
        {breadcrumb}
        <p className="mt-6 font-semibold text-berry-700">{VENUE_LIST_TEXTS.eyebrow(city.displayName)}</p>
        <h1 className="mt-2 text-3xl font-bold text-pine-900 sm:text-4xl">{VENUE_LIST_TEXTS.title(city.name)}</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">{VENUE_LIST_TEXTS.intro(city.name)}</p>
        {cityCount > 0 && (
          <div className="mt-8">
            <PublicVenueFilter action={listPath} filter={filter} types={cityTypes} active={filtered} />
          </div>
        )}
        {cityCount > 0 && (
          <p className="mt-6 font-semibold text-slate-800" aria-live="polite">
            {VENUE_LIST_TEXTS.found(cards.length)}
          </p>
        )}
        {cards.length > 0 ? (
          <ul aria-label={VENUE_LIST_TEXTS.cardsLabel(city.name)} className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {cards.map((card, i) => (
              <PublicVenueCardItem key={card.id} card={card} sizes={CARD_SIZES} eager={i < EAGER_CARDS} guests={filter.guests} />
            ))}
          </ul>
        ) : (
          <div className="mt-6 rounded-2xl border border-dashed border-pine-200 bg-white p-10 text-center">
            {cityCount === 0 ? (
              <>
                <h2 className="text-xl font-semibold text-pine-900">{VENUE_LIST_TEXTS.emptyCityTitle}</h2>
                <p className="mt-2 text-slate-700">{VENUE_LIST_TEXTS.emptyCityText(city.name)}</p>
              </>
            ) : (
              <>
                <h2 className="text-xl font-semibold text-pine-900">{VENUE_LIST_TEXTS.emptyTitle}</h2>
                <p className="mx-auto mt-2 max-w-2xl text-slate-700">{VENUE_LIST_TEXTS.emptyText}</p>
                <a href={listPath} className="mt-4 inline-block font-semibold text-pine-700 underline">
                  {VENUE_LIST_TEXTS.showAll}
                </a>
              </>
            )}
          </div>
        )}
        <div className="mt-12">
          <PublicVenueRequestLink city={city} title={VENUE_LIST_TEXTS.requestTitle} text={VENUE_LIST_TEXTS.requestText(city.name)} />
        </div>
        <p className="mt-8">
          <a href={`/${city.id}`} className="font-semibold text-pine-700 underline">
            {VENUE_LIST_TEXTS.cityLink(city.name)}
          </a>
        </p>
      </div>
    </>
  );
}
