import { useTranslations } from 'next-intl';
import { AdminSection } from '@/components/admin/admin-page';
import { getCity } from '@/features/cities';
import type { occupancyForAdmin } from '../admin-queries';
import { monthName } from '@/features/ad-slots/rules';

type Occupancy = Awaited<ReturnType<typeof occupancyForAdmin>>;

/** The coming months by city: of each city's 3 slots, how many are booked (approved, or a live ad made here), held (awaiting confirmation or review) and free, and by whom. */
export function OccupancyGrid({ occupancy }: { occupancy: Occupancy }) {
  const t = useTranslations('bookings.occupancy');
  return (
    <AdminSection titleId="occupancy-title" title={t('title')} className="space-y-2">
      {occupancy.rows.length === 0 ? (
        <p className="text-sm text-slate-700">{t('empty')}</p>
      ) : (
        // Focusable, so the wide grid scrolls by keyboard too.
        <div tabIndex={0} role="region" aria-label={t('region')} className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('caption')}</caption>
            <thead className="bg-slate-100 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('city')}
                </th>
                {occupancy.months.map((month) => (
                  <th key={month} scope="col" className="px-3 py-2 whitespace-nowrap">
                    {monthName(month)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {occupancy.rows.map((row) => (
                <tr key={row.cityId} className="border-t border-slate-200 align-top">
                  <th scope="row" className="px-3 py-2 font-medium">
                    {getCity(row.cityId)?.name ?? row.cityId}
                  </th>
                  {row.cells.map((cell) => (
                    <td key={cell.month} className={`px-3 py-2 ${cell.free === 0 ? 'bg-berry-50' : ''}`}>
                      <span className="whitespace-nowrap">
                        {t('cell', { booked: cell.booked, held: cell.held, free: cell.free })}
                      </span>
                      {cell.holders.length > 0 && (
                        <ul className="mt-1 text-xs text-slate-600">
                          {cell.holders.map((holder, i) => (
                            <li key={i}>
                              {holder.venueName} ({holder.madeInAdmin ? t('adminAd') : holder.booked ? t('booked') : t('held')})
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminSection>
  );
}
