/**
 * An invoice as its files need it (the PDF, the embedded factur-x.xml, the XRechnung): plain data, frozen when the
 * invoice is issued. Amounts are integer cents; every total comes from lib/money.ts totalsOf, like the offers'.
 */
import { lineNet, type Totals, totalsOf, type VatRate } from '@/lib/money';
import type { Day } from '@/lib/time';

export const INVOICE_TYPES = ['invoice', 'cancellation'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/** UN/ECE Recommendation 20 unit codes we use: a piece (an item, a package) and a month (an ad month). */
export const INVOICE_UNITS = { C62: 'Stück', MON: 'Monat' } as const;
export type InvoiceUnit = keyof typeof INVOICE_UNITS;

export interface InvoiceAddress {
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2, e.g. "DE". */
  country: string;
}

export interface InvoiceSeller {
  name: string;
  address: InvoiceAddress;
  /** USt-IdNr., e.g. "DE123456789". */
  vatId: string;
  /** Steuernummer, e.g. "30/123/45678". */
  taxNumber: string;
  /** The seller's electronic address and contact (BT-34, BT-43). */
  email: string;
  phone: string;
  /** Register court and number, managing director: § 35a GmbHG on every business letter. */
  registerCourt: string;
  registerNumber: string;
  representative: string;
  bank: { iban: string; bic: string; name: string };
}

export interface InvoiceBuyer {
  name: string;
  address: InvoiceAddress;
  vatId: string | null;
  /** Where invoices go: the buyer's electronic address (BT-49). */
  email: string;
  /** Buyer reference (BT-10): a purchase-order number, or a public authority's Leitweg-ID. */
  reference: string | null;
}

export interface InvoiceLine {
  text: string;
  /** Whole units (negative on a cancellation). */
  quantity: number;
  unit: InvoiceUnit;
  unitNetCents: number;
  vatRate: VatRate;
}

export interface InvoiceDocument {
  number: string;
  type: InvoiceType;
  issueDate: Day;
  /** Leistungsdatum, or the period of the service (ad months). */
  service: { date: Day } | { from: Day; to: Day };
  dueDate: Day;
  currency: 'EUR';
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  /** A cancellation names the invoice it cancels (BT-25, BT-26). */
  preceding: { number: string; issueDate: Day } | null;
  /** Free text on the invoice (e.g. the cancellation's reason). */
  note: string | null;
}

/** A line's net: quantity × unit price, exact in cents. */
export function invoiceLineNet(line: Pick<InvoiceLine, 'quantity' | 'unitNetCents'>): number {
  return lineNet(line.unitNetCents, line.quantity);
}

/** The invoice's totals: net, VAT per rate (rounded once per rate), VAT and gross. */
export function invoiceTotals(lines: readonly InvoiceLine[]): Totals {
  return totalsOf(lines.map((line) => ({ netCents: invoiceLineNet(line), vatRate: line.vatRate })));
}
