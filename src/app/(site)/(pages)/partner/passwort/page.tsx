import { NoticePage } from '@/components/ui/notice-page';
import { getDb } from '@/db/client';
import { passwordTokenOwner } from '@/features/auth/partner-queries';
import { BOOKING_TEXTS } from '@/features/bookings/texts';
import { PartnerPasswordForm } from '@/features/partner-area/components/password-form';
import { PARTNER_PASSWORD_PATH, PARTNER_SIGN_IN_PATH } from '@/features/partner-area/paths';
import { PARTNER_TEXTS } from '@/features/partner-area/texts';
import { pageMetadata } from '@/lib/seo';
import { linkToken, type SearchParams } from '@/lib/search-params';

export const metadata = pageMetadata({ title: 'Passwort festlegen – Weihnachtsfeier-Planer', description: 'Passwort für den Partnerbereich festlegen.', path: PARTNER_PASSWORD_PATH, noindex: true });

type Props = { searchParams: Promise<SearchParams> };

/** Behind the link a confirmed booking gives (right after the confirmation: its thanks above the form). */
export default async function PartnerPasswordPage({ searchParams }: Props) {
  const params = await searchParams;
  const { buchung } = params;
  const value = linkToken(params);
  const owner = await passwordTokenOwner(await getDb(), value);
  return (
    <NoticePage title={buchung === '1' ? BOOKING_TEXTS.confirmedTitle : PARTNER_TEXTS.passwordTitle}>
      {buchung === '1' && <p>{BOOKING_TEXTS.confirmedText}</p>}
      {owner ? (
        <>
          {buchung === '1' && <h2 className="text-xl font-semibold text-pine-900">{PARTNER_TEXTS.passwordTitle}</h2>}
          <p>{PARTNER_TEXTS.passwordIntro}</p>
          <PartnerPasswordForm token={value} email={owner.email} />
        </>
      ) : (
        <p role="alert">
          {PARTNER_TEXTS.passwordLinkInvalid}{' '}
          <a href={PARTNER_SIGN_IN_PATH} className="font-medium text-pine-700 underline">
            Zur Anmeldung
          </a>
        </p>
      )}
    </NoticePage>
  );
}
