import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldMaxima, maxLengthOf } from './validation';

describe('the longest text a schema takes', () => {
  it('reads max() through trim, optional, default, transforms and a pipe’s input', () => {
    expect(maxLengthOf(z.string().trim().max(2000).optional().transform((note) => note || null))).toBe(2000);
    expect(maxLengthOf(z.pipe(z.string().max(30), z.string().transform((value) => value.toUpperCase())))).toBe(30);
    expect(maxLengthOf(z.string().max(10).default(''))).toBe(10);
    expect(maxLengthOf(z.uuid())).toBeUndefined();
  });

  it('names each field of an object that has one', () => {
    const schema = z.looseObject({ requestId: z.uuid(), reason: z.string().trim().min(3).max(1000), note: z.string().max(2000).optional(), count: z.coerce.number() });
    expect(fieldMaxima(schema)).toEqual({ reason: 1000, note: 2000 });
  });
});
