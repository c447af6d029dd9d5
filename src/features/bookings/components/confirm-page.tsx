import { buttonClasses } from '@/components/ui/button';
import { NoticePage } from '@/components/ui/notice-page';
import { confirmBookingAction } from '../actions';
import { BOOKING_PATH, PARTNER_SIGN_IN_PATH } from '../paths';
import type { ConfirmPageState } from '../public-service';
import { BOOKING_TEXTS, bookAgainLink, bookAgainText, nothingFreeText } from '../texts';
import { FreeMonths } from './city-availability';

/** The page behind the mailed link: its button (a plain form POST) confirms, so a mail scanner's visit changes nothing. */
export function ConfirmBookingView({ state, token }: { state: ConfirmPageState | { kind: 'done' }; token: string }) {
  switch (state.kind) {
    case 'valid':
      return (
        <NoticePage title={BOOKING_TEXTS.confirmTitle}>
          <p>
            Bitte bestätigen Sie Ihre Buchung des Werbeplatzes für „{state.venueName}“ in {state.cityName}, {state.period}, mit der E-Mail-Adresse{' '}
            <strong className="break-all">{state.email}</strong>.
          </p>
          <form action={confirmBookingAction}>
            <input type="hidden" name="token" value={token} />
            <button type="submit" className={buttonClasses('primary')}>
              {BOOKING_TEXTS.confirmButton}
            </button>
          </form>
        </NoticePage>
      );
    case 'done':
      return (
        <NoticePage title={BOOKING_TEXTS.confirmedTitle}>
          <p>{BOOKING_TEXTS.confirmedText}</p>
          <p>{BOOKING_TEXTS.confirmedExistingAccount}</p>
          <a href={PARTNER_SIGN_IN_PATH} className={buttonClasses('primary')}>
            Zum Partnerbereich
          </a>
        </NoticePage>
      );
    case 'expired':
      return (
        <NoticePage title={BOOKING_TEXTS.confirmTitle}>
          <p>{BOOKING_TEXTS.linkExpired}</p>
          {state.availability && (
            <section aria-labelledby="free-slots-title" className="space-y-3">
              <h2 id="free-slots-title" className="text-lg font-semibold text-pine-900">
                Freie Werbeplätze in {state.availability.cityName}
              </h2>
              <FreeMonths months={state.availability.months} />
              <p>{state.bookAgain ? bookAgainText(state.availability.cityName, state.bookAgain.start) : nothingFreeText(state.availability.cityName)}</p>
            </section>
          )}
          {state.bookAgain && state.availability ? (
            <a href={state.bookAgain.href} className={buttonClasses('primary')}>
              {bookAgainLink(state.availability.cityName, state.bookAgain.start)}
            </a>
          ) : (
            <a href={BOOKING_PATH} className={buttonClasses('outline')}>
              {state.availability ? BOOKING_TEXTS.otherCity : BOOKING_TEXTS.title}
            </a>
          )}
        </NoticePage>
      );
    case 'used':
      return (
        <NoticePage title={BOOKING_TEXTS.confirmTitle}>
          <p>{BOOKING_TEXTS.linkUsed}</p>
        </NoticePage>
      );
    default:
      return (
        <NoticePage title={BOOKING_TEXTS.confirmTitle}>
          <p>{BOOKING_TEXTS.linkUnknown}</p>
          <a href={BOOKING_PATH} className={buttonClasses('outline')}>
            Werbeplatz buchen
          </a>
        </NoticePage>
      );
  }
}
