/**
 * An invoice as its files need it (the PDF, the embedded factur-x.xml, the XRechnung): plain data, frozen when the
 * invoice is issued. Amounts are integer cents; every total comes from lib/money.ts totalsOf, like the offers'.
 */
import type { InvoiceDocument, InvoiceLine } from '@/db/schema';
import { lineNet, type Totals, totalsOf } from '@/lib/money';

export type { InvoiceAddress, InvoiceBuyer, InvoiceDocument, InvoiceLine, InvoiceSeller, InvoiceType, InvoiceUnit } from '@/db/schema';

/** A line's net: quantity × unit price, exact in cents. */
export function invoiceLineNet(line: Pick<InvoiceLine, 'quantity' | 'unitNetCents'>): number {
  return lineNet(line.unitNetCents, line.quantity);
}

/** The invoice's totals: net, VAT per rate (rounded once per rate), VAT and gross. */
export function invoiceTotals(lines: readonly InvoiceLine[]): Totals {
  return totalsOf(lines.map((line) => ({ netCents: invoiceLineNet(line), vatRate: line.vatRate })));
}

/** "RE-2026-00001.pdf": the number is ASCII already. */
export function invoicePdfFilename(doc: Pick<InvoiceDocument, 'number'>): string {
  return `${doc.number}.pdf`;
}

export function invoiceTitle(doc: Pick<InvoiceDocument, 'type'>): string {
  return doc.type === 'cancellation' ? 'Stornorechnung' : 'Rechnung';
}
