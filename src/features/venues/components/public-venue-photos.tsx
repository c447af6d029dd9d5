import type { PublicPhoto } from '../public-queries';
import { VENUE_PAGE_TEXTS } from '../texts';
import { PublicPhotoImage } from './public-venue-card';

/**
 * Two thirds of the page's 72rem (less its padding) on a wide screen. On a phone the photo spans the width (380 px on
 * a 412-px screen), but it is named 340 px: a phone with 1.75 device pixels per pixel then takes the 600-px copy
 * instead of the 800-px original (665 pixels would be exact), a third fewer bytes on the page's largest paint.
 */
const FIRST_SIZES = '(min-width: 1152px) 740px, (min-width: 768px) 66vw, 340px';
const OTHER_SIZES = '(min-width: 1152px) 365px, (min-width: 768px) 33vw, calc(50vw - 22px)';

/**
 * A venue's photos: the first large (loaded at once, first in line: it is the page's largest paint), the others
 * beside and below it, loaded when scrolled near. Each keeps its place before it arrives (width and height).
 */
export function PublicVenuePhotos({ photos }: { photos: readonly PublicPhoto[] }) {
  if (photos.length === 0) return null;
  return (
    <section aria-label={VENUE_PAGE_TEXTS.photos} className="mt-6">
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3">
        {photos.map((photo, i) => (
          <li key={`${photo.imageId}-${i}`} className={i === 0 ? 'col-span-2 md:row-span-2' : ''}>
            <PublicPhotoImage
              photo={photo}
              sizes={i === 0 ? FIRST_SIZES : OTHER_SIZES}
              eager={i === 0}
              className={`w-full rounded-xl bg-pine-50 object-cover ${i === 0 ? 'aspect-[4/3] md:aspect-auto md:h-full' : 'aspect-[4/3]'}`}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
