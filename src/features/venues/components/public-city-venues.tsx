import type { City } from '@/features/cities/types';
import { cityVenuesForCityPage } from '../cache';
import { venueListPath } from '../paths';
import { CITY_VENUES_TEXTS } from '../texts';
import { PublicVenueCardItem } from './public-venue-card';

/** How many venues the city page shows: the first of the city's list (those with a photo first). */
const CITY_PAGE_VENUES = 3;

/**
 * The city page's block of its venues, rendered on the server into the cached page (which so carries the city's
 * venue tag): the first three and the link to the whole list; nothing while the city has no public venue. The cards
 * get no `sizes`, so their photos no srcset of smaller copies: it would add one to two kilobytes (the markup and the
 * inline payload both carry it) to HTML on a tight budget (tests/e2e/page-budgets.spec.ts), and would not help phones,
 * whose full-width card at twice the density takes the stored 800 pixel copy anyway.
 */
export async function PublicCityVenues({ city }: { city: City }) {
  const cards = await cityVenuesForCityPage(city.id, CITY_PAGE_VENUES);
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="stadt-locations-titel" className="bg-pine-50 py-14">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="stadt-locations-titel" className="text-2xl font-bold text-pine-900 md:text-3xl">
          {CITY_VENUES_TEXTS.title(city.name)}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{CITY_VENUES_TEXTS.text(city.name)}</p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <PublicVenueCardItem key={card.id} card={card} compact />
          ))}
        </ul>
        <p className="mt-8">
          <a href={venueListPath(city.id)} className="font-semibold text-pine-700 underline">
            {CITY_VENUES_TEXTS.all(city.name)}
          </a>
        </p>
      </div>
    </section>
  );
}
