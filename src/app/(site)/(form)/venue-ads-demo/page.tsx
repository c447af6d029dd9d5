import { CtaSection } from '@/components/marketing/cta-section';
import { Pricing } from '@/features/packages/components/pricing';
import { RequestSection, requestFormProps } from '@/features/requests/components/request-section';
import { RequestWithThanks } from '@/features/requests/components/request-with-thanks';
import { ChosenCityAds } from '@/features/venue-ads/components/chosen-city-ads';
import { pageMetadata } from '@/lib/seo';

const PATH = '/venue-ads-demo';

export const metadata = pageMetadata({
  title: 'Demo: Venue-Anzeigen auf den Stadtseiten',
  description: 'So erscheinen Venue-Anzeigen unter dem Anfrageformular: Stadt wählen und die aktiven Anzeigen dieser Stadt sehen.',
  path: PATH,
  noindex: true,
});

/** For venue operators and the team: every active ad of the chosen city, also those not yet switched live. */
export default function VenueAdsDemoPage() {
  return (
    <>
      <section className="bg-gradient-to-b from-pine-900 to-pine-800 text-white">
        <div className="mx-auto grid max-w-6xl items-start gap-10 px-4 py-12 md:grid-cols-2 md:py-20">
          <div>
            <p className="font-semibold text-gold-400">Demo für Venue-Partner</p>
            <h1 className="mt-3 text-4xl leading-tight font-bold md:text-5xl">So sehen Unternehmen Ihre Location</h1>
            <p className="mt-5 text-lg text-pine-100">
              Wählen Sie im Formular eine Stadt: Darunter erscheinen die Anzeigen dieser Stadt – hier auch solche, die noch nicht auf der Stadtseite
              geschaltet sind. Freie Plätze zeigen, wo Ihre Anzeige stehen könnte.
            </p>
          </div>
          <RequestSection sourcePage={PATH}>
            <RequestWithThanks {...requestFormProps(undefined, PATH)} />
          </RequestSection>
        </div>
      </section>
      <ChosenCityAds mode="demo" scrollToForm />
      <Pricing />
      <CtaSection title="Ihre Weihnachtsfeier, Ihre Location" text="Stellen Sie eine Anfrage – wir finden die passende Location und vergleichen die Angebote für Sie." />
    </>
  );
}
