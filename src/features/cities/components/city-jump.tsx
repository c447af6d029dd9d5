'use client';

import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { buttonClasses } from '@/components/ui/button';

/** A city dropdown: navigates on choice with JavaScript, through a GET form and a redirect without. */
export function CityJump({ cities, label }: { cities: readonly { id: string; name: string }[]; label: string }) {
  const router = useRouter();
  const id = useId();
  return (
    <form action="/staedte/auswahl" method="get" className="flex flex-wrap items-end gap-3">
      <div className="min-w-56 flex-1">
        <label htmlFor={id} className="block font-medium text-slate-800">
          {label}
        </label>
        <select
          id={id}
          name="stadt"
          defaultValue=""
          onChange={(e) => e.target.value && router.push(`/${e.target.value}`)}
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base"
        >
          <option value="" disabled>
            Stadt wählen …
          </option>
          {cities.map((city) => (
            <option key={city.id} value={city.id}>
              {city.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClasses('secondary')}>
        Zur Stadtseite
      </button>
    </form>
  );
}
