import type { ComponentType, ReactNode } from 'react';
import { FilterButtons, FilterCheckbox, filterInputClass, filterLabelClass, FilterSelect } from './filter-fields';

/** One field of a list's filter form, in the order the form shows them; `className` places an input in the grid. */
export type FilterField =
  | { kind: 'input'; name: string; label: string; value: string | number | undefined; type: 'search' | 'text'; inputMode?: 'numeric'; maxLength: number; className?: string }
  | { kind: 'select'; name: string; label: string; value: string | undefined; options: readonly { value: string; label: string }[]; all?: string | null }
  | { kind: 'checkbox'; name: string; label: string; checked: boolean };

/** What the form element gets: a list's own client form may take them to follow the choices without a page load. */
export interface FilterFormElementProps {
  method: 'get';
  action: string;
  role: 'search';
  'aria-label': string;
  className: string;
  children: ReactNode;
}

function Field({ field }: { field: FilterField }) {
  switch (field.kind) {
    case 'input':
      return (
        <label className={field.className ? `${filterLabelClass} ${field.className}` : filterLabelClass}>
          {field.label}
          <input type={field.type} inputMode={field.inputMode} name={field.name} defaultValue={field.value} maxLength={field.maxLength} className={filterInputClass} />
        </label>
      );
    case 'select':
      return <FilterSelect name={field.name} label={field.label} value={field.value} options={field.options} all={field.all} />;
    case 'checkbox':
      return <FilterCheckbox name={field.name} label={field.label} checked={field.checked} />;
  }
}

/**
 * An admin list's filter form: a plain GET form to `action` (the list), so every filter stands in the address and a
 * reload or a shared link shows the same rows, with or without JavaScript. Give it a `key` from the filter's
 * address: a new form whenever the choices change by navigation (Reset, Back), so the fields show the address's
 * values. `buttonsClassName` lets 'Apply filters' and 'Reset' fill the last row of the six-column grid.
 */
export function AdminFilterForm({
  label,
  action,
  fields,
  buttonsClassName,
  form: Form = 'form',
}: {
  label: string;
  action: string;
  fields: readonly FilterField[];
  buttonsClassName: string;
  form?: 'form' | ComponentType<FilterFormElementProps>;
}) {
  return (
    <Form method="get" action={action} role="search" aria-label={label} className="grid gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-6">
      {fields.map((field) => (
        <Field key={field.name} field={field} />
      ))}
      <FilterButtons resetHref={action} className={buttonsClassName} />
    </Form>
  );
}
