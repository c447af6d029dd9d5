'use client';

import { useTranslations } from 'next-intl';
import { type AdminFormAction, useAdminForm } from '@/components/admin/use-admin-form';
import { Button } from '@/components/ui/button';
import { NoScriptAlert } from '@/components/ui/form-field';
import { VENUE_FIELD_PREFIX, type VenuePickValues } from '../builder-form';

export interface VenuePickRow {
  id: string;
  name: string;
  cityName: string;
  capacitySeated: number;
  capacityStanding: number;
  suggested: boolean;
}

/** Step 1 of an offer: tick 2 to 6 venues; those in the request's city that take the group come first. */
export function VenuePicker({ action, requestId, initial, venues }: { action: AdminFormAction<VenuePickValues>; requestId: string; initial: VenuePickValues; venues: readonly VenuePickRow[] }) {
  const t = useTranslations('offers.venuePicker');
  const { state, errors, saving, formProps } = useAdminForm(action, initial);
  const chosen = new Set(state.values.chosen);
  const error = errors.venues;
  return (
    <form {...formProps} className="space-y-4 rounded-xl bg-white p-5 ring-1 ring-slate-200">
      <NoScriptAlert message={state.message} />
      <input type="hidden" name="requestId" value={requestId} />
      <input type="hidden" name="revision" value={state.values.revision} />
      <fieldset aria-describedby={error ? 'venues-error' : 'venues-hint'}>
        <legend className="font-semibold text-pine-900">{t('legend')}</legend>
        <p id="venues-hint" className="text-sm text-slate-600">
          {t('hint')}
        </p>
        {error && (
          <p id="venues-error" className="mt-1 text-sm font-medium text-berry-700">
            {error}
          </p>
        )}
        {venues.length === 0 ? (
          <p className="mt-3 text-sm text-slate-700">{t('noVenues')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200">
            {venues.map((venue) => (
              <li key={venue.id}>
                <label className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                  <input type="checkbox" name={`${VENUE_FIELD_PREFIX}${venue.id}`} defaultChecked={chosen.has(venue.id)} className="size-5" />
                  <span className="font-medium text-slate-900">{venue.name}</span>
                  <span className="text-sm text-slate-700">
                    {venue.cityName} · {t('capacity', { seated: venue.capacitySeated, standing: venue.capacityStanding })}
                  </span>
                  {venue.suggested && <span className="rounded bg-pine-100 px-2 py-0.5 text-xs font-semibold text-pine-900">{t('suggested')}</span>}
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <Button type="submit" variant="secondary" disabled={saving}>
        {saving ? t('saving') : t('submit')}
      </Button>
    </form>
  );
}
