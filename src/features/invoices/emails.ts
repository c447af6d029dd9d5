import { type PlannerProfile, plannerSender } from '@/features/auth/planner';
import { groupedIban } from '@/lib/iban';
import { type Addressee, CLOSINGS, GREETINGS, letterBodies, type Paragraph } from '@/lib/mail/letter';
import type { OutgoingMail } from '@/lib/mail/outbox';
import { formatEuro } from '@/lib/money';
import { formatShortDay } from '@/lib/time';
import { type InvoiceDocument, invoicePdfFilename, invoiceTitle, invoiceTotals } from './document';

/**
 * The mail that brings the buyer an invoice (or a cancellation) with its ZUGFeRD PDF attached: the PDF carries the
 * structured invoice (factur-x.xml) that the buyer's accounting reads. Plain text, German; the amounts come from
 * the same totals as the PDF.
 */
/**
 * `addressee`: the request's contact (with their salutation), the booking's for an operator's ad; null for an address we know no one by.
 * `issuer`: the admin who issued the invoice (who approved the ad booking), who signs it by name, title and direct line.
 * `replyTo`: who answers questions about it: the planner who issued a request's invoice, the team's address for an ad
 * booking's (as every mail about an ad booking) and wherever the issuer's account is gone.
 * `extra`: paragraphs the caller adds at the end (an ad booking's link to the partner area); none for a planner's invoice.
 */
export function invoiceMail({
  document,
  pdf,
  recipient,
  addressee,
  requestId,
  issuer,
  replyTo,
  signature,
  extra = [],
}: {
  document: InvoiceDocument;
  pdf: Buffer;
  recipient: string;
  addressee: Addressee | null;
  requestId: string | null;
  issuer: Omit<PlannerProfile, 'email'> | undefined;
  replyTo: string;
  signature: readonly string[];
  extra?: readonly Paragraph[];
}): OutgoingMail {
  const totals = invoiceTotals(document.lines);
  const cancellation = document.type === 'cancellation';
  const what = invoiceTitle(document);
  const body: Paragraph[] = cancellation
    ? [`anbei erhalten Sie unsere Stornorechnung ${document.number} vom ${formatShortDay(document.issueDate)} zur Rechnung ${document.preceding?.number ?? ''} über ${formatEuro(Math.abs(totals.gross))}.`, 'Bereits gezahlte Beträge erstatten wir Ihnen auf das Konto, von dem Sie gezahlt haben.']
    : [
        `anbei erhalten Sie unsere Rechnung ${document.number} vom ${formatShortDay(document.issueDate)} über ${formatEuro(totals.gross)} (netto ${formatEuro(totals.net)} zzgl. ${formatEuro(totals.vat)} USt.).`,
        `Bitte überweisen Sie den Betrag bis zum ${formatShortDay(document.dueDate)} auf folgendes Konto:`,
        {
          title: 'Unsere Bankverbindung',
          rows: [
            ['Kontoinhaber', document.seller.name],
            ['IBAN', groupedIban(document.seller.bank.iban)],
            ...(document.seller.bank.bic ? [['BIC', document.seller.bank.bic] as [string, string]] : []),
            ['Verwendungszweck', document.number],
          ],
        },
      ];
  return {
    kind: cancellation ? 'invoice-cancellation' : 'invoice',
    recipient,
    replyTo,
    requestId: requestId ?? undefined,
    subject: `${what} ${document.number} – ${document.seller.name}`,
    ...letterBodies({
      greeting: addressee ? GREETINGS.addressee(addressee) : GREETINGS.unknown,
      paragraphs: [
        ...body,
        `Die ${what} ist eine elektronische Rechnung nach ZUGFeRD (Profil EN 16931): Das PDF enthält die Rechnungsdaten als XML-Datei (factur-x.xml), die Ihre Buchhaltung direkt einlesen kann.`,
        ...extra,
      ],
      closing: { words: CLOSINGS.formal, ...(issuer ? { sender: plannerSender(issuer) } : {}) },
      signature,
    }),
    attachments: [{ filename: invoicePdfFilename(document), contentType: 'application/pdf', content: pdf }],
  };
}
