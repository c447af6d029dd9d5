import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { CITIES_BY_NAME } from '@/features/cities';
import { type InboxFilter, inboxQuery } from '../inbox-filter';
import { REQUEST_STATUSES, STATUS_LABELS } from '../statuses';

const inputClass = 'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm';

/** A plain GET form: every filter lands in the URL, works without JavaScript and survives a reload. */
export function InboxFilters({ filter }: { filter: InboxFilter }) {
  return (
    <form method="get" action="/admin/requests" className="grid gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-6">
      <label className="text-sm font-medium text-slate-800 lg:col-span-2">
        Search (company, contact, email)
        <input type="search" name="q" defaultValue={filter.q} className={inputClass} />
      </label>
      <label className="text-sm font-medium text-slate-800">
        Status
        <select name="status" defaultValue={filter.status ?? ''} className={inputClass}>
          <option value="">All</option>
          {REQUEST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-slate-800">
        City
        <select name="city" defaultValue={filter.city ?? ''} className={inputClass}>
          <option value="">All</option>
          {CITIES_BY_NAME.map((city) => (
            <option key={city.id} value={city.id}>
              {city.name}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-slate-800">
        From
        <input type="date" name="from" defaultValue={filter.from} className={inputClass} />
      </label>
      <label className="text-sm font-medium text-slate-800">
        To
        <input type="date" name="to" defaultValue={filter.to} className={inputClass} />
      </label>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" name="overdue" value="1" defaultChecked={filter.overdue} className="size-4" />
        Only overdue
      </label>
      <div className="flex flex-wrap items-end gap-2 lg:col-span-5">
        <button type="submit" className={buttonClasses('secondary', 'sm')}>
          Apply filters
        </button>
        <Link href="/admin/requests" className={buttonClasses('ghost', 'sm')}>
          Reset
        </Link>
        <a href={`/admin/export/requests${inboxQuery(filter, { page: 1 })}`} className={buttonClasses('outline', 'sm', 'ml-auto')}>
          Export CSV
        </a>
      </div>
    </form>
  );
}
