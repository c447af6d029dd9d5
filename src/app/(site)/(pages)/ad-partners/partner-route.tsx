import { Breadcrumb } from '@/components/site/breadcrumb';
import { currentBerlinMonth, currentSlotOverview } from '@/features/partners/availability';
import { PartnerPage } from '@/features/partners/components/partner-page';
import { PARTNER_CRUMB, type PartnerQuery } from '@/features/partners/links';
import { PARTNER_OG_IMAGE } from '@/features/partners/og-image';
import { HOME_CRUMB, pageMetadata } from '@/lib/seo';
import { PARTNER_PAGE_PATH } from '@/lib/site';

/** Both variants of the page name /ad-partners as their canonical address. */
export const partnerPageMetadata = pageMetadata({
  title: 'Partner werden – Werbeplätze für Locations zur Weihnachtsfeier',
  description:
    'Präsentieren Sie Ihre Location auf unseren Städteseiten zur Firmen-Weihnachtsfeier: nur 3 Werbeplätze pro Stadt, Start ab 9 € im Monat, Laufzeit bis Dezember.',
  path: PARTNER_PAGE_PATH,
  image: PARTNER_OG_IMAGE,
});

/** The partner page with the month it is in Berlin ('Aktuell') and the free slots. */
export async function PartnerRoute({ query }: { query: PartnerQuery }) {
  // A city asked for is answered from the database as it stands: a slot taken a moment ago is not called free.
  const [overview, currentMonth] = await Promise.all([currentSlotOverview({ fresh: query.cityId !== undefined }), currentBerlinMonth()]);
  return <PartnerPage breadcrumb={<Breadcrumb crumbs={[HOME_CRUMB, PARTNER_CRUMB]} />} query={query} overview={overview} currentMonth={currentMonth} />;
}
