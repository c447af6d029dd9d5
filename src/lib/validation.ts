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
