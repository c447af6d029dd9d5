import { PrivacyPolicy } from '@/features/legal/components/privacy-policy';
import { LegalPage, legalPageMetadata } from '@/features/legal/components/legal-page';
import { LEGAL_PAGE_TEXTS } from '@/features/legal/texts';
import { PRIVACY_PATH } from '@/lib/site';

export const metadata = legalPageMetadata(PRIVACY_PATH, LEGAL_PAGE_TEXTS.privacy);

export default function PrivacyPage() {
  return <LegalPage path={PRIVACY_PATH} texts={LEGAL_PAGE_TEXTS.privacy} document={<PrivacyPolicy />} />;
}
