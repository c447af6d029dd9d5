import Link from 'next/link';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';

/** The fields of an admin list's filter form (a GET form: every filter stands in the address). */
export const filterInputClass = 'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm';
export const filterLabelClass = 'text-sm font-medium text-slate-800';

/** A filter that is on or off, sent as `name=1`. */
export function FilterCheckbox({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <label className={`flex items-center gap-2 self-end pb-1.5 ${filterLabelClass}`}>
      <input type="checkbox" name={name} value="1" defaultChecked={checked} className="size-4" />
      {label}
    </label>
  );
}

/** 'Apply filters' and 'Reset' (back to the unfiltered list), then what else the list offers (an export). */
export function FilterButtons({ resetHref, className, children }: { resetHref: string; className: string; children?: ReactNode }) {
  const t = useTranslations('admin.filter');
  return (
    <div className={`flex flex-wrap items-end gap-2 ${className}`}>
      <button type="submit" className={buttonClasses('secondary', 'sm')}>
        {t('apply')}
      </button>
      <Link href={resetHref} className={buttonClasses('ghost', 'sm')}>
        {t('reset')}
      </Link>
      {children}
    </div>
  );
}

/** A day of the filter (from, to), in the browser's date field. */
export function FilterDate({ name, label, value, required }: { name: string; label: string; value: string | undefined; required?: boolean }) {
  return (
    <label className={filterLabelClass}>
      {label}
      <input type="date" name={name} defaultValue={value} required={required} className={filterInputClass} />
    </label>
  );
}

/** A filter chosen from a list; `all` (the empty value, "All" in the admin's language unless given) first unless null. */
export function FilterSelect({ name, label, value, options, all }: { name: string; label: string; value: string | undefined; options: readonly { value: string; label: string }[]; all?: string | null }) {
  const t = useTranslations('admin.filter');
  return (
    <label className={filterLabelClass}>
      {label}
      <select name={name} defaultValue={value ?? ''} className={filterInputClass}>
        {all !== null && <option value="">{all ?? t('all')}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
