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
