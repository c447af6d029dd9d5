import { useTranslations } from 'next-intl';
import { BarChart } from '@/components/ui/bar-chart';
import { DataTable } from '@/components/ui/data-table';
import { packageNameIn } from '@/features/packages/packages';
import { formatEuro } from '@/lib/money';
import { formatShortDay } from '@/lib/time';
import type { Overview } from '../queries';
import { durationText, funnel, percentText, type PromiseFigures, PROMISES } from '../rules';

/** How many cities the per-city figures show. */
export const TOP_CITIES = 15;

const card = 'space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200';
const title = 'text-lg font-semibold text-pine-900';
const cell = 'px-3 py-2';
const conversion = (part: number, whole: number) => percentText(whole ? part / whole : null);

/** Requests, booked and the conversion between them per city or package (the name in the first column). */
function ConversionTable({ heading, rows }: { heading: string; rows: readonly { key: string; name: string; requests: number; booked: number }[] }) {
  const t = useTranslations('overview.view');
  return (
    <DataTable columns={[heading, t('requests'), t('booked'), t('conversion')]}>
      {rows.map((row) => (
        <tr key={row.key} className="border-t border-slate-100">
          <th scope="row" className={`${cell} font-medium`}>
            {row.name}
          </th>
          <td className={`${cell} tabular-nums`}>{row.requests}</td>
          <td className={`${cell} tabular-nums`}>{row.booked}</td>
          <td className={`${cell} tabular-nums`}>{conversion(row.booked, row.requests)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

function PromiseCard({ id, name, promise, figures }: { id: string; name: string; promise: string; figures: PromiseFigures }) {
  const t = useTranslations('overview.view');
  const words = useTranslations();
  return (
    <section aria-labelledby={id} className={card}>
      <h3 id={id} className="font-semibold text-pine-900">
        {name}
      </h3>
      <p className="text-sm text-slate-600">{t('promise', { promise })}</p>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt>{t('median')}</dt>
        <dd className="tabular-nums">{durationText(figures.median, words)}</dd>
        <dt>{t('p90')}</dt>
        <dd className="tabular-nums">{durationText(figures.p90, words)}</dd>
        <dt>{t('promiseKept')}</dt>
        <dd className="tabular-nums">{t('keptMissed', { share: percentText(figures.share), kept: figures.kept, missed: figures.missed })}</dd>
      </dl>
    </section>
  );
}

/** The overview's figures: funnel, promises, requests per week, city and package, revenue per month (SVG charts with their tables). */
export function OverviewView({ figures }: { figures: Overview }) {
  const t = useTranslations('overview.view');
  const words = useTranslations();
  const steps = funnel(figures.funnel);
  const cities = figures.perCity.slice(0, TOP_CITIES);
  const noRequests = <p className="text-sm text-slate-700">{t('noRequests')}</p>;
  return (
    <div className="space-y-6">
      <section aria-labelledby="funnel-title" className={card}>
        <h2 id="funnel-title" className={title}>
          {t('funnel')}
        </h2>
        <DataTable columns={[t('step'), t('requests'), t('fromStepBefore')]}>
          {steps.map((step) => (
            <tr key={step.step} className="border-t border-slate-100">
              <th scope="row" className={`${cell} font-medium`}>
                {words(step.label)}
              </th>
              <td className={`${cell} tabular-nums`}>{step.count}</td>
              <td className={`${cell} tabular-nums`}>{step.step === 'requested' ? '–' : percentText(step.conversion)}</td>
            </tr>
          ))}
        </DataTable>
      </section>
      <div className="grid gap-4 md:grid-cols-2">
        <PromiseCard id="promise-contact" name={t('firstContact')} promise={t('withinHours', { hours: PROMISES.firstContact })} figures={figures.firstContact} />
        <PromiseCard id="promise-offer" name={t('firstOffer')} promise={t('withinHours', { hours: PROMISES.firstOffer })} figures={figures.firstOffer} />
      </div>
      <section className={card}>
        <BarChart id="per-week" caption={t('perWeek')} columns={[t('weekFrom'), t('requests')]} points={figures.perWeek.map((week) => ({ label: formatShortDay(week.week).slice(0, 6), value: week.requests }))} />
      </section>
      <section aria-labelledby="cities-title" className={card}>
        <h2 id="cities-title" className={title}>
          {t('topCities', { count: TOP_CITIES })}
        </h2>
        {cities.length === 0 && noRequests}
        {cities.length > 0 && (
          <>
            <BarChart id="per-city" caption={t('perCity')} columns={[t('city'), t('requests')]} points={cities.map((city) => ({ label: city.cityName, value: city.requests }))} />
            <ConversionTable heading={t('city')} rows={cities.map((city) => ({ ...city, key: `${city.cityId}-${city.cityName}`, name: city.cityName }))} />
          </>
        )}
      </section>
      <section aria-labelledby="packages-title" className={card}>
        <h2 id="packages-title" className={title}>
          {t('packages')}
        </h2>
        {figures.perPackage.length === 0 && noRequests}
        {figures.perPackage.length > 0 && (
          <ConversionTable heading={t('package')} rows={figures.perPackage.map((row) => ({ ...row, key: row.package ?? 'none', name: packageNameIn(words, row.package) ?? t('noPackage') }))} />
        )}
      </section>
      <section className={card}>
        <BarChart
          id="revenue"
          caption={t('revenue')}
          columns={[t('month'), t('net')]}
          points={figures.revenue.map((month) => ({ label: `${month.month.slice(5)}/${month.month.slice(0, 4)}`, value: month.netCents / 100 }))}
          format={(euros) => formatEuro(Math.round(euros * 100))}
        />
      </section>
    </div>
  );
}
