import { Imprint } from '@/features/legal/components/imprint';
import { LegalPage, legalPageMetadata } from '@/features/legal/components/legal-page';
import { LEGAL_PAGE_TEXTS } from '@/features/legal/texts';
import { IMPRINT_PATH } from '@/lib/site';

export const metadata = legalPageMetadata(IMPRINT_PATH, LEGAL_PAGE_TEXTS.imprint);

export default function ImprintPage() {
  return <LegalPage path={IMPRINT_PATH} texts={LEGAL_PAGE_TEXTS.imprint} document={<Imprint />} />;
}
