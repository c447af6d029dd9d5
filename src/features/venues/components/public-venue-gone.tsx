import type { City } from '@/features/cities/types';
import { buttonClasses } from '@/components/ui/button';
import { venueListPath } from '../paths';
import { VENUE_GONE_TEXTS } from '../texts';

/** The page of a venue that was listed and no longer is (answered with 410): the way to the city's other venues. */
export function PublicVenueGone({ city }: { city: Pick<City, 'id' | 'name'> }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20">
      <p className="text-5xl font-bold text-berry-600">410</p>
      <h1 className="mt-4 text-3xl font-bold text-pine-900">{VENUE_GONE_TEXTS.title}</h1>
      <p className="mt-4 text-slate-700">{VENUE_GONE_TEXTS.text(city.name)}</p>
      <a href={venueListPath(city.id)} className={buttonClasses('primary', 'md', 'mt-8')}>
        {VENUE_GONE_TEXTS.toList(city.name)}
      </a>
    </section>
  );
}
