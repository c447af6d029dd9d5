/** A posted field as text, from the form or from its fields as an object: '' when it is missing or a file. */
export function formText(posted: FormData | Readonly<Record<string, unknown>> | null | undefined, name: string): string {
  const value = posted instanceof FormData ? posted.get(name) : posted?.[name];
  return typeof value === 'string' ? value : '';
}

/** The named fields as posted, each as formText reads it, by name. */
export function formTexts<const N extends string>(posted: FormData | Readonly<Record<string, unknown>>, names: readonly N[]): Record<N, string> {
  return Object.fromEntries(names.map((name) => [name, formText(posted, name)])) as Record<N, string>;
}

/** Whether a posted value is a file (in the browser and on the server, which both have File). */
export const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

/**
 * The file chosen in a file input; none for an input left alone. That posts an empty file, whose name arrives as ''
 * or, parsed from a server action's multipart body, as 'blob': its size is what tells.
 */
export function chosenFile(value: unknown): File | undefined {
  return isFile(value) && value.size > 0 ? value : undefined;
}

/**
 * The longest value a refused form shows back where its field names no maximum of its own: the longest of the public
 * forms' fields (a venue's description). A value past its field's maximum is no typing worth keeping, and shown back
 * whole it would leave the server three times (the field, the page's payload, the form's state).
 */
export const ECHO_MAX_LENGTH = 5000;

/**
 * Posted values as a form shows them again: every text (in rows and nested drafts too) cut to the maximum of its
 * field's name in `maxima` (a nested or dotted name by its last part: `lines.0.text` is `text`), else to `otherwise`.
 */
export function echoed<V>(values: V, maxima: Readonly<Record<string, number>> = {}, otherwise = ECHO_MAX_LENGTH): V {
  const cut = (value: unknown, name: string): unknown => {
    if (typeof value === 'string') return value.slice(0, maxima[name.slice(name.lastIndexOf('.') + 1)] ?? otherwise);
    if (Array.isArray(value)) return value.map((item) => cut(item, name));
    if (value !== null && typeof value === 'object' && !isFile(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cut(item, key)]));
    return value;
  };
  return cut(values, '') as V;
}

/**
 * The names of a form's numbered fields ("blockPrice.2": a repeated part's row, so the form works without JavaScript
 * and each error stands beside its own field): for each name, its field in row `i`.
 */
export function numberedFields<const N extends string>(names: readonly N[]): { readonly [K in N]: (i: number) => string } {
  return Object.fromEntries(names.map((name) => [name, (i: number) => `${name}.${i}`])) as { readonly [K in N]: (i: number) => string };
}
