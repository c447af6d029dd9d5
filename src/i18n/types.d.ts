import type { AdminLocale } from './locale';
import type { Messages } from './messages';

// next-intl's typed keys: useTranslations('offers.builder') knows the namespace's keys and their arguments.
declare module 'next-intl' {
  interface AppConfig {
    Locale: AdminLocale;
    Messages: Messages;
  }
}
