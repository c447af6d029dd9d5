import { notFound } from 'next/navigation';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/features/auth/guard';
import { RequestDetail } from '@/features/requests/components/request-detail';
import { requestDetail } from '@/features/requests/inbox';

type Props = { params: Promise<{ id: string }> };

export default async function RequestDetailPage({ params }: Props) {
  await requireAdminPage();
  const detail = await requestDetail(await getDb(), (await params).id);
  if (!detail) notFound();
  return <RequestDetail detail={detail} />;
}
