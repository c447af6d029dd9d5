import { JsonLd } from '@/components/json-ld';
import { PrivacyPolicy } from '@/features/legal/components/privacy-policy';
import { HOME_CRUMB, breadcrumbJsonLd, pageMetadata } from '@/lib/seo';
import { PRIVACY_PATH } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'Datenschutzerklärung – Weihnachtsfeier-Planer',
  description:
    'Welche Daten der Weihnachtsfeier-Planer verarbeitet: Anfrageformular, E-Mails, Server-Protokolle, Cookie-Einwilligung und Google Ads – mit Speicherdauer, Empfängern und Ihren Rechten.',
  path: PRIVACY_PATH,
});

export default function PrivacyPage() {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([HOME_CRUMB, { name: 'Datenschutz', path: PRIVACY_PATH }])} />
      <article className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="text-3xl font-bold text-pine-900 md:text-4xl">Datenschutzerklärung</h1>
        <PrivacyPolicy />
      </article>
    </>
  );
}
