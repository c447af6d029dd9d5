import { PartnerTerms } from '@/features/legal/components/partner-terms';
import { LegalPage, legalPageMetadata } from '@/features/legal/components/legal-page';
import { LEGAL_PAGE_TEXTS } from '@/features/legal/texts';
import { PARTNER_TERMS_PATH } from '@/features/bookings/paths';

export const metadata = legalPageMetadata(PARTNER_TERMS_PATH, LEGAL_PAGE_TEXTS.partnerTerms);

export default function PartnerTermsPage() {
  return <LegalPage path={PARTNER_TERMS_PATH} texts={LEGAL_PAGE_TEXTS.partnerTerms} document={<PartnerTerms />} />;
}
