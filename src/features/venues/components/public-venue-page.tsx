import type { ReactNode } from 'react';
import { JsonLd } from '@/components/json-ld';
import { FactList } from '@/components/ui/fact-list';
import { MapPin, Train, Users } from '@/components/ui/icons';
import type { City } from '@/features/cities/types';
import { VENUE_TYPE_LABELS } from '../labels';
import { venueListPath } from '../paths';
import type { PublicVenue } from '../public-queries';
import { venueJsonLd } from '../structured-data';
import { VENUE_CARD_TEXTS, VENUE_PAGE_TEXTS } from '../texts';
import { PartnerMark } from './public-partner-mark';
import { PublicVenuePhotos } from './public-venue-photos';

/** A text as its writer broke it: paragraphs at blank lines, single line breaks kept. Rendered as text, never as markup. */
function Paragraphs({ text, className = '' }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className={`space-y-4 ${className}`.trim()}>
      {paragraphs.map((paragraph, i) => (
        <p key={i} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}

/** Only a web address is a link: anything else the venue's website field holds is not followed. */
const isWebAddress = (url: string) => /^https?:\/\/[^\s]+$/i.test(url);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10 first:mt-0">
      <h2 id={id} className="text-2xl font-bold text-pine-900">
        {title}
      </h2>
      <div className="mt-3 text-slate-800">{children}</div>
    </section>
  );
}

/**
 * One venue's public page (/{city}/locations/{slug}): its photos, description, facts, what is included, address and
 * how to get there, its website, the way back to the list and the city, and beside it our request form with the
 * venue as the company's wish (`requestSection`, rendered by the route, as is the trail in `breadcrumb`).
 */
export function PublicVenuePage({ city, venue, breadcrumb, requestSection }: { city: City; venue: PublicVenue; breadcrumb: ReactNode; requestSection: ReactNode }) {
  const capacity = VENUE_CARD_TEXTS.capacity(venue.capacitySeated, venue.capacityStanding);
  const facts: [string, ReactNode][] = [
    ...(venue.capacitySeated > 0 ? [[VENUE_PAGE_TEXTS.seated, String(venue.capacitySeated)] as [string, ReactNode]] : []),
    ...(venue.capacityStanding > 0 ? [[VENUE_PAGE_TEXTS.standing, String(venue.capacityStanding)] as [string, ReactNode]] : []),
    [VENUE_PAGE_TEXTS.types, venue.types.map((type) => VENUE_TYPE_LABELS[type]).join(', ')],
    ...(venue.fromPricePerPersonCents !== null ? [[VENUE_PAGE_TEXTS.price, VENUE_PAGE_TEXTS.fromPrice(venue.fromPricePerPersonCents)] as [string, ReactNode]] : []),
  ];
  return (
    <>
      <JsonLd data={venueJsonLd(venue, city)} />
      <div className="mx-auto max-w-6xl px-4 py-10">
        {breadcrumb}
        <header className="mt-6">
          <p className="flex items-center gap-1 font-semibold text-berry-700">
            <MapPin aria-hidden="true" className="size-5 shrink-0" />
            {VENUE_PAGE_TEXTS.eyebrow(city.name, venue.district)}
          </p>
          <h1 className="mt-2 text-3xl font-bold break-words text-pine-900 sm:text-4xl">
            {venue.name}
            {venue.partner && <PartnerMark className="ml-3 align-middle" />}
          </h1>
          {capacity && (
            <p className="mt-3 flex items-center gap-2 text-lg text-slate-800">
              <Users aria-hidden="true" className="size-5 shrink-0 text-pine-700" />
              {capacity}
            </p>
          )}
        </header>
        <PublicVenuePhotos photos={venue.photos} />
        <div className="mt-10 grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_26rem]">
          <div className="min-w-0">
            {venue.description.trim() && (
              <Section id="ueber-titel" title={VENUE_PAGE_TEXTS.about}>
                <Paragraphs text={venue.description} className="text-lg break-words" />
              </Section>
            )}
            <Section id="fakten-titel" title={VENUE_PAGE_TEXTS.facts}>
              <FactList facts={facts} className="gap-y-2 rounded-xl bg-white p-4 text-base ring-1 ring-slate-200" />
              {venue.fromPricePerPersonCents !== null && <p className="mt-2 text-sm text-slate-600">{VENUE_PAGE_TEXTS.priceNote}</p>}
            </Section>
            {venue.included.trim() && (
              <Section id="inklusive-titel" title={VENUE_PAGE_TEXTS.included}>
                <Paragraphs text={venue.included} className="break-words" />
              </Section>
            )}
            <Section id="adresse-titel" title={VENUE_PAGE_TEXTS.address}>
              <address className="whitespace-pre-line not-italic break-words">{venue.address}</address>
              {venue.websiteUrl && isWebAddress(venue.websiteUrl) && (
                <p className="mt-3">
                  <a href={venue.websiteUrl} rel="nofollow" className="font-semibold break-all text-pine-700 underline">
                    {VENUE_PAGE_TEXTS.website}
                  </a>
                </p>
              )}
            </Section>
            {venue.directions.trim() && (
              <Section id="anfahrt-titel" title={VENUE_PAGE_TEXTS.directions}>
                <div className="flex gap-2">
                  <Train aria-hidden="true" className="mt-1 size-5 shrink-0 text-pine-700" />
                  <Paragraphs text={venue.directions} className="break-words" />
                </div>
              </Section>
            )}
            <nav aria-label={VENUE_PAGE_TEXTS.moreLabel} className="mt-10 flex flex-col gap-2 border-t border-slate-200 pt-6">
              <a href={venueListPath(city.id)} className="font-semibold text-pine-700 underline">
                {VENUE_PAGE_TEXTS.back(city.name)}
              </a>
              <a href={`/${city.id}`} className="font-semibold text-pine-700 underline">
                {VENUE_PAGE_TEXTS.cityLink(city.name)}
              </a>
            </nav>
          </div>
          <div>{requestSection}</div>
        </div>
      </div>
    </>
  );
}
