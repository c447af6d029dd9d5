import type { z } from 'zod';

/** First message per field of a failed zod parse, for showing next to the fields. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** FormData as a plain object (a repeated name becomes its last value), so one zod schema serves forms and calls. */
export function formObject(input: unknown): unknown {
  return input instanceof FormData ? Object.fromEntries(input.entries()) : input;
}

/** A page's search params as Next passes them. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** One search param as text: the first of repeated ones, trimmed; undefined when missing or blank. */
export function firstParam(value: string | string[] | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}

/**
 * The search params among `keys` that a filter could not use as they were given: present in the address, but not
 * the same in the query the filter writes of itself (`used`), where a key left out of `used` stands for its
 * `defaults` value. A list shows its default view for them, with a note naming them.
 */
export function ignoredParams(params: SearchParams, used: string, keys: readonly string[], defaults: Readonly<Record<string, string>> = {}): string[] {
  const canonical = new URLSearchParams(used);
  return keys.filter((key) => {
    const given = firstParam(params[key]);
    return given !== undefined && given !== (canonical.get(key) ?? defaults[key]);
  });
}

/** Pages of a list beyond this are not asked for by any link of ours (and would overflow the database's offset). */
const MAX_PAGE = 100_000;

/** A list's page number from the address: a whole number from 1 to MAX_PAGE, else 1. */
export function pageParam(value: string | string[] | undefined): number {
  const given = firstParam(value);
  const page = given && /^\d{1,6}$/.test(given) ? Number(given) : 1;
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** A free-text search param: its first value, trimmed, at most `max` characters; undefined when blank or holding control characters (a NUL cannot even be stored). */
export function textParam(value: string | string[] | undefined, max: number): string | undefined {
  const given = firstParam(value);
  return given === undefined || /[\u0000-\u001f\u007f-\u009f]/.test(given) ? undefined : given.slice(0, max);
}
