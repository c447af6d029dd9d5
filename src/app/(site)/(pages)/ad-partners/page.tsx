import { Breadcrumb } from '@/components/site/breadcrumb';
import { currentSlotOverview } from '@/features/partners/availability';
import { PartnerPage } from '@/features/partners/components/partner-page';
import { PARTNER_CRUMB, partnerQuery } from '@/features/partners/links';
import { PARTNER_OG_IMAGE } from '@/features/partners/og-image';
import { berlinMonthIndex } from '@/features/partners/prices';
import { HOME_CRUMB, pageMetadata } from '@/lib/seo';
import { PARTNER_PAGE_PATH } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'Partner werden – Werbeplätze für Locations zur Weihnachtsfeier',
  description:
    'Präsentieren Sie Ihre Location auf unseren Städteseiten zur Firmen-Weihnachtsfeier: nur 3 Werbeplätze pro Stadt, Start ab 9 € im Monat, Laufzeit bis Dezember.',
  path: PARTNER_PAGE_PATH,
  image: PARTNER_OG_IMAGE,
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Rendered per request: the current month ('Aktuell'), the free slots and a calculation asked for without JavaScript. */
export default async function AdPartnersRoute({ searchParams }: Props) {
  const query = partnerQuery(await searchParams);
  return (
    <PartnerPage
      breadcrumb={<Breadcrumb crumbs={[HOME_CRUMB, PARTNER_CRUMB]} />}
      query={query}
      overview={await currentSlotOverview()}
      currentMonth={berlinMonthIndex(new Date())}
    />
  );
}
