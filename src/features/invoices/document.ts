/**
 * An invoice as its files need it (the PDF, the embedded factur-x.xml, the XRechnung): plain data, frozen when the
 * invoice is issued. Amounts are integer cents; every total comes from lib/money.ts totalsOf, like the offers'.
 */
import type { InvoiceDocument, InvoiceLine, InvoiceTaxCategory, InvoiceUnit } from '@/db/schema';
import { lineNet, type Totals, totalsOf, type VatRate } from '@/lib/money';

export type { InvoiceAddress, InvoiceBuyer, InvoiceDocument, InvoiceLine, InvoiceSeller, InvoiceTaxCategory, InvoiceType, InvoiceUnit } from '@/db/schema';

/** A line's net: quantity × unit price, exact in cents. */
export function invoiceLineNet(line: Pick<InvoiceLine, 'quantity' | 'unitNetCents'>): number {
  return lineNet(line.unitNetCents, line.quantity);
}

/** The invoice's totals: net, VAT per rate (rounded once per rate), VAT and gross. */
export function invoiceTotals(lines: readonly InvoiceLine[]): Totals {
  return totalsOf(lines.map((line) => ({ netCents: invoiceLineNet(line), vatRate: line.vatRate })));
}

/** Member states of the EU (ISO 3166-1 alpha-2), for the reverse charge to a business in another one. */
const EU_COUNTRIES: ReadonlySet<string> = new Set('AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' '));

/** Whether the buyer is a business (with a VAT id) in another EU country than the seller: who may owe the VAT itself. */
export function isEuBusinessAbroad(doc: Pick<InvoiceDocument, 'buyer' | 'seller'>): boolean {
  const { buyer, seller } = doc;
  return Boolean(buyer.vatId) && buyer.address.country !== seller.address.country && EU_COUNTRIES.has(buyer.address.country);
}

/**
 * A line's VAT category (BT-151). Above 0 % it is S (Germany's 19 % and 7 % are both standard rated in EN 16931).
 * At 0 % it is the stored one; a document issued before categories were stored has none, and gets what its
 * files said then, so they render as issued: AE to a business in another EU country with a VAT id, else Z.
 */
export function lineTaxCategory(line: Pick<InvoiceLine, 'vatRate' | 'taxCategory'>, doc: Pick<InvoiceDocument, 'buyer' | 'seller'>): InvoiceTaxCategory {
  if (line.vatRate > 0) return 'S';
  if (line.taxCategory && line.taxCategory !== 'S') return line.taxCategory;
  return isEuBusinessAbroad(doc) ? 'AE' : 'Z';
}

/** The reverse charge's wording (§ 14a Abs. 5 UStG): on the PDF and as the exemption reason (BT-120) of AE. */
export const REVERSE_CHARGE_TEXT = 'Steuerschuldnerschaft des Leistungsempfängers';
/** What the invoice says of a line not subject to VAT (O) that names no reason of its own. */
export const NOT_SUBJECT_TEXT = 'Nicht steuerbar';

/**
 * Why a 0 % line bears no VAT, in the invoice's words (the PDF's line and the XML's BT-120), and its VATEX code
 * (BT-121, CEF's VAT exemption reason code list) where one fits every case of the category: AE reverse charge
 * ("VATEX-EU-AE") and O not subject to VAT ("VATEX-EU-O"); an exemption (E) names its legal ground as text, the
 * one of its many codes (VATEX-EU-132-…, -135-…, -143-…) the text alone cannot tell. S and Z have none (BR-S-10,
 * BR-Z-10).
 */
export function lineTaxReason(line: Pick<InvoiceLine, 'vatRate' | 'taxCategory' | 'exemptionReason'>, doc: Pick<InvoiceDocument, 'buyer' | 'seller'>): { text: string; code: string | null } | null {
  switch (lineTaxCategory(line, doc)) {
    case 'AE':
      return { text: REVERSE_CHARGE_TEXT, code: 'VATEX-EU-AE' };
    case 'E':
      return { text: line.exemptionReason?.trim() ?? '', code: null };
    case 'O':
      return { text: line.exemptionReason?.trim() || NOT_SUBJECT_TEXT, code: 'VATEX-EU-O' };
    default:
      return null;
  }
}

/** One group of the VAT breakdown (BG-23): a category and rate, its net and VAT, and why there is no VAT. */
export interface VatGroup {
  category: InvoiceTaxCategory;
  rate: VatRate;
  net: number;
  vat: number;
  /** The exemption reason (BT-120, distinct texts of the group's lines joined) and its code (BT-121). */
  reason: { text: string; code: string | null } | null;
}

const ZERO_CATEGORIES: readonly InvoiceTaxCategory[] = ['Z', 'E', 'AE', 'O'];

/**
 * The VAT breakdown: one group per category and rate, in the order of invoiceTotals' rates (0 %, 7 %, 19 %), the
 * 0 % lines split by category (Z, E, AE, O). The rates above 0 % are all S, so each such group is the rate's own,
 * with the VAT invoiceTotals rounds once per rate; a 0 % group's VAT is 0. `lines` are the document's unless
 * given (the XML passes its sign-flipped ones).
 */
export function invoiceVatBreakdown(doc: Pick<InvoiceDocument, 'lines' | 'buyer' | 'seller'>, lines: readonly InvoiceLine[] = doc.lines): VatGroup[] {
  return invoiceTotals(lines).vatByRate.flatMap(({ rate, net, vat }): VatGroup[] => {
    if (rate > 0) return [{ category: 'S', rate, net, vat, reason: null }];
    return ZERO_CATEGORIES.flatMap((category): VatGroup[] => {
      const members = lines.filter((line) => line.vatRate === 0 && lineTaxCategory(line, doc) === category);
      if (!members.length) return [];
      const reasons = [...new Set(members.map((line) => lineTaxReason(line, doc)?.text).filter(Boolean))];
      const code = lineTaxReason(members[0], doc)?.code ?? null;
      return [
        {
          category,
          rate,
          net: members.reduce((sum, line) => sum + invoiceLineNet(line), 0),
          vat: 0,
          reason: reasons.length || code ? { text: reasons.join('; '), code } : null,
        },
      ];
    });
  });
}

/** How the invoice names a unit: after 1 (or -1), and after any other quantity. */
const UNIT_WORDS: Record<InvoiceUnit, [one: string, other: string]> = {
  C62: ['Stk.', 'Stk.'],
  HUR: ['Std.', 'Std.'],
  DAY: ['Tag', 'Tage'],
  IE: ['Pers.', 'Pers.'],
  LS: ['pauschal', 'pauschal'],
  MON: ['Monat', 'Monate'],
};

const quantityFormat = new Intl.NumberFormat('de-DE');

/** A line's quantity and unit as the invoice writes them: „4 Std.“, „2 Tage“, „82 Pers.“, „1 pauschal“, „-3 Monate“. */
export function invoiceQuantity(line: Pick<InvoiceLine, 'quantity' | 'unit'>): string {
  const [one, other] = UNIT_WORDS[line.unit];
  return `${quantityFormat.format(line.quantity)} ${Math.abs(line.quantity) === 1 ? one : other}`;
}

/** "RE-2026-00001.pdf": the number is ASCII already. */
export function invoicePdfFilename(doc: Pick<InvoiceDocument, 'number'>): string {
  return `${doc.number}.pdf`;
}

export function invoiceTitle(doc: Pick<InvoiceDocument, 'type'>): string {
  return doc.type === 'cancellation' ? 'Stornorechnung' : 'Rechnung';
}
