import 'server-only';
import type { Database } from '@/db/client';
import type { PlannerProfile } from '@/features/auth/planner';
import { getCity } from '@/features/cities';
import type { InvoiceSeller } from '@/features/invoices/document';
import { invoiceMail } from '@/features/invoices/emails';
import { invoicePdf } from '@/features/invoices/pdf';
import { bookingInvoiceSubject } from '@/features/invoices/rules';
import { issueInvoice, recordInvoiceEvent } from '@/features/invoices/queries';
import { createAd } from '@/features/venue-ads/queries';
import { queueMail } from '@/lib/mail/queue';
import { unprintableCharacters } from '@/lib/pdf';
import { berlinDay, type Day, endOfBerlinDay, startOfBerlinDay } from '@/lib/time';
import { bookingApprovedMail, bookingRejectedMail, invoicePartnerParagraphs, type OperatorAddressing } from './emails';
import { bookingInvoiceDocument } from './invoice-document';
import { PARTNER_PATH } from './paths';
import { bookingById, type BookingRow, lockConfirmed, markApproved, rejectBooking } from './queries';
import { lastDayOfMonth, liveFromDay, monthsBetween } from './rules';

class NotApprovable extends Error {}

/** What the review's mails need besides the booking: our details, the team's address for the replies, and the admin who decides (signs by name). */
export interface ReviewMailSettings {
  signature: readonly string[];
  teamAddress: string;
  sender?: Omit<PlannerProfile, 'email'>;
}

/** The operator's mail about their booking: to the booking's contact, greeted by salutation and surname, signed by the admin who decided. */
const addressing = (booking: BookingRow, settings: ReviewMailSettings): OperatorAddressing => ({
  recipient: booking.email,
  contactName: booking.contactName,
  salutation: booking.salutation,
  teamAddress: settings.teamAddress,
  sender: settings.sender,
  signature: settings.signature,
});

export type ApproveOutcome = { kind: 'approved'; adId: string; cityId: string; invoiceNumber: string } | { kind: 'not_approvable' } | { kind: 'period_over' } | { kind: 'unprintable'; field: string };

/**
 * The team approves a confirmed booking: in one transaction the invoice is numbered, the ad is made live for the
 * booked period (shown from its first day, or from the approval when that is later, to the end of its last month)
 * and the booking marked approved, with the operator's mail; then, in a second one, the invoice is sent through the
 * outbox. The invoice charges what is shown: the month the ad goes live in pro rata from that day (rules.ts
 * monthShare). A booking approved meanwhile by someone else, or not confirmed, is refused and nothing is numbered;
 * so is one whose period ended before the approval.
 */
export async function approveBooking(db: Database, input: { bookingId: string; seller: InvoiceSeller; today: Day; now: Date; siteUrl: string; byEmail: string; byId?: string | null } & ReviewMailSettings): Promise<ApproveOutcome> {
  const booking = await bookingById(db, input.bookingId);
  if (!booking || booking.status !== 'confirmed') return { kind: 'not_approvable' };
  const liveFrom = liveFromDay(booking.firstMonth, berlinDay(input.now));
  const expiresAt = endOfBerlinDay(lastDayOfMonth(booking.lastMonth));
  if (input.now > expiresAt) return { kind: 'period_over' };
  const cityName = getCity(booking.cityId)?.name ?? booking.cityId;
  const document = bookingInvoiceDocument({ ...booking, cityName, liveFrom }, input.seller, input.today);
  const printed: [string, string][] = [['company', document.buyer.name], ['street', document.buyer.address.street], ['town', document.buyer.address.city]];
  const unprintable = printed.find(([, text]) => unprintableCharacters(text).length);
  if (unprintable) return { kind: 'unprintable', field: unprintable[0] };
  const months = monthsBetween(booking.firstMonth, booking.lastMonth);
  const firstDay = startOfBerlinDay(booking.firstMonth);
  const partnerLink = `${input.siteUrl}${PARTNER_PATH}`;
  let adId = '';
  try {
    const outcome = await db.transaction(async (tx) => {
      const issued = await issueInvoice(tx, { document, requestId: null, subject: bookingInvoiceSubject(booking.id), byEmail: input.byEmail, byId: input.byId });
      if (issued.kind !== 'issued') return issued;
      if (!(await lockConfirmed(tx, booking.id))) throw new NotApprovable();
      const ad = await createAd(tx, {
        cityId: booking.cityId,
        venueName: booking.venueName,
        description: booking.description,
        imageUrl: booking.imageUrl,
        imageId: booking.imageId,
        websiteUrl: booking.websiteUrl,
        // Approved within its period, the ad shows from the approval on (and is charged from that day).
        startsAt: input.now > firstDay ? input.now : firstDay,
        expiresAt,
        active: true,
        featured: false,
        liveSystem: true,
      });
      adId = ad.id;
      await markApproved(tx, booking.id, { adId: ad.id, now: input.now, byEmail: input.byEmail });
      await queueMail(tx, bookingApprovedMail({ ...addressing(booking, input), cityName, venueName: booking.venueName, months, liveFrom, partnerLink, invoiceNumber: issued.invoice.number }));
      return issued;
    });
    if (outcome.kind !== 'issued') return { kind: 'not_approvable' };
    // Apart on purpose: the PDF needs the issued number and is rendered after the approval's locks; an unsent invoice can be sent from its page.
    const pdf = await invoicePdf(outcome.invoice.document);
    await db.transaction(async (tx) => {
      const sent = await recordInvoiceEvent(tx, { invoiceId: outcome.invoice.id, kind: 'sent', day: input.today, note: booking.email, byEmail: input.byEmail, byId: input.byId });
      if (sent) {
        const invoice = { document: outcome.invoice.document, pdf, recipient: booking.email, addressee: booking, requestId: null, extra: invoicePartnerParagraphs(partnerLink) };
        await queueMail(tx, invoiceMail({ ...invoice, issuer: input.sender, replyTo: input.teamAddress, signature: input.signature }));
      }
    });
    return { kind: 'approved', adId, cityId: booking.cityId, invoiceNumber: outcome.invoice.number };
  } catch (err) {
    if (err instanceof NotApprovable) return { kind: 'not_approvable' };
    throw err;
  }
}

/** The team turns the ad down with a reason, which the operator gets by mail; the slots are free again. */
export async function rejectWithReason(db: Database, input: { bookingId: string; reason: string; now: Date; byEmail: string } & ReviewMailSettings): Promise<boolean> {
  const booking = await bookingById(db, input.bookingId);
  if (!booking) return false;
  return db.transaction(async (tx) => {
    if (!(await rejectBooking(tx, { bookingId: booking.id, reason: input.reason, byEmail: input.byEmail, now: input.now }))) return false;
    await queueMail(tx, bookingRejectedMail({ ...addressing(booking, input), cityName: getCity(booking.cityId)?.name ?? booking.cityId, venueName: booking.venueName, reason: input.reason }));
    return true;
  });
}
