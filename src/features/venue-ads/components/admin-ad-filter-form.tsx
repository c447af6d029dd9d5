'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useEffect, useRef } from 'react';
import type { FilterFormElementProps } from '@/components/admin/filter-form';
import { adFilterQuery, parseAdFilter, SEARCH_DEBOUNCE_MS } from '../admin-filter';
import { ADMIN_ADS_PATH } from '../paths';

/** The form's choices as the list's address, without empty fields and defaults; a new choice starts on page 1. */
function listAddress(form: HTMLFormElement): string {
  const fields = Object.fromEntries([...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return `${ADMIN_ADS_PATH}${adFilterQuery(parseAdFilter(fields))}`;
}

/**
 * The list's form element (AdminFilterForm's `form`). Without JavaScript it is a plain GET form; with it, typing in
 * the search box updates the address 300 ms after the last keystroke (replacing it, so Back does not step through
 * every letter) and 'Apply filters' navigates without a full page load.
 */
export function AdminAdFilterForm(props: FilterFormElementProps) {
  const router = useRouter();
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);

  const searchTyped = (event: FormEvent<HTMLFormElement>) => {
    if (!(event.target instanceof HTMLInputElement) || event.target.type !== 'search') return;
    const form = event.currentTarget;
    clearTimeout(pending.current);
    pending.current = setTimeout(() => router.replace(listAddress(form), { scroll: false }), SEARCH_DEBOUNCE_MS);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearTimeout(pending.current);
    router.push(listAddress(event.currentTarget), { scroll: false });
  };

  return <form {...props} onChange={searchTyped} onSubmit={submit} />;
}
