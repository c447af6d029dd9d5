import { buttonClasses } from '@/components/ui/button';
import { formatWholeEuro } from '@/lib/money';
import { calculationHref, type PartnerQuery } from '../links';
import { isBookable, MONTH_PRICES } from '@/features/ad-slots/prices';
import { CalculateButton } from './calculate-button';

/** The twelve months with their price; the month it is now in Berlin is marked 'Aktuell'. */
export function MonthGrid({ currentMonth, query }: { currentMonth: number; query: PartnerQuery }) {
  return (
    <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4" data-testid="monate">
      {MONTH_PRICES.map((month) => {
        const current = month.index === currentMonth;
        return (
          <li
            key={month.slug}
            aria-current={current ? 'date' : undefined}
            className={`flex flex-col rounded-2xl p-5 ${current ? 'bg-gold-100 ring-2 ring-gold-400' : isBookable(month) ? 'bg-white shadow-sm ring-1 ring-pine-100' : 'bg-slate-50 ring-1 ring-slate-200'}`}
          >
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-lg font-semibold text-pine-900">{month.name}</h3>
              {current && <span className="rounded-full bg-berry-600 px-2.5 py-0.5 text-xs font-semibold text-white">Aktuell</span>}
            </div>
            {isBookable(month) ? (
              <>
                <p className="mt-2 flex-1 text-slate-700">
                  <span className="text-2xl font-bold text-pine-900">{formatWholeEuro(month.price)}</span> pro Monat
                </p>
                <CalculateButton monthIndex={month.index} monthName={month.name} href={calculationHref(month, query)} />
              </>
            ) : (
              <>
                <p className="mt-2 flex-1 text-slate-600">Nicht buchbar (Saisonpause)</p>
                <button type="button" disabled className={buttonClasses('secondary', 'sm', 'mt-4 w-full')}>
                  Berechnen<span className="sr-only"> – {month.name} nicht buchbar</span>
                </button>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
