/** How many ads a city page shows (the partner page sells exactly these three slots). */
export const AD_SLOTS = 3;

/** How many of a city's slots are still for sale when `taken` ads are live there. */
export function freeSlots(taken: number): number {
  return Math.max(0, AD_SLOTS - taken);
}

export type AdMode = 'live' | 'demo';

export interface AdCandidate {
  id: string;
  cityId: string;
  active: boolean;
  featured: boolean;
  liveSystem: boolean;
  /** A booked ad shows from its period's first day. */
  startsAt?: Date | null;
  expiresAt: Date | null;
  createdAt: Date;
}

/** Whether an ad may show now: active, started, not expired, and switched live unless the page is the demo. */
export function isShowable(ad: AdCandidate, mode: AdMode, now: Date): boolean {
  return ad.active && (!ad.startsAt || ad.startsAt.getTime() <= now.getTime()) && (ad.expiresAt === null || ad.expiresAt.getTime() > now.getTime()) && (mode === 'demo' || ad.liveSystem);
}

/**
 * The city's ads in the order they fill the slots: booked ads first (an operator paid for the slot, and bookings
 * never hold more than AD_SLOTS a month), then featured, then newest; at most AD_SLOTS. The rule in its
 * pure form: the public query (showableAds) does it in SQL, and its test checks it against this.
 */
export function selectAds<T extends AdCandidate>(ads: readonly T[], cityId: string, mode: AdMode, now: Date): T[] {
  return ads
    .filter((ad) => ad.cityId === cityId && isShowable(ad, mode, now))
    .sort((a, b) => Number(Boolean(b.startsAt)) - Number(Boolean(a.startsAt)) || Number(b.featured) - Number(a.featured) || b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, AD_SLOTS);
}

/** The block's slots: the ads, then placeholders up to AD_SLOTS; no slots at all when there is no ad (the block hides). */
export function adSlots<T>(ads: readonly T[]): ({ kind: 'ad'; ad: T } | { kind: 'placeholder' })[] {
  if (ads.length === 0) return [];
  return [...ads.slice(0, AD_SLOTS).map((ad) => ({ kind: 'ad' as const, ad })), ...Array.from({ length: Math.max(0, AD_SLOTS - ads.length) }, () => ({ kind: 'placeholder' as const }))];
}
