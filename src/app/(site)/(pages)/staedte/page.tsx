import type { ReactNode } from 'react';
import { TriangleAlert } from '@/components/ui/icons';
import { Breadcrumb } from '@/components/site/breadcrumb';
import { JsonLd } from '@/components/json-ld';
import { buttonClasses } from '@/components/ui/button';
import { CITIES, CITIES_BY_NAME } from '@/features/cities';
import { CityJump } from '@/features/cities/components/city-jump';
import { FaqList } from '@/features/cities/components/faq-list';
import { CATERING_POINTS, DIRECTORY_FAQ, DIRECTORY_TOPICS, GROUP_SIZES } from '@/features/cities/directory-content';
import { DIRECTORY_CRUMB } from '@/features/cities/structured-data';
import { HOME_CRUMB, faqJsonLd, pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: `Weihnachtsfeier in ${CITIES.length} Städten – alle Städte im Überblick`,
  description:
    'Alle Städte, in denen wir Weihnachtsfeiern planen: Locations, Sehenswürdigkeiten und Tipps für Ihre Firmenfeier von Aachen bis Würzburg. Jetzt Stadt wählen.',
  path: '/staedte',
});

const jumpOptions = CITIES_BY_NAME.map(({ id, name }) => ({ id, name }));

/** A topic that shows more than its text: under its heading, the topic's text, then `children`. */
function TopicSection({ id, titleId, title, children }: { id: string; titleId: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={titleId} className="mt-12 scroll-mt-3">
      <h2 id={titleId} className="text-2xl font-bold text-pine-900">
        {title}
      </h2>
      <p className="mt-3 text-slate-700">{DIRECTORY_TOPICS.find((t) => t.id === id)?.text}</p>
      {children}
    </section>
  );
}

export default function DirectoryPage() {
  return (
    <>
      <JsonLd data={faqJsonLd(DIRECTORY_FAQ)} />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <Breadcrumb crumbs={[HOME_CRUMB, DIRECTORY_CRUMB]} />
        <h1 className="mt-6 text-4xl font-bold text-pine-900">Weihnachtsfeier in Ihrer Stadt</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">
          In diesen {CITIES_BY_NAME.length} Städten kennen wir die Location-Landschaft besonders gut. Wählen Sie Ihre Stadt und erfahren Sie, welche
          Räume, Sehenswürdigkeiten und Anreisewege für Ihre Firmenfeier in Frage kommen.
        </p>
        <nav aria-label="Themen" className="mt-6 flex flex-wrap gap-2">
          {DIRECTORY_TOPICS.map((topic) => (
            <a key={topic.id} href={`#${topic.id}`} className="rounded-full bg-pine-50 px-4 py-2 text-pine-800 ring-1 ring-pine-100 hover:bg-pine-100">
              {topic.title}
            </a>
          ))}
        </nav>
        <div className="mt-8 rounded-2xl bg-pine-50 p-6">
          <CityJump cities={jumpOptions} label="Direkt zur Stadt" />
        </div>

        <h2 className="mt-12 text-2xl font-bold text-pine-900">Alle Städte von A bis Z</h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {CITIES_BY_NAME.map((city) => (
            // content-visibility: the browser lays out only the cards on screen, which keeps the first render of 79 cards cheap.
            <li key={city.id} className="flex flex-col rounded-2xl border border-pine-100 bg-white p-5 shadow-sm [contain-intrinsic-block-size:auto_22rem] [content-visibility:auto]">
              <h3 className="text-xl font-semibold text-pine-900">{city.name}</h3>
              <p className="mt-2 flex-1 text-slate-700">{city.description}</p>
              <p className="mt-3 text-sm text-slate-700">
                <span className="font-medium">Locations: </span>
                {city.venueTypes.slice(0, 2).join(', ')} <span className="text-slate-500">+{city.venueTypes.length - 2} weitere</span>
              </p>
              <p className="mt-1 text-sm text-slate-700">
                <span className="font-medium">Sehenswert: </span>
                {city.landmarks.slice(0, 2).join(', ')}
              </p>
              <a href={`/${city.id}`} className={buttonClasses('outline', 'sm', 'mt-4 self-start')}>
                Weihnachtsfeier in {city.name}
              </a>
            </li>
          ))}
        </ul>

        <div className="mt-16 grid gap-10 md:grid-cols-2">
          {DIRECTORY_TOPICS.filter((t) => t.id !== 'gruppengroessen' && t.id !== 'catering').map((topic) => (
            <section key={topic.id} id={topic.id} className="scroll-mt-3">
              <h2 className="text-2xl font-bold text-pine-900">{topic.title}</h2>
              <p className="mt-3 text-slate-700">{topic.text}</p>
            </section>
          ))}
        </div>

        <aside aria-labelledby="steuer-titel" className="mt-12 rounded-2xl border-l-4 border-gold-400 bg-gold-100 p-6">
          <h2 id="steuer-titel" className="flex items-center gap-2 text-xl font-bold text-gold-600">
            <TriangleAlert aria-hidden="true" className="size-6" /> Steuerrecht: Das sollten Sie wissen
          </h2>
          <ul className="mt-3 list-inside list-disc space-y-2 text-slate-800">
            <li>Steuerlich begünstigt sind nur zwei Betriebsveranstaltungen pro Jahr.</li>
            <li>Das betriebliche Interesse muss überwiegen: Die Feier steht allen Beschäftigten offen und dient dem Miteinander im Team.</li>
            <li>Sind überwiegend Geschäftspartner eingeladen, gilt die Veranstaltung als Bewirtung von Geschäftsfreunden.</li>
            <li>Kosten über 110 € brutto je teilnehmender Person gelten als geldwerter Vorteil.</li>
          </ul>
        </aside>

        <TopicSection id="gruppengroessen" titleId="gruppen-titel" title="Locations nach Gruppengröße">
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {GROUP_SIZES.map((group) => (
              <li key={group.range} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-pine-100">
                <h3 className="text-xl font-semibold text-pine-900">{group.range}</h3>
                <p className="mt-2 text-slate-700">{group.text}</p>
              </li>
            ))}
          </ul>
        </TopicSection>

        <TopicSection id="catering" titleId="catering-titel" title="Catering für die Weihnachtsfeier">
          <ul className="mt-4 list-inside list-disc space-y-2 text-slate-700">
            {CATERING_POINTS.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </TopicSection>

        <section aria-labelledby="faq-titel" className="mt-12">
          <h2 id="faq-titel" className="text-2xl font-bold text-pine-900">Häufige Fragen</h2>
          <FaqList entries={DIRECTORY_FAQ} />
        </section>

        <div className="mt-12 rounded-2xl bg-pine-50 p-6">
          <CityJump cities={jumpOptions} label="Stadt auswählen" />
          <p className="mt-6 text-slate-700">
            Ihre Stadt ist nicht dabei?{' '}
            <a href="/#anfrage" className="font-semibold text-pine-700 underline">
              Stellen Sie Ihre Anfrage auf der Startseite
            </a>{' '}
            und wählen Sie „Andere Stadt“ – wir planen bundesweit.
          </p>
        </div>
      </div>
    </>
  );
}
