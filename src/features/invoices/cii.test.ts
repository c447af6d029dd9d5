import { readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { validateXML } from 'xmllint-wasm';
import { describe, expect, it } from 'vitest';
import { decimalAmount } from '@/lib/money';
import { facturXml, xmlText, xrechnungXml } from './cii';
import { type InvoiceDocument, invoiceTotals } from './document';

const XSD_DIR = path.join(import.meta.dirname, 'xsd');
const XSD_MAIN = 'Factur-X_1.07.3_EN16931.xsd';
const XSD_IMPORTS = [
  'Factur-X_1.07.3_EN16931_urn_un_unece_uncefact_data_standard_QualifiedDataType_100.xsd',
  'Factur-X_1.07.3_EN16931_urn_un_unece_uncefact_data_standard_ReusableAggregateBusinessInformationEntity_100.xsd',
  'Factur-X_1.07.3_EN16931_urn_un_unece_uncefact_data_standard_UnqualifiedDataType_100.xsd',
];
const xsd = (fileName: string) => ({ fileName, contents: readFileSync(path.join(XSD_DIR, fileName), 'utf8') });

async function schemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'invoice.xml', contents: xml }],
    schema: [xsd(XSD_MAIN)],
    preload: XSD_IMPORTS.map(xsd),
  });
  return result.errors.map((error) => error.message);
}

/** Elements as arrays where they repeat, text and attributes kept as strings: what a receiver's parser reads. */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => ['IncludedSupplyChainTradeLineItem', 'ApplicableTradeTax', 'SpecifiedTaxRegistration'].includes(name),
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a parsed document is untyped by nature
type Parsed = any;

function parse(xml: string): Parsed {
  return parser.parse(xml).CrossIndustryInvoice;
}

/** The text of a parsed element and all its descendants (attributes left out): normalize-space(string-join(.//text())). */
function textIn(node: Parsed): string {
  if (typeof node === 'string') return node;
  return Object.entries(node ?? {})
    .filter(([key]) => !key.startsWith('@'))
    .map(([, value]) => textIn(value))
    .join('');
}

/** Elements in document order, each as { name: children, ':@': attributes }, text as { '#text': … }. */
const orderedParser = new XMLParser({ preserveOrder: true, ignoreAttributes: false, parseTagValue: false, trimValues: false });
type OrderedNode = Record<string, OrderedNode[] | string>;

/** The paths of the elements with neither text nor child elements (PEPPOL-EN16931-R008: "MUST not contain empty elements"). */
function emptyElements(xml: string): string[] {
  const empty: string[] = [];
  const visit = (nodes: OrderedNode[], path: string) => {
    for (const node of nodes) {
      const name = Object.keys(node).find((key) => key !== ':@' && key !== '#text');
      if (!name || name.startsWith('?')) continue;
      const children = node[name] as OrderedNode[];
      const hasText = children.some((child) => typeof child['#text'] === 'string' && child['#text'].trim() !== '');
      const hasElements = children.some((child) => Object.keys(child).some((key) => key !== ':@' && key !== '#text'));
      if (!hasText && !hasElements) empty.push(`${path}/${name}`);
      visit(children, `${path}/${name}`);
    }
  };
  visit(orderedParser.parse(xml) as OrderedNode[], '');
  return empty;
}

const HOSTILE = `<script>alert("x")</script> & 'quoted'\u0000 end`;

const invoice: InvoiceDocument = {
  number: 'RE-2026-00001',
  type: 'invoice',
  issueDate: '2026-11-24',
  service: { date: '2026-12-12' },
  dueDate: '2026-12-08',
  currency: 'EUR',
  seller: {
    name: 'Weihnachtsfeier Agentur GmbH',
    address: { street: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' },
    vatId: 'DE123456789',
    taxNumber: '30/123/45678',
    email: 'rechnung@example.de',
    phone: '+49 30 1234567',
    registerCourt: 'Amtsgericht Charlottenburg',
    registerNumber: 'HRB 123456 B',
    representative: 'Erika Mustermann',
    bank: { iban: 'DE02 1203 0000 0000 2020 51', bic: 'BYLADEM1001', name: 'Deutsche Kreditbank' },
  },
  buyer: {
    name: `Müller & Söhne KG ${HOSTILE}`,
    address: { street: 'Marktplatz 5', postalCode: '80331', city: 'München', country: 'DE' },
    vatId: 'DE987654321',
    email: 'buchhaltung@mueller.example',
    reference: '04011000-12345-67',
  },
  lines: [
    { text: 'Planungspaket Premium', quantity: 1, unit: 'C62', unitNetCents: 29900, vatRate: 19 },
    { text: `Anzeige ${HOSTILE}`, quantity: 3, unit: 'MON', unitNetCents: 4999, vatRate: 19 },
    { text: 'Verpflegung', quantity: 7, unit: 'C62', unitNetCents: 1235, vatRate: 7 },
  ],
  preceding: null,
  note: `Vielen Dank! ${HOSTILE}`,
};

const cancellation: InvoiceDocument = {
  ...invoice,
  number: 'RE-2026-00002',
  type: 'cancellation',
  issueDate: '2026-11-30',
  service: { from: '2026-12-01', to: '2026-12-31' },
  buyer: { ...invoice.buyer, reference: null, vatId: null },
  lines: invoice.lines.map((line) => ({ ...line, quantity: -line.quantity })),
  preceding: { number: 'RE-2026-00001', issueDate: '2026-11-24' },
  note: 'Storno wegen falscher Anschrift',
};

const documents = { invoice, cancellation };
const builders = { 'Factur-X EN 16931': facturXml, 'XRechnung 3.0': xrechnungXml };

describe('xmlText', () => {
  it('escapes the specials and drops what XML cannot carry', () => {
    expect(xmlText(`<a href="x">&'\u0000\u0007\u001b\u0085\uFFFF\uD800ok\ttab\nline`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&amp;&apos;ok\ttab\nline',
    );
    expect(xmlText('Grüße 🎄')).toBe('Grüße 🎄');
  });
});

describe('the XSD check', () => {
  it('rejects a document the schema forbids, so a pass means something', async () => {
    const broken = facturXml(invoice).replace('<ram:TypeCode>380</ram:TypeCode>', '');
    expect((await schemaErrors(broken)).join('\n')).toMatch(/IssueDateTime.*Expected is.*TypeCode/s);
  });
});

describe('the empty-element check', () => {
  it('finds an element without text or children, so a pass means something', () => {
    expect(emptyElements('<?xml version="1.0"?><a><b/><c x="1"> </c><d>x</d><e><f>1</f></e></a>')).toEqual(['/a/b', '/a/c']);
  });
});

describe.each(Object.entries(builders))('%s', (_, build) => {
  it.each(Object.keys(documents) as (keyof typeof documents)[])('the %s has no empty element (PEPPOL-EN16931-R008)', (kind) => {
    expect(emptyElements(build(documents[kind]))).toEqual([]);
    expect(emptyElements(build({ ...documents[kind], service: { from: '2026-12-01', to: '2026-12-31' } }))).toEqual([]);
    expect(emptyElements(build({ ...documents[kind], service: { date: '2026-12-12' } }))).toEqual([]);
  });

  it('names the address of delivery, the buyer\'s, so an invoice for a period satisfies BR-FX-EN-04 and XRechnung\'s BR-DE-10/11', async () => {
    const period: InvoiceDocument = { ...invoice, service: { from: '2026-12-01', to: '2026-12-31' } };
    const abroad: InvoiceDocument = { ...period, buyer: { ...period.buyer, address: { ...period.buyer.address, country: 'AT' } } };
    for (const doc of [invoice, period, cancellation, abroad]) {
      const transaction = parse(build(doc)).SupplyChainTradeTransaction;
      const delivery = transaction.ApplicableHeaderTradeDelivery;
      const { postalCode, street, city, country } = doc.buyer.address;
      expect(delivery.ShipToTradeParty).toEqual({ PostalTradeAddress: { PostcodeCode: postalCode, LineOne: street, CityName: city, CountryID: country } });
      // Factur-X 1.09's BR-FX-EN-04: (BT-72 or BG-14 or BG-26 on every line) and (BT-72 or a delivery with text in it).
      const day = delivery.ActualDeliverySupplyChainEvent?.OccurrenceDateTime;
      expect(Boolean(day) || Boolean(transaction.ApplicableHeaderTradeSettlement.BillingSpecifiedPeriod)).toBe(true);
      expect(Boolean(day) || textIn(delivery).trim() !== '').toBe(true);
      expect('date' in doc.service ? day.DateTimeString['#text'] : day).toBe('date' in doc.service ? doc.service.date.replaceAll('-', '') : undefined);
    }
    expect(await schemaErrors(build(period))).toEqual([]);
    expect(await schemaErrors(build(abroad))).toEqual([]);
  });

  it.each(Object.keys(documents) as (keyof typeof documents)[])('the %s is valid against the CII XSD', async (kind) => {
    expect(await schemaErrors(build(documents[kind]))).toEqual([]);
  });

  it('an invoice carries its totals, VAT per rate, payment and parties', () => {
    const xml = parse(build(invoice));
    const totals = invoiceTotals(invoice.lines);
    expect(xml.ExchangedDocument.ID).toBe('RE-2026-00001');
    expect(xml.ExchangedDocument.TypeCode).toBe('380');
    expect(xml.ExchangedDocument.IssueDateTime.DateTimeString).toEqual({ '#text': '20261124', '@format': '102' });

    const transaction = xml.SupplyChainTradeTransaction;
    const lines = transaction.IncludedSupplyChainTradeLineItem;
    expect(lines.map((line: Parsed) => line.AssociatedDocumentLineDocument.LineID)).toEqual(['1', '2', '3']);
    expect(lines[1].SpecifiedLineTradeAgreement.NetPriceProductTradePrice.ChargeAmount).toBe('49.99');
    expect(lines[1].SpecifiedLineTradeDelivery.BilledQuantity).toEqual({ '#text': '3', '@unitCode': 'MON' });
    expect(lines[1].SpecifiedLineTradeSettlement.SpecifiedTradeSettlementLineMonetarySummation.LineTotalAmount).toBe(
      '149.97',
    );
    expect(lines[2].SpecifiedLineTradeSettlement.ApplicableTradeTax[0]).toEqual({
      TypeCode: 'VAT',
      CategoryCode: 'S',
      RateApplicablePercent: '7',
    });

    const agreement = transaction.ApplicableHeaderTradeAgreement;
    expect(agreement.BuyerReference).toBe('04011000-12345-67');
    expect(agreement.SellerTradeParty.SpecifiedTaxRegistration.map((tax: Parsed) => tax.ID)).toEqual([
      { '#text': 'DE123456789', '@schemeID': 'VA' },
      { '#text': '30/123/45678', '@schemeID': 'FC' },
    ]);
    expect(agreement.SellerTradeParty.URIUniversalCommunication.URIID).toEqual({
      '#text': 'rechnung@example.de',
      '@schemeID': 'EM',
    });
    expect(agreement.SellerTradeParty.DefinedTradeContact).toEqual({
      PersonName: 'Erika Mustermann',
      TelephoneUniversalCommunication: { CompleteNumber: '+49 30 1234567' },
      EmailURIUniversalCommunication: { URIID: 'rechnung@example.de' },
    });
    expect(agreement.BuyerTradeParty.URIUniversalCommunication.URIID['#text']).toBe('buchhaltung@mueller.example');
    expect(agreement.BuyerTradeParty.SpecifiedTaxRegistration[0].ID['#text']).toBe('DE987654321');
    expect(agreement.BuyerTradeParty.PostalTradeAddress).toEqual({
      PostcodeCode: '80331',
      LineOne: 'Marktplatz 5',
      CityName: 'München',
      CountryID: 'DE',
    });
    expect(transaction.ApplicableHeaderTradeDelivery.ActualDeliverySupplyChainEvent.OccurrenceDateTime.DateTimeString[
      '#text'
    ]).toBe('20261212');

    const settlement = transaction.ApplicableHeaderTradeSettlement;
    expect(settlement.SpecifiedTradeSettlementPaymentMeans.TypeCode).toBe('58');
    expect(settlement.SpecifiedTradeSettlementPaymentMeans.PayeePartyCreditorFinancialAccount.IBANID).toBe(
      'DE02120300000000202051',
    );
    expect(settlement.SpecifiedTradeSettlementPaymentMeans.PayeeSpecifiedCreditorFinancialInstitution.BICID).toBe(
      'BYLADEM1001',
    );
    expect(settlement.SpecifiedTradePaymentTerms.DueDateDateTime.DateTimeString['#text']).toBe('20261208');
    expect(settlement.ApplicableTradeTax).toEqual(
      totals.vatByRate.map(({ rate, net, vat }) => ({
        CalculatedAmount: decimalAmount(vat),
        TypeCode: 'VAT',
        BasisAmount: decimalAmount(net),
        CategoryCode: 'S',
        RateApplicablePercent: String(rate),
      })),
    );
    expect(settlement.ApplicableTradeTax.map((tax: Parsed) => tax.RateApplicablePercent)).toEqual(['7', '19']);
    expect(settlement.SpecifiedTradeSettlementHeaderMonetarySummation).toEqual({
      LineTotalAmount: decimalAmount(totals.net),
      TaxBasisTotalAmount: decimalAmount(totals.net),
      TaxTotalAmount: { '#text': decimalAmount(totals.vat), '@currencyID': 'EUR' },
      GrandTotalAmount: decimalAmount(totals.gross),
      DuePayableAmount: decimalAmount(totals.gross),
    });
    expect(settlement.InvoiceReferencedDocument).toBeUndefined();
  });

  it('a cancellation is a credit note with the amounts negated, referring to the invoice it cancels', () => {
    const xml = parse(build(cancellation));
    const totals = invoiceTotals(cancellation.lines);
    expect(totals.gross).toBeLessThan(0);
    expect(xml.ExchangedDocument.TypeCode).toBe('381');
    const transaction = xml.SupplyChainTradeTransaction;
    const settlement = transaction.ApplicableHeaderTradeSettlement;
    expect(settlement.InvoiceReferencedDocument.IssuerAssignedID).toBe('RE-2026-00001');
    expect(settlement.InvoiceReferencedDocument.FormattedIssueDateTime.DateTimeString).toEqual({
      '#text': '20261124',
      '@format': '102',
    });
    expect(transaction.IncludedSupplyChainTradeLineItem[0].SpecifiedLineTradeDelivery.BilledQuantity['#text']).toBe(
      '1',
    );
    expect(settlement.ApplicableTradeTax.map((tax: Parsed) => [tax.BasisAmount, tax.CalculatedAmount])).toEqual(
      totals.vatByRate.map(({ net, vat }) => [decimalAmount(-net), decimalAmount(-vat)]),
    );
    expect(settlement.SpecifiedTradeSettlementHeaderMonetarySummation.GrandTotalAmount).toBe(decimalAmount(-totals.gross));
    expect(settlement.SpecifiedTradeSettlementHeaderMonetarySummation.DuePayableAmount).toBe(decimalAmount(-totals.gross));
    expect(settlement.BillingSpecifiedPeriod.StartDateTime.DateTimeString['#text']).toBe('20261201');
    expect(settlement.BillingSpecifiedPeriod.EndDateTime.DateTimeString['#text']).toBe('20261231');
    expect(transaction.ApplicableHeaderTradeDelivery.ShipToTradeParty.PostalTradeAddress).toMatchObject({ CityName: cancellation.buyer.address.city, CountryID: 'DE' });
    expect(transaction.ApplicableHeaderTradeAgreement.BuyerTradeParty.SpecifiedTaxRegistration).toBeUndefined();
  });

  it('hostile text arrives as text, without the NUL byte', () => {
    const xml = parse(build(invoice));
    const clean = HOSTILE.replace('\u0000', '');
    expect(xml.ExchangedDocument.IncludedNote.Content).toBe(`Vielen Dank! ${clean}`);
    expect(xml.SupplyChainTradeTransaction.ApplicableHeaderTradeAgreement.BuyerTradeParty.Name).toBe(
      `Müller & Söhne KG ${clean}`,
    );
    expect(xml.SupplyChainTradeTransaction.IncludedSupplyChainTradeLineItem[1].SpecifiedTradeProduct.Name).toBe(
      `Anzeige ${clean}`,
    );
  });

  it('a 0 % line is zero rated at home and reverse charge to a business elsewhere in the EU', async () => {
    const zero = { ...invoice, lines: [{ ...invoice.lines[0], vatRate: 0 as const }, invoice.lines[1]] };
    const home = parse(build(zero)).SupplyChainTradeTransaction.ApplicableHeaderTradeSettlement.ApplicableTradeTax;
    expect(home[0]).toEqual({
      CalculatedAmount: '0.00',
      TypeCode: 'VAT',
      BasisAmount: '299.00',
      CategoryCode: 'Z',
      RateApplicablePercent: '0',
    });
    const abroad = {
      ...zero,
      buyer: { ...zero.buyer, vatId: 'ATU12345678', address: { ...zero.buyer.address, country: 'AT' } },
    };
    const reverse = parse(build(abroad)).SupplyChainTradeTransaction.ApplicableHeaderTradeSettlement
      .ApplicableTradeTax[0];
    expect(reverse).toMatchObject({
      CategoryCode: 'AE',
      ExemptionReason: 'Steuerschuldnerschaft des Leistungsempfängers',
      ExemptionReasonCode: 'VATEX-EU-AE',
    });
    expect(await schemaErrors(build(abroad))).toEqual([]);
  });

  it('gives each line its unit and category, and E, AE and O their reasons in the breakdown (BR-E-10, BR-AE-10)', async () => {
    const mixed: InvoiceDocument = {
      ...invoice,
      buyer: { ...invoice.buyer, vatId: 'ATU12345678', address: { street: 'Ringstraße 1', postalCode: '1010', city: 'Wien', country: 'AT' } },
      lines: [
        { text: 'Planungspauschale', quantity: 1, unit: 'LS', unitNetCents: 29900, vatRate: 19, taxCategory: 'S' },
        { text: 'Moderation', quantity: 4, unit: 'HUR', unitNetCents: 12000, vatRate: 0, taxCategory: 'AE' },
        { text: 'Raummiete', quantity: 2, unit: 'DAY', unitNetCents: 50000, vatRate: 0, taxCategory: 'E', exemptionReason: 'Steuerfrei nach § 4 Nr. 12 UStG' },
        { text: 'Stadtführung', quantity: 82, unit: 'IE', unitNetCents: 500, vatRate: 0, taxCategory: 'E', exemptionReason: 'Steuerfrei nach § 4 Nr. 20 UStG' },
        { text: 'Getränke', quantity: 3, unit: 'MON', unitNetCents: 100, vatRate: 0, taxCategory: 'E', exemptionReason: 'Steuerfrei nach § 4 Nr. 12 UStG' },
      ],
    };
    const transaction = parse(build(mixed)).SupplyChainTradeTransaction;
    expect(
      transaction.IncludedSupplyChainTradeLineItem.map((item: Parsed) => [item.SpecifiedLineTradeDelivery.BilledQuantity['@unitCode'], item.SpecifiedLineTradeSettlement.ApplicableTradeTax[0]]),
    ).toEqual([
      ['LS', { TypeCode: 'VAT', CategoryCode: 'S', RateApplicablePercent: '19' }],
      ['HUR', { TypeCode: 'VAT', CategoryCode: 'AE', RateApplicablePercent: '0' }],
      ['DAY', { TypeCode: 'VAT', CategoryCode: 'E', RateApplicablePercent: '0' }],
      ['IE', { TypeCode: 'VAT', CategoryCode: 'E', RateApplicablePercent: '0' }],
      ['MON', { TypeCode: 'VAT', CategoryCode: 'E', RateApplicablePercent: '0' }],
    ]);
    // One group per category (BR-E-01, BR-AE-01): the exempt lines' distinct grounds in one text; no reason at S (BR-S-10).
    expect(transaction.ApplicableHeaderTradeSettlement.ApplicableTradeTax).toEqual([
      { CalculatedAmount: '0.00', TypeCode: 'VAT', ExemptionReason: 'Steuerfrei nach § 4 Nr. 12 UStG; Steuerfrei nach § 4 Nr. 20 UStG', BasisAmount: '1413.00', CategoryCode: 'E', RateApplicablePercent: '0' },
      { CalculatedAmount: '0.00', TypeCode: 'VAT', ExemptionReason: 'Steuerschuldnerschaft des Leistungsempfängers', BasisAmount: '480.00', CategoryCode: 'AE', ExemptionReasonCode: 'VATEX-EU-AE', RateApplicablePercent: '0' },
      { CalculatedAmount: '56.81', TypeCode: 'VAT', BasisAmount: '299.00', CategoryCode: 'S', RateApplicablePercent: '19' },
    ]);
    // BR-AE-02: the seller's and the buyer's VAT ids.
    expect(transaction.ApplicableHeaderTradeAgreement.SellerTradeParty.SpecifiedTaxRegistration.map((tax: Parsed) => tax.ID['@schemeID'])).toEqual(['VA', 'FC']);
    expect(transaction.ApplicableHeaderTradeAgreement.BuyerTradeParty.SpecifiedTaxRegistration[0].ID['#text']).toBe('ATU12345678');
    expect(await schemaErrors(build(mixed))).toEqual([]);
    const reversed: InvoiceDocument = { ...mixed, type: 'cancellation', lines: mixed.lines.map((line) => ({ ...line, quantity: -line.quantity })), preceding: { number: 'RE-2026-00001', issueDate: '2026-11-24' } };
    expect(parse(build(reversed)).SupplyChainTradeTransaction.ApplicableHeaderTradeSettlement.ApplicableTradeTax.map((tax: Parsed) => [tax.CategoryCode, tax.BasisAmount])).toEqual([
      ['E', '1413.00'],
      ['AE', '480.00'],
      ['S', '299.00'],
    ]);
    expect(await schemaErrors(build(reversed))).toEqual([]);
  });

  it('writes an invoice not subject to VAT without a rate on the line and without either VAT id (BR-O-02, BR-O-05, BR-O-10)', async () => {
    const passThrough: InvoiceDocument = {
      ...invoice,
      lines: [{ text: 'Anzahlung Location (verauslagt)', quantity: 1, unit: 'LS', unitNetCents: 100000, vatRate: 0, taxCategory: 'O', exemptionReason: 'Durchlaufender Posten' }],
    };
    const transaction = parse(build(passThrough)).SupplyChainTradeTransaction;
    expect(transaction.IncludedSupplyChainTradeLineItem[0].SpecifiedLineTradeSettlement.ApplicableTradeTax).toEqual([{ TypeCode: 'VAT', CategoryCode: 'O' }]);
    // The breakdown states its rate 0: EN 16931 lets it (BR-48), XRechnung requires it (BR-DE-14).
    expect(transaction.ApplicableHeaderTradeSettlement.ApplicableTradeTax).toEqual([
      { CalculatedAmount: '0.00', TypeCode: 'VAT', ExemptionReason: 'Durchlaufender Posten', BasisAmount: '1000.00', CategoryCode: 'O', ExemptionReasonCode: 'VATEX-EU-O', RateApplicablePercent: '0' },
    ]);
    const { SellerTradeParty: seller, BuyerTradeParty: buyer } = transaction.ApplicableHeaderTradeAgreement;
    expect(seller.SpecifiedTaxRegistration.map((tax: Parsed) => tax.ID)).toEqual([{ '#text': '30/123/45678', '@schemeID': 'FC' }]);
    // BR-CO-26: without its VAT id the seller is known by its register number (BT-30).
    expect(seller.SpecifiedLegalOrganization).toEqual({ ID: 'HRB 123456 B' });
    expect(buyer.SpecifiedTaxRegistration).toBeUndefined();
    expect(await schemaErrors(build(passThrough))).toEqual([]);
    // Without its own reason the line is "Nicht steuerbar".
    const plain = parse(build({ ...passThrough, lines: [{ ...passThrough.lines[0], exemptionReason: undefined }] }));
    expect(plain.SupplyChainTradeTransaction.ApplicableHeaderTradeSettlement.ApplicableTradeTax[0].ExemptionReason).toBe('Nicht steuerbar');
    // The other invoices keep their VAT ids and name no register number.
    expect(parse(build(invoice)).SupplyChainTradeTransaction.ApplicableHeaderTradeAgreement.SellerTradeParty.SpecifiedLegalOrganization).toBeUndefined();
  });
});

describe('the profiles', () => {
  it('Factur-X names the EN 16931 guideline and leaves an absent buyer reference out', () => {
    const xml = parse(facturXml(cancellation));
    expect(xml.ExchangedDocumentContext).toEqual({
      GuidelineSpecifiedDocumentContextParameter: { ID: 'urn:cen.eu:en16931:2017' },
    });
    expect(xml.SupplyChainTradeTransaction.ApplicableHeaderTradeAgreement.BuyerReference).toBeUndefined();
  });

  it('XRechnung names its guideline and business process and always has a buyer reference', () => {
    const xml = parse(xrechnungXml(cancellation));
    expect(xml.ExchangedDocumentContext).toEqual({
      BusinessProcessSpecifiedDocumentContextParameter: { ID: 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0' },
      GuidelineSpecifiedDocumentContextParameter: {
        ID: 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
      },
    });
    expect(xml.SupplyChainTradeTransaction.ApplicableHeaderTradeAgreement.BuyerReference).toBe('RE-2026-00002');
    expect(parse(xrechnungXml(invoice)).SupplyChainTradeTransaction.ApplicableHeaderTradeAgreement.BuyerReference).toBe(
      '04011000-12345-67',
    );
  });
});
