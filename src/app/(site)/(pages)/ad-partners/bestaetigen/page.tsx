import { getDb } from '@/db/client';
import { ConfirmBookingView } from '@/features/bookings/components/confirm-page';
import { BOOKING_CONFIRM_PATH } from '@/features/bookings/paths';
import { confirmPageState } from '@/features/bookings/public-service';
import { pageMetadata } from '@/lib/seo';
import { linkToken, type SearchParams } from '@/lib/search-params';

export const metadata = pageMetadata({ title: 'Buchung bestätigen – Weihnachtsfeier-Planer', description: 'Bestätigen Sie Ihre Werbeplatz-Buchung.', path: BOOKING_CONFIRM_PATH, noindex: true });

type Props = { searchParams: Promise<SearchParams> };

export default async function ConfirmBookingPage({ searchParams }: Props) {
  const params = await searchParams;
  if (params.bestaetigt === '1') return <ConfirmBookingView state={{ kind: 'done' }} token="" />;
  const token = linkToken(params);
  return <ConfirmBookingView state={await confirmPageState(await getDb(), token, new Date())} token={token} />;
}
