import { buttonClasses } from '@/components/ui/button';
import { CITIES, CITIES_BY_NAME, getCity } from '@/features/cities';
import { CitySelect } from '@/features/cities/components/city-select';
import { PARTNER_PAGE_PATH } from '@/lib/site';
import { PARTNER_ANCHORS } from '../links';
import { freeSlotsSentence, type SlotOverview } from '../slots';

/** How many slots are free in a chosen city this month, and how many reserved; it names no advertiser. A GET form, so it works without JavaScript. */
export function SlotAvailability({ overview, cityId }: { overview: SlotOverview | undefined; cityId?: string }) {
  const city = cityId ? getCity(cityId) : undefined;
  const slots = city && overview?.byCity.get(city.id);
  return (
    <section id={PARTNER_ANCHORS.availability} aria-labelledby="verfuegbarkeit-titel" className="scroll-mt-3 rounded-2xl bg-pine-50 p-6 md:p-8">
      <h2 id="verfuegbarkeit-titel" className="text-2xl font-bold text-pine-900">
        Freie Werbeplätze in Ihrer Stadt
      </h2>
      <p className="mt-2 text-slate-700">Jede Städteseite zeigt höchstens drei Locations. Prüfen Sie, wie viele Plätze in Ihrer Stadt gerade noch frei sind.</p>
      <form action={`${PARTNER_PAGE_PATH}#${PARTNER_ANCHORS.availability}`} method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <CitySelect id="partner-stadt" label="Stadt" cities={CITIES_BY_NAME} name="stadt" defaultValue={city?.id ?? ''} />
        <button type="submit" className={buttonClasses('secondary')}>
          Verfügbarkeit prüfen
        </button>
      </form>
      <div role="status" className="mt-4 space-y-1 text-slate-800">
        {overview === undefined ? (
          <p>Die freien Plätze lassen sich gerade nicht abrufen. Fragen Sie uns direkt – wir antworten schnell.</p>
        ) : (
          <>
            {city && slots && (
              <p className="text-lg font-semibold text-pine-900" data-testid="freie-plaetze">
                {freeSlotsSentence(city.name, slots)}
              </p>
            )}
            {cityId && !city && <p>Diese Stadt kennen wir nicht. Bitte wählen Sie eine Stadt aus der Liste.</p>}
            <p>
              Derzeit frei: {overview.totalFree} von {overview.totalSlots} Werbeplätzen in {CITIES.length} Städten
              {overview.totalReserved > 0 && `; ${overview.totalReserved} vorgemerkt`}.
            </p>
          </>
        )}
      </div>
    </section>
  );
}
