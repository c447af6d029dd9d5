import { getDb } from '@/db/client';
import { ConfirmBookingView } from '@/features/bookings/components/confirm-page';
import { BOOKING_CONFIRM_PATH } from '@/features/bookings/paths';
import { confirmPageState } from '@/features/bookings/public-service';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({ title: 'Buchung bestätigen – Weihnachtsfeier-Planer', description: 'Bestätigen Sie Ihre Werbeplatz-Buchung.', path: BOOKING_CONFIRM_PATH, noindex: true });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ConfirmBookingPage({ searchParams }: Props) {
  const { token, bestaetigt } = await searchParams;
  if (bestaetigt === '1') return <ConfirmBookingView state={{ kind: 'done' }} token="" />;
  const value = typeof token === 'string' ? token : '';
  return <ConfirmBookingView state={await confirmPageState(await getDb(), value, new Date())} token={value} />;
}
