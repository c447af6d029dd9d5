import { JsonLd } from '@/components/json-ld';
import { PARTNER_TERMS_PATH } from '@/features/bookings/paths';
import { PartnerTerms } from '@/features/legal/components/partner-terms';
import { HOME_CRUMB, breadcrumbJsonLd, pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Partner-AGB – Weihnachtsfeier-Planer',
  description: 'Bedingungen für Werbeplätze auf den Stadtseiten: Vergabe nach Reihenfolge der Buchung, drei Plätze je Stadt und Monat, Laufzeit bis Dezember, Preise, Prüfung der Anzeige.',
  path: PARTNER_TERMS_PATH,
});

export default function PartnerTermsPage() {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([HOME_CRUMB, { name: 'Partner-AGB', path: PARTNER_TERMS_PATH }])} />
      <article className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="text-3xl font-bold text-pine-900 md:text-4xl">Allgemeine Geschäftsbedingungen für Werbepartner</h1>
        <PartnerTerms />
      </article>
    </>
  );
}
