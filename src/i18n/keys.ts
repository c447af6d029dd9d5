// Message keys where a message is chosen before its reader's language is known: a zod schema shared by the browser
// and the server carries keys, and the place that shows the errors translates them. Pure and free of the catalogues
// (type imports only), so a client component's schema does not carry the words of both languages.
import type { Messages } from './messages';

type Screens = { [A in keyof Messages]: { [S in keyof Messages[A] & string]: `${A & string}.${S}` }[keyof Messages[A] & string] }[keyof Messages];
type KeysOf<N extends Screens> = N extends `${infer A}.${infer S}` ? (A extends keyof Messages ? (S extends keyof Messages[A] ? keyof Messages[A][S] & string : never) : never) : never;

/** The full keys of one screen's messages: `const message = messageKeys('calls.settings'); z.string(message('wholeMinutes'))`. */
export function messageKeys<N extends Screens>(namespace: N) {
  return <K extends KeysOf<N>>(key: K) => `${namespace}.${key}` as const;
}

/**
 * The keys of a screen's messages that are named as what they name (a step, a kind, a problem), by that name:
 * `keysByName('overview.funnel', FUNNEL_STEPS).booked` is 'overview.funnel.booked'.
 */
export function keysByName<N extends Screens, const K extends KeysOf<N>>(namespace: N, names: readonly K[]): { readonly [P in K]: `${N}.${P}` } {
  return Object.fromEntries(names.map((name) => [name, `${namespace}.${name}`])) as { readonly [P in K]: `${N}.${P}` };
}

/** What translates a key: next-intl's `t` of the whole catalogue (useTranslations() or translator(locale)). */
export interface KeyTranslator {
  has(key: never): boolean;
  (key: never, values?: never): string;
}

/**
 * A message key in the reader's language. A text that is no key (zod's own message for a type it did not expect)
 * becomes the catalogue's general one, never an English sentence in a German form.
 */
export function translateKey(t: KeyTranslator, key: string, values?: Record<string, string | number>): string {
  const known = t as unknown as { has(key: string): boolean; (key: string, values?: Record<string, string | number>): string };
  return known.has(key) ? known(key, values) : known('admin.form.invalidValue');
}

/** A form's field errors (keys, as fieldErrorsOf gives them) in the reader's language. */
export function translateErrors(t: KeyTranslator, errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, translateKey(t, key)]));
}
