import type { ComponentProps } from 'react';

/** A labelled dropdown of cities by name (with a disabled prompt), for forms that pick a city. */
export function CitySelect({ id, label, cities, ...select }: { id: string; label: string; cities: readonly { id: string; name: string }[] } & ComponentProps<'select'>) {
  return (
    <div className="min-w-56 flex-1">
      <label htmlFor={id} className="block font-medium text-slate-800">
        {label}
      </label>
      <select id={id} {...select} className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base">
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
  );
}
