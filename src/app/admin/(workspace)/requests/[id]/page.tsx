import { notFound } from 'next/navigation';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/features/auth/guard';
import { callOfRequest } from '@/features/calls/admin-queries';
import { AdminRequestCall } from '@/features/calls/components/admin-request-call';
import { offerEntryOf } from '@/features/offers/builder-queries';
import { RequestDetail } from '@/features/requests/components/request-detail';
import { requestDetail } from '@/features/requests/inbox';

type Props = { params: Promise<{ id: string }> };

export default async function RequestDetailPage({ params }: Props) {
  await requireAdminPage();
  const db = await getDb();
  const { id } = await params;
  const [detail, offer, call] = await Promise.all([requestDetail(db, id), offerEntryOf(db, id), callOfRequest(db, id)]);
  if (!detail) notFound();
  return <RequestDetail detail={detail} offer={offer} call={<AdminRequestCall call={call} />} />;
}
