import { Building } from '@/components/ui/icons';
import { buttonClasses } from '@/components/ui/button';
import { PARTNER_PAGE_PATH } from '@/lib/site';
import type { PublicAd } from '../public-ad';
import { adSlots } from '../selection';

function AdCard({ ad }: { ad: PublicAd }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {ad.image ? (
        // Our own copy at its real size; the box's aspect ratio keeps the card's height before the image arrives.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={ad.image.src} width={ad.image.width} height={ad.image.height} alt={ad.name} loading="lazy" decoding="async" className="aspect-[4/3] w-full bg-pine-50 object-cover" />
      ) : (
        <div className="flex aspect-[4/3] w-full items-center justify-center bg-pine-50 text-pine-700">
          <Building aria-hidden="true" className="size-12" />
        </div>
      )}
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-semibold text-pine-900">{ad.name}</h3>
        <p className="mt-2 flex-1 text-slate-700">{ad.description}</p>
        {ad.clickPath && (
          <a href={ad.clickPath} target="_blank" rel="noopener noreferrer sponsored" className={buttonClasses('outline', 'md', 'mt-4')}>
            Website besuchen<span className="sr-only"> – {ad.name} (öffnet in neuem Tab)</span>
          </a>
        )}
      </div>
    </li>
  );
}

function PlaceholderCard() {
  return (
    <li className="flex flex-col items-center justify-center rounded-2xl border-2 border-dashed border-pine-200 bg-pine-50/60 p-6 text-center">
      <p className="text-lg font-semibold text-pine-900">Ihr Venue hier bewerben?</p>
      <p className="mt-2 text-sm text-slate-700">Zeigen Sie Ihre Location Unternehmen, die gerade ihre Weihnachtsfeier planen.</p>
      <a href={PARTNER_PAGE_PATH} className={buttonClasses('secondary', 'sm', 'mt-4')}>
        Partner werden
      </a>
    </li>
  );
}

/** The ad block of a city: up to three ads, free slots as placeholders; nothing at all without an ad. */
export function AdBlock({ ads, cityName }: { ads: readonly PublicAd[]; cityName: string }) {
  const slots = adSlots(ads);
  if (slots.length === 0) return null;
  return (
    <section aria-labelledby="locations-titel" className="bg-white py-14" data-testid="venue-ads">
      <div className="mx-auto max-w-6xl px-4">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Anzeige</p>
        <h2 id="locations-titel" className="mt-1 text-2xl font-bold text-pine-900 md:text-3xl">
          Empfohlene Locations in {cityName}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {slots.map((slot, index) => (slot.kind === 'ad' ? <AdCard key={slot.ad.id} ad={slot.ad} /> : <PlaceholderCard key={`frei-${index}`} />))}
        </ul>
      </div>
    </section>
  );
}
