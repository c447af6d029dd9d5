import Link from 'next/link';
import { CircleCheck } from '@/components/ui/icons';
import { JsonLd } from '@/components/json-ld';
import { buttonClasses } from '@/components/ui/button';
import { thanksCity, thanksTitle } from '@/features/requests/thanks';
import { HOME_CRUMB, breadcrumbJsonLd, pageMetadata } from '@/lib/seo';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props) {
  const city = thanksCity((await searchParams).city);
  return pageMetadata({
    title: thanksTitle(city),
    description: 'Ihre Anfrage ist bei uns eingegangen. Wir bearbeiten sie innerhalb von 24 Stunden und melden uns mit passenden Locations.',
    path: '/thanks',
    noindex: true,
  });
}

const NEXT_STEPS = [
  'Wir bearbeiten Ihre Anfrage innerhalb von 24 Stunden.',
  'Passende Location-Optionen erhalten Sie per E-Mail.',
  'Unser Team meldet sich bei Ihnen, um die Details zu besprechen.',
];

export default async function ThanksPage({ searchParams }: Props) {
  const city = thanksCity((await searchParams).city);
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <JsonLd data={breadcrumbJsonLd([HOME_CRUMB, { name: 'Danke', path: '/thanks' }])} />
      <CircleCheck aria-hidden="true" className="size-14 text-pine-600" />
      <h1 className="mt-4 text-3xl font-bold text-pine-900 md:text-4xl">{thanksTitle(city)}</h1>
      <h2 className="mt-8 text-xl font-semibold text-pine-900">So geht es weiter</h2>
      <ol className="mt-4 space-y-3">
        {NEXT_STEPS.map((step, i) => (
          <li key={step} className="flex gap-3">
            <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-gold-100 font-bold text-gold-600">
              {i + 1}
            </span>
            <span className="pt-1">{step}</span>
          </li>
        ))}
      </ol>
      <div className="mt-10 flex flex-wrap gap-3">
        <Link href="/" className={buttonClasses('primary')}>
          Neue Anfrage stellen
        </Link>
        <Link href="/" className={buttonClasses('outline')}>
          Zur Startseite
        </Link>
      </div>
    </section>
  );
}
