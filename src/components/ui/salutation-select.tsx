import type { ComponentProps } from 'react';
import { type Salutation, SALUTATION_CHOICES } from '@/lib/salutation';
import { Select } from './form-field';

/** The words of the three choices by their value ('' is none): the admin's from its catalogue; the public forms keep SALUTATION_CHOICES' German ones. */
export type SalutationLabels = Record<'' | Salutation, string>;

/**
 * The salutation field of every form (a venue's contact, an ad booking, an operator's profile): a plain select, so it
 * works without JavaScript and with the keyboard, „keine Angabe" first. Its value is '' or a salutation.
 *
 * Keyed by its default value: React applies a select's `defaultValue` only when it mounts, and resets a form after its
 * action (useActionState), so a refused post would otherwise show the first default again instead of the choice the
 * server gave back.
 */
export function SalutationSelect({ labels, ...select }: { id: string; label: string; error?: string; hint?: string; labels?: SalutationLabels } & Omit<ComponentProps<'select'>, 'children'>) {
  return (
    <Select key={String(select.defaultValue ?? '')} autoComplete="honorific-prefix" {...select}>
      {SALUTATION_CHOICES.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {labels?.[choice.value] ?? choice.label}
        </option>
      ))}
    </Select>
  );
}
