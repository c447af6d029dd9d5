import 'server-only';
import { groupedIban } from '@/lib/iban';
import { formatEuro } from '@/lib/money';
import { type Column, CONTENT_WIDTH, createPdf, GREY, letterhead, type PdfWriter, type Row } from '@/lib/pdf';
import { formatShortDay, startOfBerlinDay } from '@/lib/time';
import { facturXml } from './cii';
import { giroCodePayload } from './girocode';
import {
  type InvoiceDocument,
  type InvoiceLine,
  invoiceLineNet,
  invoiceQuantity,
  invoiceTitle,
  invoiceTotals,
  invoiceVatBreakdown,
  lineTaxCategory,
  lineTaxReason,
  type VatGroup,
} from './document';

/**
 * The invoice as a ZUGFeRD 2.x / Factur-X (profile EN 16931) PDF/A-3b: the German invoice with every field § 14
 * UStG asks for, and its CII XML embedded as factur-x.xml, the "alternative" form of the same invoice that the
 * buyer's accounting reads. Amounts are the document's (negative on a cancellation), totals from invoiceTotals.
 */

export const FACTUR_X_FILENAME = 'factur-x.xml';
const FACTUR_X_NAMESPACE = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';

/**
 * The Factur-X XMP (Factur-X 1.07 § 6.2.2): the fx properties, and the PDF/A extension schema that declares them
 * (PDF/A allows only properties whose schema is predefined or described in the file).
 */
const FACTUR_X_XMP = `
<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
  <pdfaExtension:schemas>
    <rdf:Bag>
      <rdf:li rdf:parseType="Resource">
        <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
        <pdfaSchema:namespaceURI>${FACTUR_X_NAMESPACE}</pdfaSchema:namespaceURI>
        <pdfaSchema:prefix>fx</pdfaSchema:prefix>
        <pdfaSchema:property>
          <rdf:Seq>${[
            ['DocumentFileName', 'The name of the embedded XML document'],
            ['DocumentType', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER'],
            ['Version', 'The actual version of the standard applying to the embedded XML document'],
            ['ConformanceLevel', 'The conformance level of the embedded XML document'],
          ]
            .map(
              ([name, description]) => `
            <rdf:li rdf:parseType="Resource">
              <pdfaProperty:name>${name}</pdfaProperty:name>
              <pdfaProperty:valueType>Text</pdfaProperty:valueType>
              <pdfaProperty:category>external</pdfaProperty:category>
              <pdfaProperty:description>${description}</pdfaProperty:description>
            </rdf:li>`,
            )
            .join('')}
          </rdf:Seq>
        </pdfaSchema:property>
      </rdf:li>
    </rdf:Bag>
  </pdfaExtension:schemas>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:fx="${FACTUR_X_NAMESPACE}">
  <fx:DocumentType>INVOICE</fx:DocumentType>
  <fx:DocumentFileName>${FACTUR_X_FILENAME}</fx:DocumentFileName>
  <fx:Version>1.0</fx:Version>
  <fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>
</rdf:Description>`;

const regionNames = new Intl.DisplayNames('de', { type: 'region' });

function addressLines(party: InvoiceDocument['buyer'] | InvoiceDocument['seller'], homeCountry: string): string[] {
  const { street, postalCode, city, country } = party.address;
  return [party.name, street, `${postalCode} ${city}`, ...(country === homeCountry ? [] : [regionNames.of(country) ?? country])];
}

function serviceFact(service: InvoiceDocument['service']): [string, string] {
  return 'date' in service
    ? ['Leistungsdatum', formatShortDay(service.date)]
    : ['Leistungszeitraum', `${formatShortDay(service.from)} – ${formatShortDay(service.to)}`];
}

const LINE_COLUMNS: Column[] = [
  { width: 30 },
  { width: CONTENT_WIDTH - 30 - 70 - 80 - 45 - 85 },
  { width: 70, align: 'right' },
  { width: 80, align: 'right' },
  { width: 45, align: 'right' },
  { width: 85, align: 'right' },
];

/**
 * A line: a 0 % line says under its text why it bears no VAT (§ 14 Abs. 4 Nr. 8 UStG: the exemption's ground,
 * § 14a Abs. 5 UStG: the reverse charge's wording); one not subject to VAT has no rate.
 */
function lineRow(line: InvoiceLine, index: number, doc: InvoiceDocument): Row {
  const reason = lineTaxReason(line, doc);
  return {
    cells: [
      String(index + 1),
      reason?.text ? `${line.text}\n${reason.text}` : line.text,
      invoiceQuantity(line),
      formatEuro(line.unitNetCents),
      lineTaxCategory(line, doc) === 'O' ? '–' : `${line.vatRate} %`,
      formatEuro(invoiceLineNet(line)),
    ],
  };
}

/** A group of the VAT breakdown as the totals name it: the rate and its base, and the category where it bears no VAT. */
function vatLabel({ category, rate, net }: VatGroup): string {
  const base = formatEuro(net);
  switch (category) {
    case 'E':
      return `Umsatzsteuer 0 % auf ${base} (steuerfrei)`;
    case 'AE':
      return `Umsatzsteuer 0 % auf ${base} (Reverse Charge)`;
    case 'O':
      return `Keine Umsatzsteuer auf ${base} (nicht steuerbar)`;
    default:
      return `Umsatzsteuer ${rate} % auf ${base}`;
  }
}

function lineRows(doc: InvoiceDocument): Row[] {
  const totals = invoiceTotals(doc.lines);
  return [
    { cells: ['Pos.', 'Beschreibung', 'Menge', 'Einzelpreis netto', 'USt.', 'Betrag netto'], header: true },
    ...doc.lines.map((line, index) => lineRow(line, index, doc)),
    { cells: ['Summe netto', formatEuro(totals.net)], labelAlign: 'right', rule: true },
    ...invoiceVatBreakdown(doc).map((group): Row => ({ cells: [vatLabel(group), formatEuro(group.vat)], labelAlign: 'right' })),
    { cells: ['Gesamtbetrag brutto', formatEuro(totals.gross)], labelAlign: 'right', bold: true },
  ];
}

function parties(writer: PdfWriter, doc: InvoiceDocument): void {
  const { seller, buyer } = doc;
  const home = seller.address.country;
  writer.paragraph(`${seller.name} · ${seller.address.street} · ${seller.address.postalCode} ${seller.address.city}`, { size: 7, color: GREY });
  writer.paragraph(addressLines(buyer, home).join('\n'), { size: 10 });
}

/** What a cancellation says instead of the payment block: we pay back, the buyer pays nothing. */
const REFUND_TEXT = 'Bereits gezahlte Beträge erstatten wir Ihnen auf das Konto, von dem Sie gezahlt haben.';
const GIROCODE_CAPTION = 'Mit Banking-App scannen (GiroCode)';
/** The printed side of the GiroCode without its quiet zone: 3 cm. */
const GIROCODE_SIZE = 85;

/**
 * Under "Zahlung" an invoice asks for the transfer and gives the account, with the GiroCode (EPC QR code) that fills
 * the transfer in a banking app; a cancellation gives no account to pay to: it says that we refund what was paid.
 */
function payment(writer: PdfWriter, doc: InvoiceDocument, gross: number): void {
  const { seller } = doc;
  if (doc.type === 'cancellation') {
    const preceding = doc.preceding ? ` ${doc.preceding.number}` : '';
    writer.heading(2, 'Erstattung');
    writer.paragraph(`Diese Stornorechnung hebt die Rechnung${preceding} vollständig auf. ${REFUND_TEXT}`);
    return;
  }
  writer.heading(2, 'Zahlung');
  writer.paragraph(`Bitte überweisen Sie ${formatEuro(gross)} ohne Abzug bis zum ${formatShortDay(doc.dueDate)} unter Angabe der Rechnungsnummer ${doc.number} auf folgendes Konto:`);
  writer.facts([
    ['Kontoinhaber', seller.name],
    ['IBAN', groupedIban(seller.bank.iban)],
    ['BIC', seller.bank.bic],
    ['Bank', seller.bank.name],
    ['Verwendungszweck', doc.number],
  ]);
  if (gross <= 0) return;
  const transfer = { name: seller.name, iban: seller.bank.iban, bic: seller.bank.bic, amountCents: gross, remittance: doc.number };
  writer.qrCode(giroCodePayload(transfer), {
    size: GIROCODE_SIZE,
    caption: GIROCODE_CAPTION,
    alt: `GiroCode: Überweisung von ${formatEuro(gross)} an ${seller.name}, IBAN ${groupedIban(seller.bank.iban)}, Verwendungszweck ${doc.number}`,
  });
}

/** The invoice as PDF bytes: the same document always gives the same bytes. */
export async function invoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const { seller, buyer } = doc;
  const title = invoiceTitle(doc);
  const issuedAt = startOfBerlinDay(doc.issueDate);
  const { writer, finish } = createPdf({
    title: `${title} ${doc.number}`,
    author: seller.name,
    createdAt: issuedAt,
    footer: [
      `${seller.name} · ${seller.address.street}, ${seller.address.postalCode} ${seller.address.city} · Telefon: ${seller.phone} · E-Mail: ${seller.email}`,
      `USt-IdNr.: ${seller.vatId} · Steuernummer: ${seller.taxNumber} · IBAN: ${groupedIban(seller.bank.iban)} · BIC: ${seller.bank.bic} · ${seller.bank.name}`,
      `Registergericht: ${seller.registerCourt}, ${seller.registerNumber} · Geschäftsführung: ${seller.representative}`,
    ],
  });
  const pdf = writer.doc;
  const attachment: PDFKit.Mixins.PDFAttachmentOptions & { relationship: 'Alternative' } = {
    name: FACTUR_X_FILENAME,
    type: 'text/xml',
    description: 'Factur-X/ZUGFeRD-Rechnung (EN 16931)',
    relationship: 'Alternative',
    creationDate: issuedAt,
    modifiedDate: issuedAt,
  };
  // pdfkit 0.20 writes the relationship as /AFRelationship and lists the file in the catalog's /AF; its types lag.
  pdf.file(Buffer.from(facturXml(doc), 'utf8'), attachment);
  pdf.appendXML(FACTUR_X_XMP);

  const totals = invoiceTotals(doc.lines);
  letterhead(writer, { name: seller.name, ...seller.address, phone: seller.phone, email: seller.email });
  parties(writer, doc);
  writer.heading(1, `${title} ${doc.number}`);
  if (doc.type === 'cancellation' && doc.preceding) {
    writer.paragraph(`zu Rechnung ${doc.preceding.number} vom ${formatShortDay(doc.preceding.issueDate)}`, { bold: true });
  }
  writer.facts([
    [`${title}snummer`, doc.number],
    [`${title}sdatum`, formatShortDay(doc.issueDate)],
    serviceFact(doc.service),
    ['Ihre Bestellnummer', buyer.reference ?? ''],
    ['Ihre USt-IdNr.', buyer.vatId ?? ''],
    ['Unsere USt-IdNr.', seller.vatId],
    ['Unsere Steuernummer', seller.taxNumber],
    ['Fällig am', doc.type === 'invoice' ? formatShortDay(doc.dueDate) : ''],
  ]);
  writer.table(LINE_COLUMNS, lineRows(doc));
  if (doc.lines.some((line) => lineTaxCategory(line, doc) === 'AE')) {
    writer.paragraph('Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, § 13b UStG).', { bold: true });
  }
  if (doc.note) writer.paragraph(doc.note);
  payment(writer, doc, totals.gross);
  writer.paragraph(`Diese ${title} enthält die Rechnungsdaten als elektronische Rechnung (ZUGFeRD/Factur-X, EN 16931) in der eingebetteten Datei ${FACTUR_X_FILENAME}.`, {
    size: 8,
    color: GREY,
  });
  return finish();
}
