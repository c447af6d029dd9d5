import { notFound } from 'next/navigation';
import { NoticePage } from '@/components/ui/notice-page';
import { getDb } from '@/db/client';
import { getCity } from '@/features/cities';
import { AdChangeForm } from '@/features/partner-area/components/ad-change-form';
import { PARTNER_PATH } from '@/features/partner-area/paths';
import { adOfPartner } from '@/features/partner-area/queries';
import { requirePartnerPage } from '@/features/partner-area/session';
import { PARTNER_TEXTS } from '@/features/partner-area/texts';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({ title: 'Anzeige ändern – Weihnachtsfeier-Planer', description: 'Text, Bild und Website Ihrer Anzeige ändern.', path: PARTNER_PATH, noindex: true });

type Props = { params: Promise<{ id: string }> };

/** Another operator's ad is as unknown here as a made-up id: 404. */
export default async function PartnerAdPage({ params }: Props) {
  const partner = await requirePartnerPage();
  const ad = await adOfPartner(await getDb(), partner.id, (await params).id);
  if (!ad) notFound();
  return (
    <NoticePage title={`${PARTNER_TEXTS.editTitle}: ${ad.venueName} · ${getCity(ad.cityId)?.name ?? ad.cityId}`}>
      <p>{PARTNER_TEXTS.editIntro}</p>
      {ad.editPending && <p className="rounded-lg bg-gold-100 p-3 text-slate-900">{PARTNER_TEXTS.editPending}</p>}
      <AdChangeForm adId={ad.id} initial={{ description: ad.description, imageUrl: ad.imageUrl ?? '', websiteUrl: ad.websiteUrl ?? '' }} />
      <a href={PARTNER_PATH} className="font-medium text-pine-700 underline">
        Zurück zum Partnerbereich
      </a>
    </NoticePage>
  );
}
