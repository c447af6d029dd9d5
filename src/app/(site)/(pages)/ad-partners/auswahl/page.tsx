import { partnerQuery } from '@/features/partners/links';
import { type SearchParams } from '@/lib/search-params';
import { PartnerRoute, partnerPageMetadata } from '../partner-route';

export const metadata = partnerPageMetadata;

/** /ad-partners with a query, rendered per request: a calculation or a city's free slots asked for without JavaScript. */
export default async function AdPartnersWithQueryRoute({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <PartnerRoute query={partnerQuery(await searchParams)} />;
}
