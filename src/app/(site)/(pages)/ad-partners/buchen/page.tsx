import { getDb } from '@/db/client';
import { CITIES_BY_NAME } from '@/features/cities';
import { BookingForm } from '@/features/bookings/components/booking-form';
import { CityAvailabilityPanel } from '@/features/bookings/components/city-availability';
import { bookingFormStart, cityAvailability } from '@/features/bookings/public-service';
import { BOOKING_PATH } from '@/features/bookings/paths';
import { BOOKING_TEXTS } from '@/features/bookings/texts';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({ title: 'Werbeplatz buchen – Weihnachtsfeier-Planer', description: 'Buchen Sie Ihren Werbeplatz auf einer Stadtseite: Startmonat wählen, Anzeige eingeben, E-Mail bestätigen.', path: BOOKING_PATH, noindex: true });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Rendered per request: the start months depend on today, the preselection on the address. */
export default async function BookingPage({ searchParams }: Props) {
  const now = new Date();
  const { initial, starts } = bookingFormStart(await searchParams, now);
  const availability = initial.stadt ? await cityAvailability(await getDb(), initial.stadt, now) : undefined;
  const cities = CITIES_BY_NAME.map(({ id, name }) => ({ id, name }));
  return (
    <section aria-labelledby="booking-title" className="mx-auto max-w-3xl px-4 py-12">
      <h1 id="booking-title" className="text-3xl font-bold text-pine-900 md:text-4xl">
        {BOOKING_TEXTS.title}
      </h1>
      <p className="mt-4 text-lg text-slate-700">{BOOKING_TEXTS.intro}</p>
      <div className="mt-8 space-y-8">
        <CityAvailabilityPanel availability={availability} cityId={initial.stadt} start={initial.start} cities={cities} />
        <BookingForm initial={initial} cities={cities} starts={starts} />
      </div>
    </section>
  );
}
