import 'server-only';
import type { Database } from '@/db/client';
import { linkPartnerAccount, newPasswordToken } from '@/features/auth/partner-queries';
import { mailLocaleOf } from '@/features/auth/user-queries';
import { getCity } from '@/features/cities';
import { publicImageProblemText } from '@/features/images/failure';
import { importImage } from '@/features/images/import';
import { MONTH_PRICES } from '@/features/ad-slots/prices';
import { type Month, monthOf } from '@/features/ad-slots/rules';
import { hashToken, isTokenShaped, newNonce } from '@/lib/link-tokens';
import { queueMail } from '@/lib/mail/queue';
import { countHit } from '@/lib/limits/rate-limit';
import { berlinYearMonth } from '@/lib/time';
import { bookingConfirmationMail, reviewWaitingMail, type TeamReview } from './emails';
import { checkBookingForm, EMPTY_BOOKING_FORM, type BookingFormValues, startValue } from './form-schema';
import type { AdBookingFormState as BookingFormState } from './form-state';
import { bookingHref, confirmBookingHref } from './paths';
import { bookingByTokenHash, bookingToConfirm, type ConfirmRefusal, heldOf, heldPerMonth, holdBooking, type HoldOutcome, markConfirmed, releaseIfLapsed, slotsPerMonth, waitingBooking, type WaitingBy } from './queries';
import { bookingPeriod, CONFIRM_MINUTES, firstOpenStart, freeByMonth, monthsBetween, PERIOD_MESSAGES, startAfterLapse, startMonths } from './rules';
import { BOOKING_TEXTS, fullText, periodText, priceText } from './texts';

/**
 * Confirmation mails to one address per hour, whichever client sends the bookings (counted in the database, so
 * across processes): the form cannot be used to flood somebody else's inbox.
 */
const CONFIRM_MAILS_PER_RECIPIENT = 3;
const CONFIRM_MAIL_WINDOW_SECONDS = 60 * 60;

/** Thrown inside the hold's transaction when the address had its share of mails: nothing is held, nothing queued. */
class ConfirmMailsUsedUp extends Error {}

/**
 * A booking from the partner page's form: checked, its image fetched (our copy), its slots held and the
 * confirmation mail queued in one transaction. Full months refuse it with the months named and the first start
 * month that still has a slot in every month to December. An address with a booking still waiting for its
 * confirmation, or with its share of confirmation mails this hour, is refused next to the e-mail field, changing
 * nothing.
 */
export async function submitBooking(db: Database, values: BookingFormValues, settings: { now: Date; clientNetwork: string; siteUrl: string; signature: readonly string[]; teamAddress: string }): Promise<BookingFormState> {
  const checked = checkBookingForm(values);
  if (!checked.ok) return { values, errors: checked.errors, message: BOOKING_TEXTS.invalid };
  const { fields } = checked;
  const city = getCity(fields.cityId);
  if (!city) return { values, errors: { stadt: BOOKING_TEXTS.unknownCity }, message: BOOKING_TEXTS.invalid };
  const now = berlinYearMonth(settings.now);
  const period = bookingPeriod(fields.start.index, fields.start.year, now);
  if (!period.ok) return { values, errors: { start: PERIOD_MESSAGES[period.problem] }, message: BOOKING_TEXTS.invalid };
  // Priced for full months; one that has begun is charged pro rata from the approval (invoice-document.ts).
  const firstMonthRunning = period.period.months[0] === monthOf(now.year, now.monthIndex);
  const refusedForAddress = (message: string): BookingFormState => ({ values, errors: { email: message }, message });
  const refusedWaiting = (by: WaitingBy): BookingFormState => (by === 'email' ? refusedForAddress(BOOKING_TEXTS.waitingForConfirmation) : { values, errors: {}, message: BOOKING_TEXTS.waitingFromNetwork });
  // Spares the image's fetch; the unique indexes decide in the hold's transaction.
  const waiting = await waitingBooking(db, fields.email, settings.clientNetwork, settings.now);
  if (waiting) return refusedWaiting(waiting);
  let imageId: string | null = null;
  if (fields.imageUrl) {
    const image = await importImage(db, fields.imageUrl);
    if (!image.ok) return { values, errors: { imageUrl: publicImageProblemText(image.problem) }, message: BOOKING_TEXTS.invalid };
    imageId = image.imageId;
  }
  const token = newNonce();
  let outcome: HoldOutcome;
  try {
    outcome = await db.transaction(async (tx) => {
      const held = await holdBooking(tx, { ...fields, imageId, period: period.period, confirmTokenHash: hashToken(token), confirmBy: new Date(settings.now.getTime() + CONFIRM_MINUTES * 60_000), clientNetwork: settings.clientNetwork, sentAt: settings.now });
      if (held.kind !== 'held') return held;
      // Counted in the hold's transaction: a booking refused for any reason uses up none of the address's mails.
      if ((await countHit(tx, `booking-mails:${fields.email.toLowerCase()}`, CONFIRM_MAIL_WINDOW_SECONDS)) > CONFIRM_MAILS_PER_RECIPIENT) throw new ConfirmMailsUsedUp();
      await queueMail(
        tx,
        bookingConfirmationMail({
          recipient: fields.email,
          contactName: fields.contactName,
          salutation: fields.salutation,
          teamAddress: settings.teamAddress,
          cityName: city.name,
          venueName: fields.venueName,
          months: period.period.months,
          netCents: period.period.netCents,
          firstMonthRunning,
          link: `${settings.siteUrl}${confirmBookingHref(token)}`,
          signature: settings.signature,
        }),
      );
      return held;
    });
  } catch (err) {
    if (err instanceof ConfirmMailsUsedUp) return refusedForAddress(BOOKING_TEXTS.tooManyConfirmationMails);
    throw err;
  }
  if (outcome.kind === 'waiting') return refusedWaiting(outcome.by);
  if (outcome.kind === 'full') {
    const rest = Array.from({ length: 12 }, (_, index) => monthOf(fields.start.year, index)).filter((month) => month >= period.period.months[0]);
    const openFrom = firstOpenStart(rest, await heldPerMonth(db, city.id, rest));
    return { values, errors: { start: fullText(city.name, outcome.months, openFrom) }, message: fullText(city.name, outcome.months, openFrom) };
  }
  return { values, errors: {}, sent: { cityName: city.name, venueName: fields.venueName, months: period.period.months, netCents: period.period.netCents, email: fields.email, firstMonthRunning } };
}

export type ConfirmPageState =
  | { kind: 'valid'; cityName: string; venueName: string; period: string; email: string }
  | {
      kind: 'expired';
      /** The city's free slots now (undefined only for a city we no longer list). */
      availability: CityAvailability | undefined;
      /** The form for the city and the first start month still open to December; undefined when none is. */
      bookAgain: { start: Month; href: string } | undefined;
    }
  | { kind: 'used' | 'missing' };

/**
 * What the page behind the mailed link shows before its button is pressed (a mail scanner's visit confirms
 * nothing). A link whose 30 minutes have passed offers to book again while slots are free: its booking lets its
 * slots go now, as the expiry job would within the minute, and the page shows the city's free months.
 */
export async function confirmPageState(db: Database, token: string, now: Date): Promise<ConfirmPageState> {
  if (!isTokenShaped(token)) return { kind: 'missing' };
  const booking = await bookingByTokenHash(db, hashToken(token));
  if (!booking) return { kind: 'missing' };
  if (booking.status === 'expired' || (booking.status === 'unconfirmed' && booking.confirmBy <= now)) {
    if (booking.status === 'unconfirmed') await db.transaction((tx) => releaseIfLapsed(tx, booking.id, now));
    const availability = await cityAvailability(db, booking.cityId, now);
    const start = availability && startAfterLapse(booking.firstMonth, availability.months);
    const bookAgain = start ? { start, href: bookingHref({ cityId: booking.cityId, start: startValue(Number(start.slice(0, 4)), Number(start.slice(5, 7)) - 1) }) } : undefined;
    return { kind: 'expired', availability, bookAgain };
  }
  if (booking.status !== 'unconfirmed') return { kind: 'used' };
  return { kind: 'valid', cityName: getCity(booking.cityId)?.name ?? booking.cityId, venueName: booking.venueName, period: periodText(monthsBetween(booking.firstMonth, booking.lastMonth)), email: booking.email };
}

/**
 * The button on that page: confirms the booking, gives the operator their partner account and, to an account without
 * a password, the link that sets it, and tells the team that the booking waits for its approval, in one transaction:
 * a link that cannot be stored leaves the booking unconfirmed and no account, so the button works again; the booking's
 * row is locked and confirmed once, so the team hears of it once.
 */
export async function confirmFromLink(db: Database, token: string, now: Date, team: TeamReview): Promise<ConfirmRefusal | { kind: 'confirmed'; passwordToken: string | null }> {
  if (!isTokenShaped(token)) return { kind: 'missing' };
  return db.transaction(async (tx): Promise<ConfirmRefusal | { kind: 'confirmed'; passwordToken: string | null }> => {
    const found = await bookingToConfirm(tx, hashToken(token), now);
    if (found.kind !== 'confirmable') return { kind: found.kind };
    const { booking } = found;
    const partner = await linkPartnerAccount(tx, { email: booking.email, name: booking.contactName, salutation: booking.salutation });
    await markConfirmed(tx, booking.id, now, partner.userId);
    const item = { kind: 'booking', venueName: booking.venueName, cityName: getCity(booking.cityId)?.name ?? booking.cityId, sender: { name: booking.contactName, email: booking.email } } as const;
    await queueMail(tx, reviewWaitingMail(item, team, await mailLocaleOf(tx, team.teamAddress)));
    return { kind: 'confirmed', passwordToken: partner.hasPassword ? null : await newPasswordToken(tx, partner.userId, now) };
  });
}

/** The form's first values (city and start month from the address, when they are offered) and the start months with their prices. */
export function bookingFormStart(query: Record<string, string | string[] | undefined>, now: Date): { initial: BookingFormValues; starts: { value: string; label: string; priceText: string }[] } {
  const berlin = berlinYearMonth(now);
  const starts = startMonths(berlin).map((start) => {
    const period = bookingPeriod(start.index, start.year, berlin);
    return { value: startValue(start.year, start.index), label: start.label, priceText: period.ok ? priceText(period.period.netCents) : '' };
  });
  const asked = (key: string) => (typeof query[key] === 'string' ? (query[key] as string) : '');
  const monthSlug = asked('monat');
  const start = asked('start') || (monthSlug ? starts.find((option) => MONTH_PRICES[Number(option.value.slice(5)) - 1].slug === monthSlug)?.value ?? '' : '');
  return {
    initial: { ...EMPTY_BOOKING_FORM, stadt: getCity(asked('stadt')) ? asked('stadt') : '', start: starts.some((option) => option.value === start) ? start : '' },
    starts,
  };
}

export interface CityAvailability {
  cityName: string;
  /** The months that can be booked now, with their free slots and those reserved by a booking not yet confirmed. */
  months: { month: Month; free: number; reserved: number }[];
  /** Per year, the first start month from which every month to December has a slot (none when December is full). */
  openFrom: { year: number; month: Month | undefined }[];
}

/** A city's free slots in the months that can be booked now: shown before the form is sent. */
export async function cityAvailability(db: Database, cityId: string, now: Date): Promise<CityAvailability | undefined> {
  const city = getCity(cityId);
  if (!city) return undefined;
  const months = startMonths(berlinYearMonth(now)).map((start) => monthOf(start.year, start.index));
  const slots = await slotsPerMonth(db, city.id, months);
  const held = heldOf(slots);
  const years = [...new Set(months.map((month) => Number(month.slice(0, 4))))];
  return {
    cityName: city.name,
    months: freeByMonth(months, held).map((free) => ({ ...free, reserved: slots.get(free.month)?.reserved ?? 0 })),
    openFrom: years.map((year) => ({ year, month: firstOpenStart(months.filter((month) => month.startsWith(`${year}-`)), held) })),
  };
}
