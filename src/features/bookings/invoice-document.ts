/** The invoice of an approved booking (pure): one line per booked month at the partner page's price, 19 % VAT. */
import type { InvoiceDocument, InvoiceSeller } from '@/features/invoices/document';
import { DEFAULT_PAYMENT_DAYS } from '@/features/invoices/rules';
import { addToDay, type Day } from '@/lib/time';
import { bookingPeriod, lastDayOfMonth, type Month, monthName } from './rules';

export interface BookedPeriod {
  cityName: string;
  firstMonth: Month;
  lastMonth: Month;
  email: string;
  billing: { company: string; street: string; postalCode: string; city: string; country: string };
  vatId: string | null;
}

export function bookingInvoiceDocument(booking: BookedPeriod, seller: InvoiceSeller, today: Day): Omit<InvoiceDocument, 'number'> {
  const year = Number(booking.firstMonth.slice(0, 4));
  // Priced as booked: the period from its first month, whatever month it is now.
  const period = bookingPeriod(Number(booking.firstMonth.slice(5, 7)) - 1, year, { year, monthIndex: 0 });
  if (!period.ok) throw new RangeError(`No booking period from ${booking.firstMonth}`);
  return {
    type: 'invoice',
    issueDate: today,
    service: { from: booking.firstMonth, to: lastDayOfMonth(booking.lastMonth) },
    dueDate: addToDay(today, DEFAULT_PAYMENT_DAYS),
    currency: 'EUR',
    seller,
    buyer: { name: booking.billing.company, address: { street: booking.billing.street, postalCode: booking.billing.postalCode, city: booking.billing.city, country: booking.billing.country }, vatId: booking.vatId, email: booking.email, reference: null },
    lines: period.period.lines
      .filter((line) => line.month <= booking.lastMonth)
      .map((line) => ({ text: `Werbeplatz ${booking.cityName}, ${monthName(line.month)}`, quantity: 1, unit: 'MON' as const, unitNetCents: line.netCents, vatRate: 19 as const })),
    preceding: null,
    note: null,
  };
}
