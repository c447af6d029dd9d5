import { buttonClasses } from '@/components/ui/button';
import { bookingHref } from '@/features/bookings/paths';
import { formatWholeEuro } from '@/lib/money';
import type { PriceCalculation } from '@/features/ad-slots/prices';

const months = (count: number) => (count === 1 ? '1 Monat' : `${count} Monate`);

/** The result of a price calculation: in the dialog, and on the page when it is asked for without JavaScript. */
export function CalculationSummary({ calculation, headingId, cityId }: { calculation: PriceCalculation; headingId: string; cityId?: string }) {
  const { startMonth, includedMonths, monthCount, totalPrice, averagePrice } = calculation;
  return (
    <>
      <h2 id={headingId} className="text-xl font-bold text-pine-900">
        Preisberechnung: Start im {startMonth.name}
      </h2>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-slate-800">
        <dt className="font-medium">Startmonat</dt>
        <dd>{startMonth.name}</dd>
        <dt className="font-medium">Enthaltene Monate</dt>
        <dd>{includedMonths.map((month) => month.name).join(', ')}</dd>
        <dt className="font-medium">Anzahl</dt>
        <dd data-testid="anzahl">{months(monthCount)}</dd>
        <dt className="font-medium">Gesamtpreis</dt>
        <dd data-testid="gesamtpreis" className="font-bold text-pine-900">
          {formatWholeEuro(totalPrice)}
        </dd>
        <dt className="font-medium">Durchschnitt</dt>
        <dd data-testid="durchschnitt">{formatWholeEuro(averagePrice)} pro Monat</dd>
      </dl>
      <p className="mt-4 text-sm text-slate-600">Alle Preise zzgl. MwSt. Ihr Werbeplatz läuft vom Startmonat bis Ende Dezember.</p>
      <a href={bookingHref({ cityId, monthSlug: startMonth.slug })} className={`mt-4 ${buttonClasses('primary')}`} aria-label={`Jetzt buchen: Start im ${startMonth.name}`}>
        Jetzt buchen
      </a>
    </>
  );
}
