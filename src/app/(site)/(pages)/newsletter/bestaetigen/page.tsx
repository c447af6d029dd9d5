import { getDb } from '@/db/client';
import { ConfirmPageView } from '@/features/newsletter/components/link-pages';
import { CONFIRM_PATH } from '@/features/newsletter/paths';
import { confirmLinkState } from '@/features/newsletter/subscription-queries';
import { pageMetadata } from '@/lib/seo';
import { linkToken, type SearchParams } from '@/lib/search-params';

export const metadata = pageMetadata({ title: 'Newsletter-Anmeldung bestätigen – Weihnachtsfeier-Planer', description: 'Bestätigen Sie Ihre Anmeldung zum Newsletter.', path: CONFIRM_PATH, noindex: true });

type Props = { searchParams: Promise<SearchParams> };

/** GET only shows the button (mail scanners open links); its POST confirms and comes back with ?bestaetigt=1. */
export default async function ConfirmNewsletterPage({ searchParams }: Props) {
  const params = await searchParams;
  if (params.bestaetigt === '1') return <ConfirmPageView link={{ kind: 'done' }} token="" />;
  const token = linkToken(params);
  return <ConfirmPageView link={await confirmLinkState(await getDb(), token)} token={token} />;
}
