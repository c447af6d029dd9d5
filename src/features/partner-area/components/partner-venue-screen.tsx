import { getCity } from '@/features/cities';
import { termsValuesOf } from '@/features/venues/form-schema';
import { venuePagePath } from '@/features/venues/paths';
import { formatDateTime } from '@/lib/time';
import type { PartnerVenuePage } from '../dashboard';
import { profileValuesOf } from '../form-schema';
import { PARTNER_PATH, VENUE_NOTICES, type VenueNotice } from '../paths';
import { PROFILE_TEXTS } from '../texts';
import { VenueFormWords } from './venue-form-words';
import { VenueProfileForm } from './venue-profile-form';
import { VenueTermsForm } from './venue-terms-form';

const NOTICE_TEXTS: Record<VenueNotice, string> = { gesendet: PROFILE_TEXTS.profileSent, unveraendert: PROFILE_TEXTS.profileUnchanged, konditionen: PROFILE_TEXTS.termsSaved };

/**
 * An operator's venue page in the partner area: whether it is public (and where), the change waiting for the team,
 * the profile form (prefilled with the waiting change, else the live profile) and the terms form.
 */
export function PartnerVenueScreen({ venue, notice }: { venue: PartnerVenuePage; notice?: string | string[] }) {
  const cityName = (venue.cityId && getCity(venue.cityId)?.name) || venue.cityName;
  const said = VENUE_NOTICES.find((known) => known === notice);
  const publicPath = venue.publishedAt && venue.cityId && venue.slug ? venuePagePath(venue.cityId, venue.slug) : null;
  return (
    <section aria-labelledby="venue-title" className="mx-auto max-w-4xl space-y-6 px-4 py-12">
      <a href={PARTNER_PATH} className="font-medium text-pine-700 underline">
        {PROFILE_TEXTS.back}
      </a>
      <h1 id="venue-title" className="text-3xl font-bold break-words text-pine-900">
        {PROFILE_TEXTS.title(venue.name, cityName)}
      </h1>
      <p className="text-slate-800">{PROFILE_TEXTS.intro}</p>
      {said && (
        <p role="status" className="rounded-lg bg-pine-50 p-3 font-medium text-pine-900 ring-1 ring-pine-200">
          {NOTICE_TEXTS[said]}
        </p>
      )}
      <p className="text-slate-800">
        {publicPath ? (
          <>
            {PROFILE_TEXTS.isPublic}:{' '}
            <a href={publicPath} className="font-medium text-pine-700 underline">
              {PROFILE_TEXTS.viewPublic}
            </a>
          </>
        ) : (
          PROFILE_TEXTS.notPublic
        )}
      </p>
      {venue.pending && <p className="rounded-lg bg-gold-100 p-3 text-slate-900">{PROFILE_TEXTS.pendingSince(formatDateTime(venue.pending.createdAt))}</p>}
      <VenueFormWords>
        {/* Keyed by what they show: after a save the page comes back with the stored version, and the forms start anew from it. */}
        <VenueProfileForm key={venue.pending?.createdAt.toISOString() ?? 'live'} venueId={venue.id} initial={profileValuesOf(venue.pending ?? venue.live)} />
        <VenueTermsForm key={JSON.stringify(venue.terms)} venueId={venue.id} initial={termsValuesOf(venue.terms)} />
      </VenueFormWords>
    </section>
  );
}
