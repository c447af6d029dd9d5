import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { adBookings } from '@/db/schema';
import { getCity } from '@/features/cities';
import type { InvoiceSeller } from '@/features/invoices/document';
import { invoiceMail } from '@/features/invoices/emails';
import { invoicePdf } from '@/features/invoices/pdf';
import { issueInvoice, recordInvoiceEvent } from '@/features/invoices/queries';
import { createAd } from '@/features/venue-ads/queries';
import { queueMail } from '@/lib/mail/queue';
import { unprintableCharacters } from '@/lib/pdf';
import { type Day, endOfBerlinDay, startOfBerlinDay } from '@/lib/time';
import { bookingApprovedMail, bookingRejectedMail } from './emails';
import { bookingInvoiceDocument } from './invoice-document';
import { rejectBooking } from './queries';
import { lastDayOfMonth, monthsBetween } from './rules';

class NotApprovable extends Error {}

export type ApproveOutcome = { kind: 'approved'; adId: string; cityId: string; invoiceNumber: string } | { kind: 'not_approvable' } | { kind: 'unprintable'; field: string };

/**
 * The team approves a confirmed booking: in one transaction the invoice is numbered, the ad is made live for the
 * booked period (shown from its first day to the end of December) and the booking marked approved, with the
 * operator's mail; then the invoice is sent through the outbox. A booking approved meanwhile by someone else, or not
 * confirmed, is refused and nothing is numbered.
 */
export async function approveBooking(db: Database, input: { bookingId: string; seller: InvoiceSeller; today: Day; now: Date; byEmail: string; byId?: string | null; signature: readonly string[] }): Promise<ApproveOutcome> {
  const [booking] = await db.select().from(adBookings).where(eq(adBookings.id, input.bookingId));
  if (!booking || booking.status !== 'confirmed') return { kind: 'not_approvable' };
  const cityName = getCity(booking.cityId)?.name ?? booking.cityId;
  const document = bookingInvoiceDocument({ ...booking, cityName }, input.seller, input.today);
  const printed: [string, string][] = [['company', document.buyer.name], ['street', document.buyer.address.street], ['town', document.buyer.address.city]];
  const unprintable = printed.find(([, text]) => unprintableCharacters(text).length);
  if (unprintable) return { kind: 'unprintable', field: unprintable[0] };
  const months = monthsBetween(booking.firstMonth, booking.lastMonth);
  let adId = '';
  try {
    const outcome = await issueInvoice(db, { document, requestId: null, subject: `booking:${booking.id}`, byEmail: input.byEmail, byId: input.byId }, async (tx, invoice) => {
      const [locked] = await tx.select({ id: adBookings.id }).from(adBookings).where(and(eq(adBookings.id, booking.id), eq(adBookings.status, 'confirmed'))).for('update');
      if (!locked) throw new NotApprovable();
      const ad = await createAd(tx, {
        cityId: booking.cityId,
        venueName: booking.venueName,
        description: booking.description,
        imageUrl: booking.imageUrl,
        imageId: booking.imageId,
        websiteUrl: booking.websiteUrl,
        startsAt: startOfBerlinDay(booking.firstMonth),
        expiresAt: endOfBerlinDay(lastDayOfMonth(booking.lastMonth)),
        active: true,
        featured: false,
        liveSystem: true,
      });
      adId = ad.id;
      await tx.update(adBookings).set({ status: 'approved', adId: ad.id, reviewedAt: input.now, reviewedByEmail: input.byEmail }).where(eq(adBookings.id, booking.id));
      await queueMail(tx, bookingApprovedMail({ recipient: booking.email, cityName, venueName: booking.venueName, months, invoiceNumber: invoice.number, signature: input.signature }));
    });
    if (outcome.kind !== 'issued') return { kind: 'not_approvable' };
    const pdf = await invoicePdf(outcome.invoice.document);
    await recordInvoiceEvent(db, { invoiceId: outcome.invoice.id, kind: 'sent', day: input.today, note: booking.email, byEmail: input.byEmail, byId: input.byId }, (tx) =>
      queueMail(tx, invoiceMail({ document: outcome.invoice.document, pdf, recipient: booking.email, requestId: null, signature: input.signature })),
    );
    return { kind: 'approved', adId, cityId: booking.cityId, invoiceNumber: outcome.invoice.number };
  } catch (err) {
    if (err instanceof NotApprovable) return { kind: 'not_approvable' };
    throw err;
  }
}

/** The team turns the ad down with a reason, which the operator gets by mail; the slots are free again. */
export async function rejectWithReason(db: Database, input: { bookingId: string; reason: string; now: Date; byEmail: string; signature: readonly string[] }): Promise<boolean> {
  const [booking] = await db.select().from(adBookings).where(eq(adBookings.id, input.bookingId));
  if (!booking) return false;
  return rejectBooking(db, { bookingId: booking.id, reason: input.reason, byEmail: input.byEmail, now: input.now }, (tx) =>
    queueMail(tx, bookingRejectedMail({ recipient: booking.email, cityName: getCity(booking.cityId)?.name ?? booking.cityId, venueName: booking.venueName, reason: input.reason, signature: input.signature })),
  );
}
