import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import { BERLIN } from '@/lib/time';

/**
 * The admin's language around a page: `lang` for screen readers and spelling, and the words for its client
 * components (the mails' words stay on the server).
 */
export async function AdminLanguage({ className, children }: { className?: string; children: React.ReactNode }) {
  const [locale, all] = await Promise.all([getLocale(), getMessages()]);
  const messages = Object.fromEntries(Object.entries(all).filter(([area]) => area !== 'mails'));
  return (
    <div lang={locale} className={className}>
      <NextIntlClientProvider locale={locale} messages={messages} timeZone={BERLIN}>
        {children}
      </NextIntlClientProvider>
    </div>
  );
}
