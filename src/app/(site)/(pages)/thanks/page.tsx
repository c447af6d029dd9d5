import { ProcessSteps } from '@/components/marketing/process-steps';
import { CircleCheck } from '@/components/ui/icons';
import { JsonLd } from '@/components/json-ld';
import { buttonClasses } from '@/components/ui/button';
import { getDb } from '@/db/client';
import { CallSection } from '@/features/calls/components/call-section';
import { callSectionParams } from '@/features/calls/paths';
import { loadCallPage } from '@/features/calls/public-service';
import { thanksUrl } from '@/features/requests/form-state';
import { thanksParams } from '@/features/requests/paths';
import { thanksCity, thanksTitle } from '@/features/requests/thanks';
import { PROMISE_SENTENCE } from '@/lib/promise';
import { berlinToday } from '@/lib/time';
import { HOME_CRUMB, breadcrumbJsonLd, pageMetadata } from '@/lib/seo';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props) {
  const city = thanksCity((await searchParams).city);
  return pageMetadata({
    title: thanksTitle(city),
    description: `Ihre Anfrage ist bei uns eingegangen. ${PROMISE_SENTENCE}`,
    path: '/thanks',
    noindex: true,
  });
}

/** The thank-you page; with the request's call link in its query it offers the 15-minute call's slots right here. */
export default async function ThanksPage({ searchParams }: Props) {
  const query = await searchParams;
  const { city: requestCity, callToken: token } = thanksParams.parse(query).values;
  const { change } = callSectionParams.parse(query).values;
  const city = thanksCity(requestCity);
  const callPage = token ? await loadCallPage(await getDb(), token, new Date(), { moving: change === 'verschieben' }) : undefined;
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([HOME_CRUMB, { name: 'Danke', path: '/thanks' }])} />
      <section className="mx-auto max-w-3xl px-4 pt-16">
        <CircleCheck aria-hidden="true" className="size-14 text-pine-600" />
        <h1 className="mt-4 text-3xl font-bold text-pine-900 md:text-4xl">{thanksTitle(city)}</h1>
        <p className="mt-4 text-lg text-slate-700">{PROMISE_SENTENCE} Eine Bestätigung mit allen Angaben ist per E-Mail unterwegs.</p>
        {callPage && (
          <div className="mt-10">
            <CallSection page={callPage} token={token} origin={{ page: 'thanks', city: requestCity }} href={thanksUrl(requestCity, token)} change={change} today={berlinToday()} />
          </div>
        )}
      </section>
      <ProcessSteps title="So geht es weiter" firstStepDone />
      <div className="mx-auto flex max-w-6xl flex-wrap gap-3 px-4">
        <a href="/" className={buttonClasses('primary')}>
          Neue Anfrage stellen
        </a>
        <a href="/" className={buttonClasses('outline')}>
          Zur Startseite
        </a>
      </div>
    </>
  );
}
