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

describe.each(Object.entries(builders))('%s', (_, build) => {
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
    expect(transaction.ApplicableHeaderTradeDelivery).toBe('');
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
