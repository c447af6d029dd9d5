import type { Metadata } from 'next';
import { ForbiddenNotice } from '@/components/site/forbidden-notice';

export const metadata: Metadata = { title: { absolute: '403 – Kein Zugriff' }, robots: { index: false } };

export default function PartnerForbidden() {
  return <ForbiddenNotice />;
}
