import { JsonLd } from '@/components/json-ld';
import { Imprint } from '@/features/legal/components/imprint';
import { HOME_CRUMB, breadcrumbJsonLd, pageMetadata } from '@/lib/seo';
import { IMPRINT_PATH } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'Impressum – Weihnachtsfeier-Planer',
  description: 'Impressum des Weihnachtsfeier-Planers: Anbieter, Anschrift, Vertretung, Kontakt, Registereintrag und Umsatzsteuer-Identifikationsnummer.',
  path: IMPRINT_PATH,
});

export default function ImprintPage() {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([HOME_CRUMB, { name: 'Impressum', path: IMPRINT_PATH }])} />
      <article className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="text-3xl font-bold text-pine-900 md:text-4xl">Impressum</h1>
        <Imprint />
      </article>
    </>
  );
}
