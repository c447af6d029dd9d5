import { NextIntlClientProvider } from 'next-intl';
import { MESSAGES } from '@/i18n/messages';
import { BERLIN } from '@/lib/time';

/**
 * The German words of the venue form's shared parts (venues/components/venue-form-parts.tsx) for the operator's forms:
 * the partner area is German, and its pages carry only the two screens' words, not the admin's catalogue.
 */
export function VenueFormWords({ children }: { children: React.ReactNode }) {
  const { form, types, validation } = MESSAGES.de.venues;
  return (
    <NextIntlClientProvider locale="de" messages={{ venues: { form, types, validation } }} timeZone={BERLIN}>
      {children}
    </NextIntlClientProvider>
  );
}
