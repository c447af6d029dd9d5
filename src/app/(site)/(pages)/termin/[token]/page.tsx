import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getDb } from '@/db/client';
import { CallSection } from '@/features/calls/components/call-section';
import { callSectionParams } from '@/features/calls/paths';
import { callPagePath } from '@/features/requests/paths';
import { loadCallPage } from '@/features/calls/public-service';
import { CALL_TEXTS } from '@/features/calls/texts';
import { berlinToday } from '@/lib/time';

// No canonical and no Open Graph URL: either would repeat the private link.
export const metadata: Metadata = { title: { absolute: CALL_TEXTS.metaTitle }, robots: { index: false, follow: false } };

type Props = { params: Promise<{ token: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The request's private call page from the confirmation mail: book, move or cancel the 15-minute call. */
export default async function CallPage({ params, searchParams }: Props) {
  const [{ token }, query, db] = await Promise.all([params, searchParams, getDb()]);
  const { change } = callSectionParams.parse(query).values;
  const page = await loadCallPage(db, token, new Date(), { moving: change === 'verschieben' });
  if (!page) notFound();
  const { request } = page;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-pine-900 md:text-4xl">{CALL_TEXTS.pageHeading}</h1>
      <p className="mt-3 text-lg text-slate-700">{CALL_TEXTS.forRequest(request.companyName, request.cityName, request.participantCount)}</p>
      <div className="mt-8">
        <CallSection page={page} token={token} origin={{ page: 'termin' }} href={callPagePath(token)} change={change} today={berlinToday()} />
      </div>
    </div>
  );
}
