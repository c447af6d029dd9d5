import { CtaSection } from '@/components/marketing/cta-section';
import { ProcessSteps } from '@/components/marketing/process-steps';
import { CITIES } from '@/features/cities';
import { STARTING_PRICE } from '@/features/packages/packages';
import { Pricing } from '@/features/packages/components/pricing';
import { ServicePoints } from '@/components/marketing/service-points';
import { JsonLd } from '@/components/json-ld';
import { RequestSection } from '@/features/requests/components/request-section';
import { ChosenCityAds } from '@/features/venue-ads/components/chosen-city-ads';
import { FIRST_CONTACT_WITHIN, OPTIONS_WITHIN } from '@/lib/promise';
import { HOME_CRUMB, breadcrumbJsonLd, pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Weihnachtsfeier planen lassen – Locations & Preisvergleich',
  description:
    `Weihnachtsfeier für Ihr Team: passende Locations in ${CITIES.length} Städten, transparent verglichen. Wir melden uns ${FIRST_CONTACT_WITHIN}, Location-Optionen folgen ${OPTIONS_WITHIN}.`,
  path: '/',
});

export default function HomePage() {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([HOME_CRUMB])} />
      <section className="bg-gradient-to-b from-pine-900 to-pine-800 text-white">
        <div className="mx-auto grid max-w-6xl items-start gap-10 px-4 py-12 md:grid-cols-2 md:py-20">
          <div>
            <p className="font-semibold text-gold-400">Für Teams von 50 bis 300+ Personen</p>
            <h1 className="mt-3 text-4xl leading-tight font-bold md:text-5xl">Ihre Weihnachtsfeier – geplant, verglichen, gebucht.</h1>
            <p className="mt-5 text-lg text-pine-100">
              Sagen Sie uns Stadt und Teilnehmerzahl. Wir melden uns {FIRST_CONTACT_WITHIN}, klären in 15 Minuten Ihre Wünsche und schicken Ihnen{' '}
              {OPTIONS_WITHIN} passende Locations mit transparentem Preisvergleich.
            </p>
            <ul className="mt-6 space-y-2 text-pine-100">
              <li>✓ {CITIES.length} Städte mit eigener Seite, Location-Suche bundesweit</li>
              <li>✓ Erstkontakt {FIRST_CONTACT_WITHIN}, Location-Optionen {OPTIONS_WITHIN}</li>
              <li>✓ Planung ab {STARTING_PRICE} zzgl. MwSt.</li>
            </ul>
          </div>
          <RequestSection sourcePage="/" />
        </div>
      </section>
      <ChosenCityAds mode="live" />
      <ServicePoints />
      <Pricing />
      <ProcessSteps />
      <CtaSection
        title="Bereit für eine entspannte Weihnachtsfeier?"
        text="Zwei kurze Schritte, und unser Team macht sich auf die Suche nach der passenden Location für Ihr Unternehmen."
      />
    </>
  );
}
