import type { Metadata } from 'next';
import { InviteGone } from '@/features/availability/components/invite-gone';
import { INVITE_TEXTS } from '@/features/availability/texts';

export const metadata: Metadata = { title: { absolute: INVITE_TEXTS.goneMetaTitle }, robots: { index: false, follow: false } };

/** An unknown or forged availability link: a real 404, in German, without anybody's data. */
export default function AvailabilityLinkNotFound() {
  return <InviteGone ended={false} />;
}
