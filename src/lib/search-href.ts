// No zod here: a client component writes a filter's address with this alone (the blog's search box on a public page).

/**
 * Where a filter's fields stand in an address, in its order: their names there and their values when missing.
 * Plain data, so a server component can hand it to a client component.
 */
export interface SearchLayout<V> {
  readonly fields: readonly { readonly key: keyof V & string; readonly name: string; readonly fallback?: unknown }[];
}

/** How a value stands in an address: a flag as 1, a number in digits; nothing for false, blank or no value. */
export function writtenParam(value: unknown): string | undefined {
  if (value === true) return '1';
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** `base` with the values as its query, in the layout's order; a field equal to its default is left out. */
export function searchHref<V>({ fields }: SearchLayout<V>, values: Partial<V>, base = ''): string {
  const query = new URLSearchParams();
  for (const { key, name, fallback } of fields) {
    const text = writtenParam(values[key]);
    if (text !== undefined && text !== writtenParam(fallback)) query.set(name, text);
  }
  const search = query.toString();
  return search ? `${base}?${search}` : base;
}
