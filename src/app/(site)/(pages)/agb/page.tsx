import { Terms } from '@/features/legal/components/terms';
import { LegalPage, legalPageMetadata } from '@/features/legal/components/legal-page';
import { LEGAL_PAGE_TEXTS } from '@/features/legal/texts';
import { TERMS_PATH } from '@/lib/site';

export const metadata = legalPageMetadata(TERMS_PATH, LEGAL_PAGE_TEXTS.terms);

export default function TermsPage() {
  return <LegalPage path={TERMS_PATH} texts={LEGAL_PAGE_TEXTS.terms} document={<Terms />} />;
}
