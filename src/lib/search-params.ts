import type { $ZodType, output } from 'zod/v4/core';
import * as z from 'zod/mini';
import { type SearchLayout, searchHref, writtenParam } from './search-href';

// zod/mini, the build that bundles only what is used: the venue-ad filter form parses its fields in the browser.

/** A page's search params as Next passes them. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** The token of a mailed link, as its page's address gives it ('' when there is none, or more than one). */
export const linkToken = (params: SearchParams): string => (typeof params.token === 'string' ? params.token : '');

type Shape = Record<string, $ZodType>;
type Values<S extends Shape> = { [K in keyof S]: output<S[K]> };

export interface SearchParamsDefinition<V> {
  /** The fields' names in the address and values when missing, for a client component to write addresses (search-href.ts). */
  readonly layout: SearchLayout<V>;
  /**
   * The fields from an address. Each field reads the first value of its param, trimmed, blank as missing; a value
   * its schema refuses counts as missing. `ignored` names the params given that the values do not carry as
   * written (refused, or changed, e.g. cut short), in the shape's order: a list says so beside its default view.
   */
  parse(params: SearchParams | URLSearchParams): { values: V; ignored: string[] };
  /** `base` with the values as its query, in the shape's order; a field equal to its default is left out. */
  href(values: Partial<V>, base?: string): string;
}

/** The values of a definition's fields. */
export type SearchValues<D> = D extends SearchParamsDefinition<infer V> ? V : never;

function given(params: SearchParams | URLSearchParams, name: string): string[] {
  const value = params instanceof URLSearchParams ? params.getAll(name) : params[name];
  return value === undefined ? [] : [value].flat();
}

/**
 * One filter's params, from a shape of zod schemas that each read one param's text (undefined when missing) and
 * have a value for a missing param (`optional` or `default`). `names` renames a field in the address. A param
 * given more than once counts by its first value; with `repeated: 'refuse'` it is refused instead, where two
 * values are two answers to one question (the overview's period).
 */
export function defineSearchParams<S extends Shape>(
  shape: S,
  { names = {}, repeated = 'first' }: { names?: { [K in keyof S]?: string }; repeated?: 'first' | 'refuse' } = {},
): SearchParamsDefinition<Values<S>> {
  const fields = Object.entries(shape).map(([key, schema]) => {
    const missing = z.safeParse(schema, undefined);
    if (!missing.success) throw new Error(`The search param field '${key}' needs a value for a missing param.`);
    return { key, name: names[key] ?? key, schema, fallback: missing.data };
  });
  const layout: SearchLayout<Values<S>> = { fields: fields.map(({ key, name, fallback }) => ({ key, name, fallback })) };
  return {
    layout,
    parse(params) {
      const values: Record<string, unknown> = {};
      const ignored: string[] = [];
      for (const { key, name, schema, fallback } of fields) {
        const texts = given(params, name);
        const text = texts[0]?.trim() || undefined;
        const parsed = repeated === 'refuse' && texts.length > 1 ? undefined : z.safeParse(schema, text);
        values[key] = parsed?.success ? parsed.data : fallback;
        if (text !== undefined && text !== writtenParam(values[key])) ignored.push(name);
      }
      return { values: values as Values<S>, ignored };
    },
    href: (values, base) => searchHref(layout, values, base),
  };
}

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/** Text as a person typed it: refused when it holds control characters (a NUL cannot even be stored). */
export const typedText = () => z.string().check(z.refine((text) => !CONTROL_CHARACTERS.test(text)));

/** Free text cut to `max` characters, or undefined. */
export const textParam = (max: number) => z.optional(z.pipe(typedText(), z.transform((text: string) => text.slice(0, max))));

/** Pages of a list beyond this are not asked for by any link of ours (and would overflow the database's offset). */
export const MAX_PAGE = 100_000;

/** A list's page: a whole number from 1 to MAX_PAGE, else 1. */
export const pageParam = () =>
  z._default(
    z.pipe(
      z.string().check(
        z.regex(/^\d{1,6}$/),
        z.refine((digits) => Number(digits) >= 1 && Number(digits) <= MAX_PAGE),
      ),
      z.transform(Number),
    ),
    1,
  );

/** A count (a group's size): a whole number from 1 to `max`, without leading zeros, else undefined. */
export const countParam = (max: number) =>
  z.optional(
    z.pipe(
      z.string().check(
        z.regex(new RegExp(`^[1-9]\\d{0,${String(max).length - 1}}$`)),
        z.refine((digits) => Number(digits) <= max),
      ),
      z.transform(Number),
    ),
  );

/** A checkbox: true when given as 1, else false. */
export const flagParam = () => z._default(z.pipe(z.literal('1'), z.transform((): boolean => true)), false);

/** A calendar day (yyyy-mm-dd) that exists: JavaScript reads 2026-02-30 as 2 March, PostgreSQL refuses it. */
export const dayParam = () =>
  z.optional(
    z.string().check(
      z.regex(/^2\d{3}-\d{2}-\d{2}$/),
      z.refine((day) => {
        const time = Date.parse(`${day}T00:00:00Z`);
        return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
      }),
    ),
  );
