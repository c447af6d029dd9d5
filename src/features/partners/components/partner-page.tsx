import { JsonLd } from '@/components/json-ld';
import { buttonClasses } from '@/components/ui/button';
import { CalendarDays, Clock, MapPin, TriangleAlert } from '@/components/ui/icons';
import { CITIES } from '@/features/cities';
import { AD_SLOTS } from '@/features/venue-ads/selection';
import { formatWholeEuro } from '@/lib/money';
import { operator } from '@/lib/operator';
import { partnerContact } from '../contact';
import { PARTNER_ANCHORS, partnerHref, type PartnerQuery, requestedMonth } from '../links';
import { calculatePrice, isBookable, LANDING_PAGE_PRICE_FROM, MONTH_PRICES } from '@/features/ad-slots/prices';
import type { SlotOverview } from '../slots';
import { partnerServiceJsonLd } from '../structured-data';
import { CalculationSummary } from './calculation-summary';
import { MonthGrid } from './month-grid';
import { SlotAvailability } from './slot-availability';
import { TrendChart } from './trend-chart';

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;
const lowestPrice = Math.min(...MONTH_PRICES.filter(isBookable).map((month) => month.price));

const FACTS = [
  { icon: MapPin, title: `${CITIES.length} Städteseiten`, text: 'jede mit eigenen Inhalten zur Stadt' },
  { icon: Clock, title: `${AD_SLOTS} Plätze pro Stadt`, text: 'vergeben in der Reihenfolge der Buchung' },
  { icon: CalendarDays, title: `ab ${formatWholeEuro(lowestPrice)} im Monat`, text: 'zzgl. MwSt., Laufzeit bis Dezember' },
];

/** The calculation the server shows when 'Berechnen' was followed as a link (without JavaScript). */
function CalculationPanel({ query }: { query: PartnerQuery }) {
  const month = requestedMonth(query);
  if (!month) return null;
  return (
    <section id={PARTNER_ANCHORS.calculation} aria-labelledby="berechnung-titel" className="mt-8 scroll-mt-3 rounded-2xl bg-white p-6 shadow-md ring-2 ring-pine-600">
      {month !== 'unknown' && isBookable(month) ? (
        <CalculationSummary calculation={calculatePrice(month.index)} headingId="berechnung-titel" cityId={query.cityId} />
      ) : (
        <>
          <h2 id="berechnung-titel" className="text-xl font-bold text-pine-900">
            Keine Berechnung möglich
          </h2>
          <p className="mt-2 text-slate-700">
            {month === 'unknown' ? 'Diesen Monat kennen wir nicht.' : `Im ${month.name} sind keine Werbeplätze buchbar.`} Wählen Sie einen Startmonat von März bis Dezember.
          </p>
        </>
      )}
      <a href={partnerHref(query, PARTNER_ANCHORS.prices)} className={buttonClasses('primary', 'md', 'mt-6')}>
        Schließen
      </a>
    </section>
  );
}

/** /ad-partners: the advertising slots for venue operators, with the season, the prices and the free slots. */
export function PartnerPage({
  breadcrumb,
  query,
  overview,
  currentMonth,
}: {
  breadcrumb: React.ReactNode;
  query: PartnerQuery;
  overview: SlotOverview | undefined;
  currentMonth: number;
}) {
  const contact = partnerContact();
  return (
    <>
      <JsonLd data={partnerServiceJsonLd(operator(), contact)} />
      <section className="bg-gradient-to-b from-pine-50 to-white">
        <div className="mx-auto max-w-6xl px-4 pt-8 pb-12">
          {breadcrumb}
          <p className="mt-8 inline-flex rounded-full bg-berry-600 px-3 py-1 text-sm font-semibold text-white">Nur {AD_SLOTS} Werbeplätze verfügbar</p>
          <h1 className="mt-4 text-4xl font-bold text-pine-900 md:text-5xl">Partner werden</h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-700">
            Unternehmen aus ganz Deutschland suchen bei uns die Location für ihre Weihnachtsfeier. Auf jeder unserer {CITIES.length} Städteseiten stehen direkt
            beim Anfrageformular drei Plätze für Locations aus der Stadt – sichtbar genau dann, wenn Firmen ihre Feier planen.
          </p>
          <ul className="mt-8 grid gap-4 sm:grid-cols-3">
            {FACTS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-pine-100">
                <Icon aria-hidden="true" className="size-6 shrink-0 text-pine-700" />
                <p>
                  <span className="block font-semibold text-pine-900">{title}</span>
                  <span className="text-slate-700">{text}</span>
                </p>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href={contact.bookingUrl} {...NEW_TAB} className={buttonClasses('primary', 'lg')}>
              Partnerschaftsgespräch buchen<span className="sr-only"> (öffnet in neuem Tab)</span>
            </a>
            <a href={`#${PARTNER_ANCHORS.prices}`} className={buttonClasses('outline', 'lg')}>
              Preise ansehen
            </a>
          </div>
        </div>
      </section>

      <section aria-labelledby="saison-titel" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="saison-titel" className="text-3xl font-bold text-pine-900">
          Wann Unternehmen ihre Weihnachtsfeier planen
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700">
          Die Suche nach Locations beginnt im Frühsommer und erreicht im November ihren Höhepunkt. Wer ab Juni sichtbar ist, steht auf der Liste, bevor die
          Entscheidungen fallen – und zahlt für die ruhigen Monate deutlich weniger.
        </p>
        <TrendChart />
      </section>

      <section id={PARTNER_ANCHORS.prices} aria-labelledby="preise-titel" className="mx-auto max-w-6xl scroll-mt-3 px-4 py-12">
        <h2 id="preise-titel" className="text-3xl font-bold text-pine-900">
          Preise nach Startmonat
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700">
          Sie wählen den Monat, in dem Ihr Werbeplatz startet; er läuft bis Ende Dezember, und berechnet wird der Preis jedes enthaltenen Monats. Im Januar und
          Februar ruht die Saison, dann sind keine Plätze buchbar. Alle Preise zzgl. MwSt.
        </p>
        <CalculationPanel query={query} />
        <MonthGrid currentMonth={currentMonth} query={query} />
        <aside aria-labelledby="angebot-titel" className="mt-10 rounded-2xl border-l-4 border-gold-400 bg-gold-100 p-6">
          <h2 id="angebot-titel" className="flex items-center gap-2 text-xl font-bold text-gold-600">
            <TriangleAlert aria-hidden="true" className="size-6" /> Begrenztes Angebot
          </h2>
          <p className="mt-2 text-slate-800">
            Pro Stadt gibt es nur {AD_SLOTS} Werbeplätze, und wir vergeben sie in der Reihenfolge der Buchungen. Ist ein Platz vergeben, bleibt er es bis zum
            Ende seiner Laufzeit – sichern Sie sich Ihre Stadt, bevor die Saison beginnt.
          </p>
        </aside>
      </section>

      <div className="mx-auto max-w-6xl px-4 py-4">
        <SlotAvailability overview={overview} cityId={query.cityId} />
      </div>

      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 md:grid-cols-2">
        <section aria-labelledby="landingpage-titel" className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-pine-100 md:p-8">
          {/* SPEC.md's „ab 990€“ with the space German typesetting puts before the sign (issue #52), kept on one line. */}
          <p className="text-3xl font-bold text-berry-600">ab {LANDING_PAGE_PRICE_FROM}&nbsp;€</p>
          <h2 id="landingpage-titel" className="mt-2 text-2xl font-bold text-pine-900">
            Individuelle Landingpage
          </h2>
          <p className="mt-3 flex-1 text-slate-700">
            Eine eigene Seite nur für Ihre Location: Räume und Kapazitäten, Fotos, Pakete und Preise, dazu ein direkter Weg zur Anfrage. Wir gestalten und
            texten sie für Sie und bereiten sie für Suchmaschinen auf. Preis zzgl. MwSt.
          </p>
          <a href={contact.demoUrl} {...NEW_TAB} className={buttonClasses('outline', 'md', 'mt-6 self-start')}>
            Demo-Landingpage ansehen<span className="sr-only"> (öffnet in neuem Tab)</span>
          </a>
        </section>
        <section id={PARTNER_ANCHORS.contact} aria-labelledby="kontakt-titel" className="flex scroll-mt-3 flex-col rounded-2xl bg-pine-900 p-6 text-pine-100 md:p-8">
          <h2 id="kontakt-titel" className="text-2xl font-bold text-white">
            Sprechen wir über Ihre Location
          </h2>
          <p className="mt-3">In einem kurzen Gespräch klären wir, welche Stadt und welcher Startmonat zu Ihnen passen, und beantworten Ihre Fragen.</p>
          <a href={contact.bookingUrl} {...NEW_TAB} className={buttonClasses('primary', 'md', 'mt-6 self-start')}>
            Partnerschaftsgespräch buchen<span className="sr-only"> (öffnet in neuem Tab)</span>
          </a>
          <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="font-semibold text-white">E-Mail</dt>
            <dd>
              <a href={`mailto:${contact.email}`} className="underline hover:text-white">
                {contact.email}
              </a>
            </dd>
            <dt className="font-semibold text-white">Telefon</dt>
            <dd>
              <a href={contact.phoneHref} className="underline hover:text-white">
                {contact.phone}
              </a>
            </dd>
          </dl>
        </section>
      </div>
    </>
  );
}
