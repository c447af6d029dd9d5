import { NextIntlClientProvider } from 'next-intl';
import { MESSAGES } from '@/i18n/messages';
import { BERLIN } from '@/lib/time';

/**
 * The German words of the venue form's shared parts (venues/components/venue-form-parts.tsx) for the operator's forms:
 * the partner area is German, and its pages carry only the two screens' words, not the admin's catalogue.
 */
export function VenueFormWords({ children }: { children: React.ReactNode }) {
  // The errors come translated from the server action: the form's labels and the types' names are all the browser needs.
  const { form, types } = MESSAGES.de.venues;
  return (
    <NextIntlClientProvider locale="de" messages={{ venues: { form, types } }} timeZone={BERLIN}>
      {children}
    </NextIntlClientProvider>
  );
}
