// next-intl's translator for a language chosen by the caller: a mail in its recipient's language, a test in
// either. Free of requests and sessions (server.ts adds this request's admin's language), and of React: taken from
// next-intl's core (use-intl/core), so scripts run outside Next (create-admin, the mail preview) can load it.
import { createTranslator, type NamespaceKeys, type NestedKeyOf } from 'use-intl/core';
import { BERLIN } from '@/lib/time';
import type { AdminLocale } from './locale';
import { type Messages, MESSAGES } from './messages';

export type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/** The translator of one namespace ('offers.builder') in the given language. */
export function translator<N extends Namespace>(locale: AdminLocale, namespace: N) {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace, timeZone: BERLIN });
}

/** The whole catalogue in the given language, for full keys chosen elsewhere (a zod schema's messages: keys.ts). */
export function catalogue(locale: AdminLocale) {
  return createTranslator({ locale, messages: MESSAGES[locale], timeZone: BERLIN });
}
