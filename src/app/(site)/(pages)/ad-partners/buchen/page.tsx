import { CITIES_BY_NAME } from '@/features/cities';
import { BookingForm } from '@/features/bookings/components/booking-form';
import { bookingFormStart } from '@/features/bookings/public-service';
import { BOOKING_PATH } from '@/features/bookings/paths';
import { BOOKING_TEXTS } from '@/features/bookings/texts';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({ title: 'Werbeplatz buchen – Weihnachtsfeier-Planer', description: 'Buchen Sie Ihren Werbeplatz auf einer Stadtseite: Startmonat wählen, Anzeige eingeben, E-Mail bestätigen.', path: BOOKING_PATH, noindex: true });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Rendered per request: the start months depend on today, the preselection on the address. */
export default async function BookingPage({ searchParams }: Props) {
  const { initial, starts } = bookingFormStart(await searchParams, new Date());
  return (
    <section aria-labelledby="booking-title" className="mx-auto max-w-3xl px-4 py-12">
      <h1 id="booking-title" className="text-3xl font-bold text-pine-900 md:text-4xl">
        {BOOKING_TEXTS.title}
      </h1>
      <p className="mt-4 text-lg text-slate-700">{BOOKING_TEXTS.intro}</p>
      <div className="mt-8">
        <BookingForm initial={initial} cities={CITIES_BY_NAME.map(({ id, name }) => ({ id, name }))} starts={starts} />
      </div>
    </section>
  );
}
