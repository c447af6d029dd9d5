import type { Metadata } from 'next';
import { OfferGone } from '@/features/offers/components/offer-gone';

export const metadata: Metadata = { title: { absolute: 'Angebot nicht gefunden – Weihnachtsfeier-Planer' }, robots: { index: false, follow: false } };

/** An unknown offer link: a real 404, in German, without anybody's data. */
export default function OfferNotFound() {
  return <OfferGone reason="unknown" />;
}
