import { ImageResponse } from 'next/og';
import { notFound } from 'next/navigation';
import { OgCard } from '@/components/marketing/og-card';
import { ogImageCards } from '@/features/cities/og-images';
import { STARTING_PRICE } from '@/features/packages/packages';
import { PARTNER_OG_CARD } from '@/features/partners/og-image';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from '@/lib/seo';

// Every preview image is drawn once at build time and then served as a static file from our origin.
export const dynamic = 'force-static';
export const dynamicParams = false;

const cards = new Map([...ogImageCards(), PARTNER_OG_CARD]);

export function generateStaticParams() {
  return [...cards.keys()].map((image) => ({ image }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const card = cards.get((await params).image);
  if (!card) notFound();
  return new ImageResponse(<OgCard {...card} priceNote={`ab ${STARTING_PRICE} zzgl. MwSt.`} />, { width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT });
}
