import { BarChart } from '@/components/ui/bar-chart';
import { DataTable } from '@/components/ui/data-table';
import { getPackage } from '@/features/packages/packages';
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
const noRequests = <p className="text-sm text-slate-700">No requests in this period.</p>;

/** Requests, booked and the conversion between them per city or package (the name in the first column). */
function ConversionTable({ heading, rows }: { heading: string; rows: readonly { key: string; name: string; requests: number; booked: number }[] }) {
  return (
    <DataTable columns={[heading, 'Requests', 'Booked', 'Conversion']}>
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
  return (
    <section aria-labelledby={id} className={card}>
      <h3 id={id} className="font-semibold text-pine-900">
        {name}
      </h3>
      <p className="text-sm text-slate-600">Promise: {promise}</p>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt>Median</dt>
        <dd className="tabular-nums">{durationText(figures.median)}</dd>
        <dt>90th percentile</dt>
        <dd className="tabular-nums">{durationText(figures.p90)}</dd>
        <dt>Promise kept</dt>
        <dd className="tabular-nums">
          {percentText(figures.share)} ({figures.kept} kept, {figures.missed} missed)
        </dd>
      </dl>
    </section>
  );
}

/** The overview's figures: funnel, promises, requests per week, city and package, revenue per month (SVG charts with their tables). */
export function OverviewView({ figures }: { figures: Overview }) {
  const steps = funnel(figures.funnel);
  const cities = figures.perCity.slice(0, TOP_CITIES);
  return (
    <div className="space-y-6">
      <section aria-labelledby="funnel-title" className={card}>
        <h2 id="funnel-title" className={title}>
          Funnel
        </h2>
        <DataTable columns={['Step', 'Requests', 'From the step before']}>
          {steps.map((step) => (
            <tr key={step.step} className="border-t border-slate-100">
              <th scope="row" className={`${cell} font-medium`}>
                {step.label}
              </th>
              <td className={`${cell} tabular-nums`}>{step.count}</td>
              <td className={`${cell} tabular-nums`}>{step.step === 'requested' ? '–' : percentText(step.conversion)}</td>
            </tr>
          ))}
        </DataTable>
      </section>
      <div className="grid gap-4 md:grid-cols-2">
        <PromiseCard id="promise-contact" name="Request → first contact (call booked or a planner's status change)" promise={`within ${PROMISES.firstContact} hours`} figures={figures.firstContact} />
        <PromiseCard id="promise-offer" name="Request → first offer sent" promise={`within ${PROMISES.firstOffer} hours`} figures={figures.firstOffer} />
      </div>
      <section className={card}>
        <BarChart id="per-week" caption="Requests per week" columns={['Week from', 'Requests']} points={figures.perWeek.map((week) => ({ label: formatShortDay(week.week).slice(0, 6), value: week.requests }))} />
      </section>
      <section aria-labelledby="cities-title" className={card}>
        <h2 id="cities-title" className={title}>
          Top {TOP_CITIES} cities
        </h2>
        {cities.length === 0 && noRequests}
        {cities.length > 0 && (
          <>
            <BarChart id="per-city" caption="Requests per city" columns={['City', 'Requests']} points={cities.map((city) => ({ label: city.cityName, value: city.requests }))} />
            <ConversionTable heading="City" rows={cities.map((city) => ({ ...city, key: `${city.cityId}-${city.cityName}`, name: city.cityName }))} />
          </>
        )}
      </section>
      <section aria-labelledby="packages-title" className={card}>
        <h2 id="packages-title" className={title}>
          Packages
        </h2>
        {figures.perPackage.length === 0 && noRequests}
        {figures.perPackage.length > 0 && (
          <ConversionTable heading="Package" rows={figures.perPackage.map((row) => ({ ...row, key: row.package ?? 'none', name: getPackage(row.package)?.name ?? 'No package chosen' }))} />
        )}
      </section>
      <section className={card}>
        <BarChart
          id="revenue"
          caption="Revenue invoiced per month (net)"
          columns={['Month', 'Net']}
          points={figures.revenue.map((month) => ({ label: `${month.month.slice(5)}/${month.month.slice(0, 4)}`, value: month.netCents / 100 }))}
          format={(euros) => formatEuro(Math.round(euros * 100))}
        />
      </section>
    </div>
  );
}
