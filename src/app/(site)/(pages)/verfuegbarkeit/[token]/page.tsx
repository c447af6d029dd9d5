import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getDb } from '@/db/client';
import { InviteGone } from '@/features/availability/components/invite-gone';
import { InvitePage } from '@/features/availability/components/invite-page';
import { inviteNoticeOf } from '@/features/availability/form-state';
import { INVITE_NOTICE_PARAM } from '@/features/availability/paths';
import { openInvite } from '@/features/availability/public-service';
import { INVITE_TEXTS } from '@/features/availability/texts';
import { setResponseStatus } from '@/lib/next-internals';
import { berlinToday } from '@/lib/time';

// No canonical and no Open Graph URL: either would repeat the private link.
export const metadata: Metadata = { title: { absolute: INVITE_TEXTS.metaTitle }, robots: { index: false, follow: false } };

type Props = { params: Promise<{ token: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A venue's private page of one availability request: rendered per request, never cached, never indexed (see next.config headers). */
export default async function AvailabilityPage({ params, searchParams }: Props) {
  const [{ token }, query, db] = await Promise.all([params, searchParams, getDb()]);
  const today = berlinToday();
  const opened = await openInvite(db, token, today);
  if (opened.kind === 'unknown') notFound();
  if (opened.kind === 'ended') {
    await setResponseStatus(410);
    return <InviteGone ended />;
  }
  return <InvitePage page={opened.page} token={token} notice={inviteNoticeOf(query[INVITE_NOTICE_PARAM])} today={today} />;
}
