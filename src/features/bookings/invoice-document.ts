/**
 * The invoice of an approved booking (pure): one line per month the ad shows in at the partner page's price, the
 * month it goes live in pro rata from that day (unless that is the month's first), 19 % VAT.
 */
import type { InvoiceDocument, InvoiceSeller } from '@/features/invoices/document';
import { DEFAULT_PAYMENT_DAYS } from '@/features/invoices/rules';
import { addToDay, type Day } from '@/lib/time';
import { type Month, monthName } from '@/features/ad-slots/rules';
import { bookingPeriod, chargedMonths, lastDayOfMonth, type MonthShare } from './rules';

export interface BookedPeriod {
  cityName: string;
  firstMonth: Month;
  lastMonth: Month;
  /** The day the ad goes live (liveFromDay): the approval day, or the first month's first day when approved before it. */
  liveFrom: Day;
  email: string;
  billing: { company: string; street: string; postalCode: string; city: string; country: string };
  vatId: string | null;
}

/** „27.–30.11.2026 (anteilig, 4 von 30 Tagen)“; one day alone „30.11.2026 (anteilig, 1 von 30 Tagen)“. */
function partOfMonth(share: MonthShare): string {
  const [year, month, day] = share.from.split('-');
  const last = lastDayOfMonth(share.month).slice(8, 10);
  const days = day === last ? `${day}.${month}.${year}` : `${day}.–${last}.${month}.${year}`;
  return `${days} (anteilig, ${share.days} von ${share.daysInMonth} Tagen)`;
}

export function bookingInvoiceDocument(booking: BookedPeriod, seller: InvoiceSeller, today: Day): Omit<InvoiceDocument, 'number'> {
  const year = Number(booking.firstMonth.slice(0, 4));
  // Priced as booked: the period from its first month, whatever month it is now.
  const period = bookingPeriod(Number(booking.firstMonth.slice(5, 7)) - 1, year, { year, monthIndex: 0 });
  if (!period.ok) throw new RangeError(`No booking period from ${booking.firstMonth}`);
  const charged = chargedMonths(
    period.period.lines.filter((line) => line.month <= booking.lastMonth),
    booking.liveFrom,
  );
  if (!charged.length) throw new RangeError(`The period to ${booking.lastMonth} ended before ${booking.liveFrom}`);
  return {
    type: 'invoice',
    issueDate: today,
    service: { from: charged[0].from, to: lastDayOfMonth(booking.lastMonth) },
    dueDate: addToDay(today, DEFAULT_PAYMENT_DAYS),
    currency: 'EUR',
    seller,
    buyer: { name: booking.billing.company, address: { street: booking.billing.street, postalCode: booking.billing.postalCode, city: booking.billing.city, country: booking.billing.country }, vatId: booking.vatId, email: booking.email, reference: null },
    // A part of a month is one piece (C62) at its pro-rata price: a month's unit (MON) is a whole month.
    lines: charged.map((share) =>
      share.days === share.daysInMonth
        ? { text: `Werbeplatz ${booking.cityName}, ${monthName(share.month)}`, quantity: 1, unit: 'MON' as const, unitNetCents: share.netCents, vatRate: 19 as const }
        : { text: `Werbeplatz ${booking.cityName}, ${partOfMonth(share)}`, quantity: 1, unit: 'C62' as const, unitNetCents: share.netCents, vatRate: 19 as const },
    ),
    preceding: null,
    note: null,
  };
}
