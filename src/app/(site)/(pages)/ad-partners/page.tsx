import { PartnerRoute, partnerPageMetadata } from './partner-route';

export const metadata = partnerPageMetadata;

/**
 * The same for everyone, so served from the page cache: expired when an ad takes or frees a slot (venue-ad tags),
 * at the turn of the month in Berlin (calendar tag), and for caches in front after this many seconds (s-maxage).
 * With a query it is rewritten to ./auswahl (see features/partners/routes.ts).
 */
export const revalidate = 60;

export default function AdPartnersRoute() {
  return <PartnerRoute query={{}} />;
}
