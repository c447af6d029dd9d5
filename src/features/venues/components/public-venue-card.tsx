import { Building, MapPin, Users } from '@/components/ui/icons';
import { imagePath, imageSrcSet } from '@/features/images/paths';
import { VENUE_TYPE_LABELS } from '../labels';
import { venuePageForGroupPath } from '../paths';
import type { PublicPhoto, PublicVenueCard } from '../public-queries';
import { VENUE_CARD_TEXTS } from '../texts';
import { PartnerMark } from './public-partner-mark';

/**
 * A stored photo at its real size (width and height, so it keeps its place). With `sizes`, the srcset offers its
 * smaller copies (/media/{id}?w=400, images/paths.ts) beside the stored one, and the browser loads the one that fills
 * the width it shows; without, only the stored copy (a srcset without sizes is taken for the whole viewport's width).
 */
export function PublicPhotoImage({ photo, sizes, eager = false, className }: { photo: PublicPhoto; sizes?: string; eager?: boolean; className: string }) {
  const src = imagePath(photo.imageId);
  return (
    // Our own copy with its stored size: next/image would add an optimiser we do not run.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      srcSet={sizes ? imageSrcSet(photo.imageId, photo.width) : undefined}
      sizes={sizes}
      width={photo.width}
      height={photo.height}
      alt={photo.alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding={eager ? undefined : 'async'}
      className={className}
    />
  );
}

/**
 * One venue of a list: photo, name (the link to its page), district, capacities, types and the price per person where
 * shown. `compact` (the city page, whose HTML has a budget): the same facts without icons, the types as one line.
 * `sizes`: how wide the list's grid shows a card's photo (PublicPhotoImage). `guests`: the group the list was filtered
 * for, which the venue's page puts into its request form.
 */
export function PublicVenueCardItem({ card, sizes, eager = false, compact = false, guests }: { card: PublicVenueCard; sizes?: string; eager?: boolean; compact?: boolean; guests?: number }) {
  const Heading = compact ? 'h3' : 'h2';
  const capacity = VENUE_CARD_TEXTS.capacity(card.capacitySeated, card.capacityStanding);
  const types = card.types.map((type) => VENUE_TYPE_LABELS[type]);
  return (
    <li className="venue-card">
      {card.photo ? (
        <PublicPhotoImage photo={card.photo} sizes={sizes} eager={eager} className="aspect-[4/3] w-full bg-pine-50 object-cover" />
      ) : (
        <div className="flex aspect-[4/3] w-full items-center justify-center bg-pine-50 text-pine-700">
          <Building aria-hidden="true" className="size-12" />
          <span className="sr-only">{VENUE_CARD_TEXTS.noPhoto}</span>
        </div>
      )}
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-lg font-semibold text-pine-900">
          {/* The whole card is the link's target area; the name is its text. */}
          <a href={venuePageForGroupPath(card.cityId, card.slug, guests)} className="after:absolute after:inset-0 hover:underline focus:outline-none">
            {card.name}
          </a>
          {card.partner && <PartnerMark className="ml-2 align-middle" />}
        </Heading>
        {card.district && (
          <p className="mt-1 flex items-center gap-1 text-sm text-slate-700">
            {!compact && <MapPin aria-hidden="true" className="size-4 shrink-0 text-berry-600" />}
            {card.district}
          </p>
        )}
        {capacity && (
          <p className="mt-2 flex items-center gap-1 text-sm text-slate-800">
            {!compact && <Users aria-hidden="true" className="size-4 shrink-0 text-pine-700" />}
            {capacity}
          </p>
        )}
        {compact ? (
          <p className="mt-2 text-sm text-pine-800">{types.join(' · ')}</p>
        ) : (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={VENUE_CARD_TEXTS.typesLabel}>
            {types.map((label) => (
              <li key={label} className="rounded-full bg-pine-50 px-2.5 py-0.5 text-xs font-medium text-pine-800 ring-1 ring-pine-100">
                {label}
              </li>
            ))}
          </ul>
        )}
        {card.fromPricePerPersonCents !== null && (
          <p className="mt-auto pt-4 font-semibold text-pine-900">{VENUE_CARD_TEXTS.fromPrice(card.fromPricePerPersonCents)}</p>
        )}
      </div>
    </li>
  );
}
