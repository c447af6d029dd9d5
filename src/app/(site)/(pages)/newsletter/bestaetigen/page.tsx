import { getDb } from '@/db/client';
import { ConfirmPageView } from '@/features/newsletter/components/link-pages';
import { CONFIRM_PATH } from '@/features/newsletter/paths';
import { confirmLinkState } from '@/features/newsletter/subscription-queries';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({ title: 'Newsletter-Anmeldung bestätigen – Weihnachtsfeier-Planer', description: 'Bestätigen Sie Ihre Anmeldung zum Newsletter.', path: CONFIRM_PATH, noindex: true });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** GET only shows the button (mail scanners open links); its POST confirms and comes back with ?bestaetigt=1. */
export default async function ConfirmNewsletterPage({ searchParams }: Props) {
  const { token, bestaetigt } = await searchParams;
  if (bestaetigt === '1') return <ConfirmPageView link={{ kind: 'done' }} token="" />;
  const value = typeof token === 'string' ? token : '';
  return <ConfirmPageView link={await confirmLinkState(await getDb(), value)} token={value} />;
}
