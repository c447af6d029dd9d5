import { Building, Landmark, type IconComponent, Train, Users } from '@/components/ui/icons';
import { JsonLd } from '@/components/json-ld';
import { CtaSection } from '@/components/marketing/cta-section';
import { ProcessSteps } from '@/components/marketing/process-steps';
import { STARTING_PRICE } from '@/features/packages/packages';
import { Pricing } from '@/features/packages/components/pricing';
import { ServicePoints } from '@/components/marketing/service-points';
import { RequestSection } from '@/features/requests/components/request-section';
import { CityAds } from '@/features/venue-ads/components/city-ads';
import { PublicCityVenues } from '@/features/venues/components/public-city-venues';
import { cityJsonLd } from '@/features/cities/structured-data';
import type { City } from '@/features/cities/types';
import { FaqList } from '@/features/cities/components/faq-list';

function InfoBlock({ icon: Icon, title, children }: { icon: IconComponent; title: string; children: React.ReactNode }) {
  return (
    <article>
      <h3 className="flex items-center gap-2 text-xl font-semibold text-pine-900">
        <Icon aria-hidden="true" className="size-6 text-berry-600" /> {title}
      </h3>
      {children}
    </article>
  );
}

export function CityPage({ city, sourcePage }: { city: City; sourcePage: string }) {
  return (
    <>
      {cityJsonLd(city).map((data) => (
        <JsonLd key={String(data['@type'])} data={data} />
      ))}
      <section className="bg-gradient-to-b from-pine-900 to-pine-800 text-white">
        <div className="mx-auto grid max-w-6xl items-start gap-10 px-4 py-12 md:grid-cols-2 md:py-20">
          <div>
            <p className="font-semibold text-gold-400">Weihnachtsfeier in {city.displayName}</p>
            <h1 className="mt-3 text-4xl leading-tight font-bold md:text-5xl">Keine Zeit, die Weihnachtsfeier zu organisieren?</h1>
            <p className="mt-5 text-xl font-semibold text-white">{city.heroTitle}</p>
            <p className="mt-3 text-lg text-pine-100">{city.heroSubtitle}</p>
            <p className="mt-6 rounded-xl bg-white/10 p-4 text-pine-50">
              Unsere Eventagentur übernimmt die komplette Location-Suche in {city.name} – schon ab{' '}
              <strong className="text-gold-400">{STARTING_PRICE}</strong> zzgl. MwSt.
            </p>
          </div>
          <RequestSection cityId={city.id} sourcePage={sourcePage} />
        </div>
      </section>
      <CityAds city={city} />
      <PublicCityVenues city={city} />
      <ServicePoints cityName={city.name} />
      <Pricing />
      <ProcessSteps title={`So läuft Ihre Anfrage in ${city.name} ab`} />
      <section aria-labelledby="stadt-titel" className="py-16">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="stadt-titel" className="text-3xl font-bold text-pine-900">Weihnachtsfeier in {city.displayName}: gut zu wissen</h2>
          <p className="mt-4 max-w-3xl text-lg text-slate-700">{city.description}</p>
          <div className="mt-10 grid gap-8 md:grid-cols-2">
            <InfoBlock icon={Users} title="Wirtschaft und Firmenkultur">
              <p className="mt-3 text-slate-700">{city.businessCulture}</p>
            </InfoBlock>
            <InfoBlock icon={Train} title="Anreise und Erreichbarkeit">
              <p className="mt-3 text-slate-700">{city.accessibility}</p>
            </InfoBlock>
            <InfoBlock icon={Building} title="Beliebte Location-Arten">
              <ul className="mt-3 flex flex-wrap gap-2">
                {city.venueTypes.map((type) => (
                  <li key={type} className="chip">{type}</li>
                ))}
              </ul>
            </InfoBlock>
            <InfoBlock icon={Landmark} title="Sehenswürdigkeiten für das Rahmenprogramm">
              <ul className="mt-3 list-inside list-disc space-y-1 text-slate-700">
                {city.landmarks.map((landmark) => (
                  <li key={landmark}>{landmark}</li>
                ))}
              </ul>
            </InfoBlock>
          </div>
        </div>
      </section>
      <section aria-labelledby="faq-titel" className="bg-pine-50 py-16">
        <div className="mx-auto max-w-4xl px-4">
          <h2 id="faq-titel" className="text-3xl font-bold text-pine-900">Häufige Fragen zur Weihnachtsfeier in {city.name}</h2>
          <FaqList entries={city.faq} />
        </div>
      </section>
      <CtaSection
        title={`Ihre Weihnachtsfeier in ${city.name} – wir übernehmen die Suche`}
        text="Nennen Sie uns Teilnehmerzahl und Kontaktdaten. Sie erhalten passende Locations mit transparentem Preisvergleich."
      />
    </>
  );
}
