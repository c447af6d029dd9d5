import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { currentUser } from './server';
import { type AdminLocale, browserLocale, isAdminLocale } from '@/i18n/locale';
import { catalogue, type Namespace, translator } from '@/i18n/translator';

export { translator };

/**
 * The language of this request's admin: the signed-in account's choice, else the browser's (Accept-Language).
 * Outside a request (a job, a test) there is no browser: English, the specification's language.
 */
export const requestLocale = cache(async (): Promise<AdminLocale> => {
  let requestHeaders: Headers;
  try {
    requestHeaders = await headers();
  } catch {
    return 'en';
  }
  const user = await currentUser().catch(() => null);
  return user && isAdminLocale(user.locale) ? user.locale : browserLocale(requestHeaders.get('accept-language'));
});

/** The translator of this request's admin, for server actions and other server code outside React. */
export async function requestTranslator<N extends Namespace>(namespace: N) {
  return translator(await requestLocale(), namespace);
}

/** This request's admin's whole catalogue, for keys chosen elsewhere (a zod schema's messages: i18n/keys.ts). */
export async function requestCatalogue() {
  return catalogue(await requestLocale());
}

type KeyOf<N extends Namespace> = Parameters<ReturnType<typeof translator<N>>>[0];

/** A text in this request's admin's language, looked up when it is said: adminRowAction's success and failure. */
export function textOf<N extends Namespace>(namespace: N, key: KeyOf<N>) {
  return async () => ((await requestTranslator(namespace)) as unknown as (key: KeyOf<N>) => string)(key);
}
