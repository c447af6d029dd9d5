import { getDb } from '@/db/client';
import { requireAdminPage } from '@/features/auth/guard';
import { OutboxList } from '@/features/outbox/components/outbox-list';
import { listMails } from '@/features/outbox/queries';
import { config } from '@/lib/config';

export default async function OutboxPage() {
  await requireAdminPage();
  const mails = await listMails(await getDb());
  return <OutboxList mails={mails} sending={Boolean(config().SMTP_URL)} />;
}
