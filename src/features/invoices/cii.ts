/**
 * The invoice as UN/CEFACT Cross Industry Invoice (CII D16B) XML: the factur-x.xml embedded in the PDF (Factur-X /
 * ZUGFeRD 2.x, profile EN 16931) and the XRechnung 3.0 for buyers who need one. One builder writes both; the
 * profiles differ only in the context identifiers and in what XRechnung makes mandatory (BT-10, BT-23).
 *
 * Pure: no database, no Next. Amounts come from invoiceTotals and are written by decimalAmount (both lib/money.ts).
 */
import { decimalAmount } from '@/lib/money';
import type { Day } from '@/lib/time';
import { type InvoiceDocument, type InvoiceLine, invoiceLineNet, invoiceTotals, invoiceVatBreakdown, lineTaxCategory } from './document';

export type CiiProfile = 'factur-x' | 'xrechnung';

const PROFILES: Record<CiiProfile, { guideline: string; businessProcess: string | null }> = {
  'factur-x': { guideline: 'urn:cen.eu:en16931:2017', businessProcess: null },
  xrechnung: {
    guideline: 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
    businessProcess: 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0',
  },
};

/** UNTDID 1001: commercial invoice, credit note. */
const INVOICE_CODE = '380';
const CREDIT_NOTE_CODE = '381';
/** UNTDID 4461: SEPA credit transfer. */
const SEPA_CREDIT_TRANSFER = '58';

const NAMESPACES = {
  'xmlns:rsm': 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  'xmlns:qdt': 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  'xmlns:ram': 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  'xmlns:udt': 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
};

/**
 * Text for element content and attribute values: characters XML 1.0 cannot carry (C0 controls but tab, line feed
 * and carriage return; lone surrogates; U+FFFE/FFFF) and the C1 controls are dropped, the five specials escaped.
 */
export function xmlText(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]/g, '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** An element: its children (null and false leave nothing) or its text. */
interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  content: string | XmlNode[];
}
type Child = XmlNode | null | false;

function el(name: string, content: string | Child[], attrs: Record<string, string> = {}): XmlNode {
  return {
    name,
    attrs,
    content: typeof content === 'string' ? content : content.filter((child): child is XmlNode => Boolean(child)),
  };
}

function serialize(node: XmlNode, indent = ''): string {
  const attrs = Object.entries(node.attrs)
    .map(([key, value]) => ` ${key}="${xmlText(value)}"`)
    .join('');
  if (typeof node.content === 'string') return `${indent}<${node.name}${attrs}>${xmlText(node.content)}</${node.name}>`;
  if (node.content.length === 0) return `${indent}<${node.name}${attrs}/>`;
  const children = node.content.map((child) => serialize(child, `${indent}  `)).join('\n');
  return `${indent}<${node.name}${attrs}>\n${children}\n${indent}</${node.name}>`;
}

/** A day in format 102 (yyyyMMdd). */
function date102(day: Day, element = 'udt:DateTimeString'): XmlNode {
  return el(element, day.replaceAll('-', ''), { format: '102' });
}

/**
 * The VAT categories (document.ts lineTaxCategory, invoiceVatBreakdown; EN 16931 rules as CEN's CII Schematron
 * checks them):
 * - every line names its category (BT-151) and, but for O, its rate (BT-152: 0 for Z, E and AE; none for O, BR-O-05);
 * - the breakdown (BG-23) has one group per category and rate; E, AE and O carry the exemption reason (BT-120) or
 *   its VATEX code (BT-121) (BR-E-10, BR-AE-10, BR-O-10), S and Z none (BR-S-10, BR-Z-10). Line level has no
 *   reason in EN 16931 (BG-30 is category and rate only). The O group states its rate 0 all the same: EN 16931 lets
 *   it (BR-48, BR-CO-17) and XRechnung requires it (BR-DE-14);
 * - an invoice with an O line names neither the seller's nor the buyer's VAT id (BR-O-02) and has no other category
 *   (BR-O-11, rules.ts refuses the mix), so the seller is known by its register number (BT-30, BR-CO-26) and its tax
 *   number (BT-32);
 * - AE needs the seller's VAT id or tax number and the buyer's VAT id (BR-AE-02; rules.ts asks for the latter).
 */
const outOfScope = (doc: InvoiceDocument) => doc.lines.some((line) => lineTaxCategory(line, doc) === 'O');

/**
 * A cancellation (Stornorechnung) is written as a credit note (381) with the amounts of the document negated, so
 * positive. EN 16931 allows both this and an invoice (380) with negative amounts; the credit note is the type the
 * standard and XRechnung name for a document that cancels an invoice, receivers book it as a credit against the
 * invoice referenced in BT-25, and it needs no negative quantities (a negative price is barred by BR-27, so a 380
 * would have to say "-1 month"). Its VAT and totals are those of the document negated (percentOf rounds half away
 * from zero, so the sign commutes with the rounding).
 */
function xmlLines(doc: InvoiceDocument): InvoiceLine[] {
  const sign = doc.type === 'cancellation' ? -1 : 1;
  return doc.lines.map((line) => {
    // The price stays non-negative (BR-27): a negative line is carried by its quantity.
    const flip = line.unitNetCents < 0 ? -1 : 1;
    return { ...line, quantity: line.quantity * sign * flip, unitNetCents: line.unitNetCents * flip };
  });
}

function address(doc: InvoiceDocument['seller']['address']): XmlNode {
  return el('ram:PostalTradeAddress', [
    el('ram:PostcodeCode', doc.postalCode),
    el('ram:LineOne', doc.street),
    el('ram:CityName', doc.city),
    el('ram:CountryID', doc.country),
  ]);
}

function electronicAddress(email: string): XmlNode {
  return el('ram:URIUniversalCommunication', [el('ram:URIID', email, { schemeID: 'EM' })]);
}

function taxRegistration(id: string, scheme: 'VA' | 'FC'): XmlNode {
  return el('ram:SpecifiedTaxRegistration', [el('ram:ID', id, { schemeID: scheme })]);
}

function sellerParty(doc: InvoiceDocument): XmlNode {
  const { seller } = doc;
  return el('ram:SellerTradeParty', [
    el('ram:Name', seller.name),
    // BT-33, the seller's additional legal information: § 35a GmbHG.
    el('ram:Description', `${seller.registerCourt} ${seller.registerNumber}, Geschäftsführung: ${seller.representative}`),
    // BT-30 where BT-31 must go (BR-O-02): a seller needs one of them (BR-CO-26).
    outOfScope(doc) && el('ram:SpecifiedLegalOrganization', [el('ram:ID', seller.registerNumber)]),
    // BT-41..43: XRechnung requires the seller contact (BR-DE-2, -5, -6, -7).
    el('ram:DefinedTradeContact', [
      el('ram:PersonName', seller.representative),
      el('ram:TelephoneUniversalCommunication', [el('ram:CompleteNumber', seller.phone)]),
      el('ram:EmailURIUniversalCommunication', [el('ram:URIID', seller.email)]),
    ]),
    address(seller.address),
    electronicAddress(seller.email),
    !outOfScope(doc) && taxRegistration(seller.vatId, 'VA'),
    taxRegistration(seller.taxNumber, 'FC'),
  ]);
}

function buyerParty(doc: InvoiceDocument): XmlNode {
  const { buyer } = doc;
  return el('ram:BuyerTradeParty', [
    el('ram:Name', buyer.name),
    address(buyer.address),
    electronicAddress(buyer.email),
    buyer.vatId && !outOfScope(doc) ? taxRegistration(buyer.vatId, 'VA') : null,
  ]);
}

/**
 * BT-10. XRechnung requires it (BR-DE-15): a public authority's Leitweg-ID or the buyer's order reference. Without
 * one (a business that gave none), the invoice number stands in: it is the one reference both sides know, and a
 * made-up placeholder would be routed no better. Factur-X EN 16931 leaves it optional, so it is written only when
 * the buyer gave one.
 */
function buyerReference(doc: InvoiceDocument, profile: CiiProfile): string | null {
  return doc.buyer.reference ?? (profile === 'xrechnung' ? doc.number : null);
}

function lineItem(line: InvoiceLine, index: number, doc: InvoiceDocument): XmlNode {
  const category = lineTaxCategory(line, doc);
  return el('ram:IncludedSupplyChainTradeLineItem', [
    el('ram:AssociatedDocumentLineDocument', [el('ram:LineID', String(index + 1))]),
    el('ram:SpecifiedTradeProduct', [el('ram:Name', line.text)]),
    el('ram:SpecifiedLineTradeAgreement', [
      el('ram:NetPriceProductTradePrice', [el('ram:ChargeAmount', decimalAmount(line.unitNetCents))]),
    ]),
    el('ram:SpecifiedLineTradeDelivery', [el('ram:BilledQuantity', String(line.quantity), { unitCode: line.unit })]),
    el('ram:SpecifiedLineTradeSettlement', [
      el('ram:ApplicableTradeTax', [
        el('ram:TypeCode', 'VAT'),
        el('ram:CategoryCode', category),
        category !== 'O' && el('ram:RateApplicablePercent', String(line.vatRate)),
      ]),
      el('ram:SpecifiedTradeSettlementLineMonetarySummation', [
        el('ram:LineTotalAmount', decimalAmount(invoiceLineNet(line))),
      ]),
    ]),
  ]);
}

function settlement(doc: InvoiceDocument, lines: InvoiceLine[]): XmlNode {
  const totals = invoiceTotals(lines);
  const { bank } = doc.seller;
  const cancellation = doc.type === 'cancellation';
  return el('ram:ApplicableHeaderTradeSettlement', [
    el('ram:PaymentReference', doc.number),
    el('ram:InvoiceCurrencyCode', doc.currency),
    el('ram:SpecifiedTradeSettlementPaymentMeans', [
      el('ram:TypeCode', SEPA_CREDIT_TRANSFER),
      el('ram:PayeePartyCreditorFinancialAccount', [
        el('ram:IBANID', bank.iban.replace(/\s/g, '')),
        el('ram:AccountName', doc.seller.name),
      ]),
      el('ram:PayeeSpecifiedCreditorFinancialInstitution', [el('ram:BICID', bank.bic.replace(/\s/g, ''))]),
    ]),
    ...invoiceVatBreakdown(doc, lines).map(({ category, rate, net, vat, reason }) =>
      el('ram:ApplicableTradeTax', [
        el('ram:CalculatedAmount', decimalAmount(vat)),
        el('ram:TypeCode', 'VAT'),
        reason?.text ? el('ram:ExemptionReason', reason.text) : null,
        el('ram:BasisAmount', decimalAmount(net)),
        el('ram:CategoryCode', category),
        reason?.code ? el('ram:ExemptionReasonCode', reason.code) : null,
        el('ram:RateApplicablePercent', String(rate)),
      ]),
    ),
    'from' in doc.service &&
      el('ram:BillingSpecifiedPeriod', [
        el('ram:StartDateTime', [date102(doc.service.from)]),
        el('ram:EndDateTime', [date102(doc.service.to)]),
      ]),
    el(
      'ram:SpecifiedTradePaymentTerms',
      cancellation
        ? [el('ram:Description', `Storno der Rechnung ${doc.preceding?.number ?? ''}`.trim())]
        : [el('ram:Description', 'Zahlbar ohne Abzug bis zum Fälligkeitsdatum.'), el('ram:DueDateDateTime', [date102(doc.dueDate)])],
    ),
    el('ram:SpecifiedTradeSettlementHeaderMonetarySummation', [
      el('ram:LineTotalAmount', decimalAmount(totals.net)),
      el('ram:TaxBasisTotalAmount', decimalAmount(totals.net)),
      el('ram:TaxTotalAmount', decimalAmount(totals.vat), { currencyID: doc.currency }),
      el('ram:GrandTotalAmount', decimalAmount(totals.gross)),
      el('ram:DuePayableAmount', decimalAmount(totals.gross)),
    ]),
    doc.preceding &&
      el('ram:InvoiceReferencedDocument', [
        el('ram:IssuerAssignedID', doc.preceding.number),
        el('ram:FormattedIssueDateTime', [date102(doc.preceding.issueDate, 'qdt:DateTimeString')]),
      ]),
  ]);
}

/**
 * BG-13: the day of the service (BT-72), and always the address it is delivered to (BG-15, the buyer's: an event
 * service is received at the buyer's seat), so the element is never empty (PEPPOL-EN16931-R008) and an invoice for
 * a period (BG-14, no BT-72) names its country of delivery as Factur-X 1.08+ asks (BR-FX-EN-04). The whole address,
 * not the country alone: XRechnung asks a delivery address for its city and postcode (BR-DE-10, BR-DE-11). BT-70, the
 * name, is only for a recipient other than the buyer (and optional), so the party is the address alone.
 */
function delivery(doc: InvoiceDocument): XmlNode {
  return el('ram:ApplicableHeaderTradeDelivery', [
    el('ram:ShipToTradeParty', [address(doc.buyer.address)]),
    'date' in doc.service &&
      el('ram:ActualDeliverySupplyChainEvent', [el('ram:OccurrenceDateTime', [date102(doc.service.date)])]),
  ]);
}

function ciiXml(doc: InvoiceDocument, profile: CiiProfile): string {
  const { guideline, businessProcess } = PROFILES[profile];
  const lines = xmlLines(doc);
  const reference = buyerReference(doc, profile);
  const root = el(
    'rsm:CrossIndustryInvoice',
    [
      el('rsm:ExchangedDocumentContext', [
        businessProcess !== null &&
          el('ram:BusinessProcessSpecifiedDocumentContextParameter', [el('ram:ID', businessProcess)]),
        el('ram:GuidelineSpecifiedDocumentContextParameter', [el('ram:ID', guideline)]),
      ]),
      el('rsm:ExchangedDocument', [
        el('ram:ID', doc.number),
        el('ram:TypeCode', doc.type === 'cancellation' ? CREDIT_NOTE_CODE : INVOICE_CODE),
        el('ram:IssueDateTime', [date102(doc.issueDate)]),
        doc.note !== null && el('ram:IncludedNote', [el('ram:Content', doc.note)]),
      ]),
      el('rsm:SupplyChainTradeTransaction', [
        ...lines.map((line, index) => lineItem(line, index, doc)),
        el('ram:ApplicableHeaderTradeAgreement', [
          reference !== null && el('ram:BuyerReference', reference),
          sellerParty(doc),
          buyerParty(doc),
        ]),
        delivery(doc),
        settlement(doc, lines),
      ]),
    ],
    NAMESPACES,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serialize(root)}\n`;
}

/** The factur-x.xml of the PDF: Factur-X / ZUGFeRD 2.x, profile EN 16931. */
export function facturXml(doc: InvoiceDocument): string {
  return ciiXml(doc, 'factur-x');
}

/** The XRechnung 3.0 in CII syntax. */
export function xrechnungXml(doc: InvoiceDocument): string {
  return ciiXml(doc, 'xrechnung');
}
