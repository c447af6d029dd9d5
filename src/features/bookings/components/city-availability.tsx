import { CitySelect } from '@/features/cities/components/city-select';
import { buttonClasses } from '@/components/ui/button';
import { BOOKING_PATH } from '../paths';
import type { CityAvailability } from '../public-service';
import { monthName } from '@/features/ad-slots/rules';

/** A month's slots in words: a slot reserved by a booking not yet confirmed is not free, and is called reserved. */
const monthSlotsText = (free: number, reserved: number) => {
  const slots = free === 0 ? (reserved ? 'kein Platz frei' : 'ausgebucht') : `${free} von 3 frei`;
  return reserved ? `${slots}, ${reserved} vorgemerkt` : slots;
};

/** Each month that can be booked now with its free and reserved slots (the booking form's panel and an expired link's page). */
export function FreeMonths({ months }: { months: CityAvailability['months'] }) {
  return (
    <ul className="grid gap-x-6 gap-y-1 text-sm text-slate-800 sm:grid-cols-2">
      {months.map(({ month, free, reserved }) => (
        <li key={month} className={free === 0 ? 'font-semibold text-berry-700' : ''}>
          {monthName(month)}: {monthSlotsText(free, reserved)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The chosen city's free slots per month before anything is sent, and from which month a booking to December
 * still finds a slot in every month. Choosing another city is a GET form, so it works without JavaScript.
 */
export function CityAvailabilityPanel({ availability, cityId, start, cities }: { availability: CityAvailability | undefined; cityId: string; start: string; cities: readonly { id: string; name: string }[] }) {
  return (
    <section aria-labelledby="availability-title" className="space-y-3 rounded-xl bg-white p-5 ring-1 ring-slate-200">
      <h2 id="availability-title" className="text-lg font-semibold text-pine-900">
        {availability ? `Freie Werbeplätze in ${availability.cityName}` : 'Freie Werbeplätze'}
      </h2>
      <form method="get" action={BOOKING_PATH} className="flex flex-wrap items-end gap-3">
        <CitySelect id="availability-stadt" label="Stadt ansehen" cities={cities} name="stadt" defaultValue={cityId} />
        {start && <input type="hidden" name="start" value={start} />}
        <button type="submit" className={buttonClasses('outline')}>
          Freie Monate anzeigen
        </button>
      </form>
      {availability && (
        <>
          <FreeMonths months={availability.months} />
          {availability.openFrom.map(({ year, month }) => (
            <p key={year} className="text-sm text-slate-700">
              {month ? `${year}: buchbar bis Dezember ab ${monthName(month)}.` : `${year}: Bis Dezember ist kein durchgehender Platz mehr frei.`}
            </p>
          ))}
        </>
      )}
    </section>
  );
}
