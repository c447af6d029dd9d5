import { notFound } from 'next/navigation';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/features/auth/guard';
import { OfferBuilderScreen } from '@/features/offers/components/offer-builder-screen';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function OfferBuilderPage({ params, searchParams }: Props) {
  await requireAdminPage();
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const published = Number(query.published);
  const screen = await OfferBuilderScreen({ db: await getDb(), requestId: id, pickVenues: query.step === 'venues', published: Number.isSafeInteger(published) ? published : undefined });
  if (!screen) notFound();
  return screen;
}
