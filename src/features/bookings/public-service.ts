import 'server-only';
import type { Database } from '@/db/client';
import { linkPartnerAccount, newPasswordToken } from '@/features/auth/partners';
import { getCity } from '@/features/cities';
import { importImage } from '@/features/images/import';
import { MONTH_PRICES } from '@/features/partners/prices';
import { hashToken, isTokenShaped, newNonce } from '@/lib/link-tokens';
import { queueMail } from '@/lib/mail/queue';
import { berlinYearMonth } from '@/lib/time';
import { bookingConfirmationMail } from './emails';
import { checkBookingForm, EMPTY_BOOKING_FORM, type BookingFormValues, startValue } from './form-schema';
import type { BookingFormState } from './form-state';
import { confirmBookingHref } from './paths';
import { bookingByTokenHash, confirmBooking, type ConfirmOutcome, heldPerMonth, holdBooking } from './queries';
import { bookingPeriod, firstOpenStart, freeByMonth, type Month, monthOf, monthsBetween, PERIOD_MESSAGES, startMonths } from './rules';
import { BOOKING_TEXTS, fullText, periodText, priceText } from './texts';

/** How long a booking holds its slots without a confirmed e-mail address. */
export const CONFIRM_HOURS = 24;

/**
 * A booking from the partner page's form: checked, its image fetched (our copy), its slots held and the
 * confirmation mail queued in one transaction. Full months refuse it with the months named and the first start
 * month that still has a slot in every month to December.
 */
export async function submitBooking(db: Database, values: BookingFormValues, settings: { now: Date; siteUrl: string; signature: readonly string[] }): Promise<BookingFormState> {
  const checked = checkBookingForm(values);
  if (!checked.ok) return { values, errors: checked.errors, message: BOOKING_TEXTS.invalid };
  const { fields } = checked;
  const city = getCity(fields.cityId);
  if (!city) return { values, errors: { stadt: BOOKING_TEXTS.unknownCity }, message: BOOKING_TEXTS.invalid };
  const now = berlinYearMonth(settings.now);
  const period = bookingPeriod(fields.start.index, fields.start.year, now);
  if (!period.ok) return { values, errors: { start: PERIOD_MESSAGES[period.problem] }, message: BOOKING_TEXTS.invalid };
  let imageId: string | null = null;
  if (fields.imageUrl) {
    const image = await importImage(db, fields.imageUrl);
    if (!image.ok) return { values, errors: { imageUrl: image.message }, message: BOOKING_TEXTS.invalid };
    imageId = image.imageId;
  }
  const token = newNonce();
  const outcome = await holdBooking(
    db,
    { ...fields, imageId, period: period.period, confirmTokenHash: hashToken(token), confirmBy: new Date(settings.now.getTime() + CONFIRM_HOURS * 3_600_000) },
    (tx) =>
      queueMail(
        tx,
        bookingConfirmationMail({
          recipient: fields.email,
          cityName: city.name,
          venueName: fields.venueName,
          months: period.period.months,
          netCents: period.period.netCents,
          link: `${settings.siteUrl}${confirmBookingHref(token)}`,
          signature: settings.signature,
        }),
      ),
  );
  if (outcome.kind === 'full') {
    const rest = Array.from({ length: 12 }, (_, index) => monthOf(fields.start.year, index)).filter((month) => month >= period.period.months[0]);
    const openFrom = firstOpenStart(rest, await heldPerMonth(db, city.id, rest));
    return { values, errors: { start: fullText(city.name, outcome.months, openFrom) }, message: fullText(city.name, outcome.months, openFrom) };
  }
  return { values, errors: {}, sent: { cityName: city.name, venueName: fields.venueName, months: period.period.months, netCents: period.period.netCents, email: fields.email } };
}

export type ConfirmPageState = { kind: 'valid'; cityName: string; venueName: string; period: string; email: string } | { kind: 'used' | 'expired' | 'missing' };

/** What the page behind the mailed link shows before its button is pressed (a mail scanner's visit changes nothing). */
export async function confirmPageState(db: Database, token: string, now: Date): Promise<ConfirmPageState> {
  if (!isTokenShaped(token)) return { kind: 'missing' };
  const booking = await bookingByTokenHash(db, hashToken(token));
  if (!booking) return { kind: 'missing' };
  if (booking.status === 'expired' || (booking.status === 'unconfirmed' && booking.confirmBy <= now)) return { kind: 'expired' };
  if (booking.status !== 'unconfirmed') return { kind: 'used' };
  return { kind: 'valid', cityName: getCity(booking.cityId)?.name ?? booking.cityId, venueName: booking.venueName, period: periodText(monthsBetween(booking.firstMonth, booking.lastMonth)), email: booking.email };
}

/**
 * The button on that page: confirms the booking and gives the operator their partner account. An account without
 * a password comes back with the token of the link that sets it.
 */
export async function confirmFromLink(db: Database, token: string, now: Date): Promise<{ kind: Exclude<ConfirmOutcome['kind'], 'confirmed'> } | { kind: 'confirmed'; passwordToken: string | null }> {
  if (!isTokenShaped(token)) return { kind: 'missing' };
  const outcome = await confirmBooking(db, hashToken(token), now, (tx, booking) => linkPartnerAccount(tx, { email: booking.email, name: booking.contactName }));
  if (outcome.kind !== 'confirmed') return { kind: outcome.kind };
  return { kind: 'confirmed', passwordToken: outcome.partner.hasPassword ? null : await newPasswordToken(db, outcome.partner.userId, now) };
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
  /** The months that can be booked now, with their free slots. */
  months: { month: Month; free: number }[];
  /** Per year, the first start month from which every month to December has a slot (none when December is full). */
  openFrom: { year: number; month: Month | undefined }[];
}

/** A city's free slots in the months that can be booked now: shown before the form is sent. */
export async function cityAvailability(db: Database, cityId: string, now: Date): Promise<CityAvailability | undefined> {
  const city = getCity(cityId);
  if (!city) return undefined;
  const months = startMonths(berlinYearMonth(now)).map((start) => monthOf(start.year, start.index));
  const held = await heldPerMonth(db, city.id, months);
  const years = [...new Set(months.map((month) => Number(month.slice(0, 4))))];
  return {
    cityName: city.name,
    months: freeByMonth(months, held),
    openFrom: years.map((year) => ({ year, month: firstOpenStart(months.filter((month) => month.startsWith(`${year}-`)), held) })),
  };
}
