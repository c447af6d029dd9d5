import { notFound } from 'next/navigation';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/features/auth/guard';
import { OfferPreviewScreen } from '@/features/offers/components/offer-preview-screen';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function OfferPreviewPage({ params, searchParams }: Props) {
  const planner = await requireAdminPage();
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const version = typeof query.version === 'string' && /^\d{1,4}$/.test(query.version) ? Number(query.version) : undefined;
  const screen = await OfferPreviewScreen({ db: await getDb(), requestId: id, version, planner });
  if (!screen) notFound();
  return screen;
}
