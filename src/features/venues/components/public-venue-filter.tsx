import type { VenueType } from '@/db/schema/venues';
import { buttonClasses } from '@/components/ui/button';
import { MAX_LIST_GUESTS, VENUE_LIST_PARAMS, type VenueListFilter } from '../filter';
import { VENUE_TYPE_LABELS } from '../labels';
import { VENUE_LIST_TEXTS } from '../texts';

const fieldClass = 'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-pine-600';

/**
 * The list's filter: a GET form to the list's own address, so it works without JavaScript (the server answers the
 * query; see routes.ts). `types`: the types the city's venues have, in the labels' order.
 */
export function PublicVenueFilter({ action, filter, types, active }: { action: string; filter: VenueListFilter; types: readonly VenueType[]; active: boolean }) {
  const offered = (Object.keys(VENUE_TYPE_LABELS) as VenueType[]).filter((type) => types.includes(type) || type === filter.type);
  return (
    <form action={action} method="get" role="search" aria-labelledby="filter-titel" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="filter-titel" className="text-lg font-semibold text-pine-900">
        {VENUE_LIST_TEXTS.filterTitle}
      </h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div>
          <label htmlFor="filter-gaeste" className="font-medium text-slate-800">
            {VENUE_LIST_TEXTS.guests}
          </label>
          <input
            id="filter-gaeste"
            type="number"
            name={VENUE_LIST_PARAMS.guests}
            min={1}
            max={MAX_LIST_GUESTS}
            step={1}
            inputMode="numeric"
            defaultValue={filter.guests ?? ''}
            placeholder={VENUE_LIST_TEXTS.guestsPlaceholder}
            aria-describedby="filter-gaeste-hinweis"
            className={fieldClass}
          />
          <p id="filter-gaeste-hinweis" className="mt-1 text-xs text-slate-600">
            {VENUE_LIST_TEXTS.guestsHint}
          </p>
        </div>
        <div className="sm:self-start">
          <label htmlFor="filter-art" className="font-medium text-slate-800">
            {VENUE_LIST_TEXTS.type}
          </label>
          <select id="filter-art" name={VENUE_LIST_PARAMS.type} defaultValue={filter.type ?? ''} className={fieldClass}>
            <option value="">{VENUE_LIST_TEXTS.allTypes}</option>
            {offered.map((type) => (
              <option key={type} value={type}>
                {VENUE_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:self-start sm:pt-7">
          <button type="submit" className={buttonClasses('primary', 'md')}>
            {VENUE_LIST_TEXTS.submit}
          </button>
          {active && (
            <a href={action} className="font-medium text-pine-700 underline">
              {VENUE_LIST_TEXTS.reset}
            </a>
          )}
        </div>
      </div>
    </form>
  );
}
