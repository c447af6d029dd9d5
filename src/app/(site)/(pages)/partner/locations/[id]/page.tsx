import { notFound } from 'next/navigation';
import { getDb } from '@/db/client';
import { PartnerVenueScreen } from '@/features/partner-area/components/partner-venue-screen';
import { venuePageOfPartner } from '@/features/partner-area/dashboard';
import { PARTNER_PATH } from '@/features/partner-area/paths';
import { requirePartnerPage } from '@/features/partner-area/session';
import { PROFILE_TEXTS } from '@/features/partner-area/texts';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({ title: PROFILE_TEXTS.metaTitle, description: PROFILE_TEXTS.metaDescription, path: PARTNER_PATH, noindex: true });

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ hinweis?: string | string[] }> };

/** An operator's venue: its public profile and its terms. Another operator's venue is as unknown here as a made-up id: 404. */
export default async function PartnerVenuePage({ params, searchParams }: Props) {
  const partner = await requirePartnerPage();
  const venue = await venuePageOfPartner(await getDb(), partner.id, (await params).id);
  if (!venue) notFound();
  return <PartnerVenueScreen venue={venue} notice={(await searchParams).hinweis} />;
}
