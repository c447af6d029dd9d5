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

/** What of a zod schema's definition says how long its text may be (zod 4 keeps it in the definition, not in the type). */
interface SchemaDefinition {
  _zod: { def: { checks?: { _zod: { def: { check: string; maximum?: number } } }[]; innerType?: SchemaDefinition; in?: SchemaDefinition } };
}

/** The longest text a schema takes, where it names one: a string's max(), also inside optional, default and a pipe's input. */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  const { def } = (schema as unknown as SchemaDefinition)._zod;
  const check = def.checks?.find((candidate) => candidate._zod.def.check === 'max_length');
  if (check) return check._zod.def.maximum;
  const inner = def.innerType ?? def.in;
  return inner ? maxLengthOf(inner as unknown as z.ZodType) : undefined;
}

/** Each field of an object schema whose text has a maximum, with it: what a refused form shows back at most. */
export function fieldMaxima(schema: z.ZodType): Record<string, number> {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
  return Object.fromEntries(Object.entries(shape).flatMap(([name, field]) => {
    const max = maxLengthOf(field);
    return max === undefined ? [] : [[name, max]];
  }));
}
