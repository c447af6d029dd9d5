'use client';

import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { CitySelect } from './city-select';

/** A city dropdown: navigates on choice with JavaScript, through a GET form and a redirect without. */
export function CityJump({ cities, label }: { cities: readonly { id: string; name: string }[]; label: string }) {
  const router = useRouter();
  const id = useId();
  return (
    <form action="/staedte/auswahl" method="get" className="flex flex-wrap items-end gap-3">
      <CitySelect id={id} label={label} cities={cities} name="stadt" defaultValue="" onChange={(e) => e.target.value && router.push(`/${e.target.value}`)} />
      <button type="submit" className={buttonClasses('secondary')}>
        Zur Stadtseite
      </button>
    </form>
  );
}
