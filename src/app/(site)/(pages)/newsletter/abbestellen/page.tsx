import { getDb } from '@/db/client';
import { UnsubscribePageView } from '@/features/newsletter/components/link-pages';
import { UNSUBSCRIBE_PAGE_PATH } from '@/features/newsletter/paths';
import { subscriptionByUnsubscribeToken } from '@/features/newsletter/subscription-queries';
import { pageMetadata } from '@/lib/seo';
import { linkToken, type SearchParams } from '@/lib/search-params';

export const metadata = pageMetadata({ title: 'Newsletter abbestellen – Weihnachtsfeier-Planer', description: 'Bestellen Sie unseren Newsletter mit einem Klick ab.', path: UNSUBSCRIBE_PAGE_PATH, noindex: true });

type Props = { searchParams: Promise<SearchParams> };

/** Where the unsubscribe link leads: the button posts to the link's route handler, which brings the visitor back here. */
export default async function UnsubscribeNewsletterPage({ searchParams }: Props) {
  const token = linkToken(await searchParams);
  return <UnsubscribePageView subscription={await subscriptionByUnsubscribeToken(await getDb(), token)} token={token} />;
}
