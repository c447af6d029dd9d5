import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getDb } from '@/db/client';
import { ChoiceSection, QuestionSection } from '@/features/offers/components/offer-forms';
import { OfferGone } from '@/features/offers/components/offer-gone';
import { OfferView } from '@/features/offers/components/offer-view';
import { CHOICE_PARAM } from '@/features/offers/anchors';
import { isPageView } from '@/features/offers/page-view';
import { openOffer } from '@/features/offers/public-service';
import { PUBLIC_TEXTS } from '@/features/offers/texts';
import { recordFirstView } from '@/features/offers/queries';
import { setResponseStatus } from '@/lib/next-internals';
import { berlinToday } from '@/lib/time';

// No canonical and no Open Graph URL: either would repeat the private link.
export const metadata: Metadata = { title: { absolute: PUBLIC_TEXTS.metaTitle }, robots: { index: false, follow: false } };

type Props = { params: Promise<{ token: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The company's private offer page: rendered per request, never cached, never indexed (see next.config headers). */
export default async function OfferPage({ params, searchParams }: Props) {
  const [{ token }, query, requestHeaders, db] = await Promise.all([params, searchParams, headers(), getDb()]);
  const opened = await openOffer(db, token, berlinToday());
  if (opened.kind === 'unknown') notFound();
  if (opened.kind !== 'found') {
    await setResponseStatus(410);
    return <OfferGone reason={opened.kind} />;
  }
  if (isPageView(requestHeaders)) await recordFirstView(db, opened.offer);

  const { version, acceptance } = opened;
  const snapshot = version.snapshot;
  const chosen = Number(query[CHOICE_PARAM]);
  const optionIndex = Number.isInteger(chosen) && chosen >= 1 && chosen <= snapshot.options.length ? chosen - 1 : undefined;

  return (
    <OfferView snapshot={snapshot} version={version.version} acceptance={acceptance} token={token} mode="company">
      {optionIndex !== undefined && <ChoiceSection snapshot={snapshot} optionIndex={optionIndex} token={token} versionId={version.id} closed={Boolean(acceptance)} />}
      <QuestionSection token={token} />
    </OfferView>
  );
}
