import { JsonLd } from '@/components/json-ld';
import { Terms } from '@/features/legal/components/terms';
import { HOME_CRUMB, breadcrumbJsonLd, pageMetadata } from '@/lib/seo';
import { TERMS_PATH } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'AGB – Weihnachtsfeier-Planer',
  description: 'Allgemeine Geschäftsbedingungen des Weihnachtsfeier-Planers: Vertragsschluss durch Annahme des Angebots online, Leistungen, Planungspauschale, Zahlung, Stornierung und Haftung.',
  path: TERMS_PATH,
});

export default function TermsPage() {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([HOME_CRUMB, { name: 'AGB', path: TERMS_PATH }])} />
      <article className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="text-3xl font-bold text-pine-900 md:text-4xl">Allgemeine Geschäftsbedingungen</h1>
        <Terms />
      </article>
    </>
  );
}
