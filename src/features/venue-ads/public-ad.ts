import type { AdMode } from './selection';

/** What a page needs of an ad: no dates, flags or addresses of the venue's site (the click goes through our redirect). */
export interface PublicAd {
  id: string;
  name: string;
  description: string;
  image: { src: string; width: number; height: number } | null;
  /** Our redirect that counts the click; null when the ad names no website. */
  clickPath: string | null;
}

export function clickPath(adId: string): string {
  return `/go/ad/${adId}`;
}

/** The address the form's ad block loads a city's ads from. */
export function adsApiPath(cityId: string, mode: AdMode): string {
  return `/api/venue-ads/${encodeURIComponent(cityId)}${mode === 'demo' ? '?mode=demo' : ''}`;
}
