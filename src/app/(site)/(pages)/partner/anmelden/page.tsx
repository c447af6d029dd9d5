import { redirect } from 'next/navigation';
import { NoticePage } from '@/components/ui/notice-page';
import { currentUser } from '@/features/auth/guard';
import { PartnerForgotForm } from '@/features/partner-area/components/forgot-form';
import { PartnerSignInForm } from '@/features/partner-area/components/sign-in-form';
import { PARTNER_PATH, PARTNER_SIGN_IN_PATH } from '@/features/partner-area/paths';
import { PARTNER_TEXTS } from '@/features/partner-area/texts';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({ title: 'Anmeldung für Partner – Weihnachtsfeier-Planer', description: 'Anmeldung für Location-Betreiber.', path: PARTNER_SIGN_IN_PATH, noindex: true });

export default async function PartnerSignInPage() {
  if ((await currentUser())?.isPartner) redirect(PARTNER_PATH);
  return (
    <NoticePage title={PARTNER_TEXTS.signInTitle}>
      <p>{PARTNER_TEXTS.signInIntro}</p>
      <PartnerSignInForm />
      <PartnerForgotForm />
    </NoticePage>
  );
}
