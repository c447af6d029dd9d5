// next-intl's request configuration (found through the plugin in next.config.ts): the admin's language for server
// components, and through NextIntlClientProvider for client components. The public site does not use it.
import { getRequestConfig } from 'next-intl/server';
import { BERLIN } from '@/lib/time';
import { MESSAGES } from '@/i18n/messages';
import { requestLocale } from './request-locale';

export default getRequestConfig(async () => {
  const locale = await requestLocale();
  return { locale, messages: MESSAGES[locale], timeZone: BERLIN };
});
