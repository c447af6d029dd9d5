import Link from 'next/link';
import { ProcessSteps } from '@/components/marketing/process-steps';
import { CircleCheck } from '@/components/ui/icons';
import { JsonLd } from '@/components/json-ld';
import { buttonClasses } from '@/components/ui/button';
import { thanksCity, thanksTitle } from '@/features/requests/thanks';
import { PROMISE_SENTENCE } from '@/lib/promise';
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

export default async function ThanksPage({ searchParams }: Props) {
  const city = thanksCity((await searchParams).city);
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([HOME_CRUMB, { name: 'Danke', path: '/thanks' }])} />
      <section className="mx-auto max-w-3xl px-4 pt-16">
        <CircleCheck aria-hidden="true" className="size-14 text-pine-600" />
        <h1 className="mt-4 text-3xl font-bold text-pine-900 md:text-4xl">{thanksTitle(city)}</h1>
        <p className="mt-4 text-lg text-slate-700">{PROMISE_SENTENCE} Eine Bestätigung mit allen Angaben ist per E-Mail unterwegs.</p>
      </section>
      <ProcessSteps title="So geht es weiter" firstStepDone />
      <div className="mx-auto flex max-w-6xl flex-wrap gap-3 px-4">
        <Link href="/" className={buttonClasses('primary')}>
          Neue Anfrage stellen
        </Link>
        <Link href="/" className={buttonClasses('outline')}>
          Zur Startseite
        </Link>
      </div>
    </>
  );
}
