import 'server-only';
import { INVOICE_UNITS } from '@/db/schema';
import { groupedIban } from '@/lib/iban';
import { formatEuro } from '@/lib/money';
import { type Column, CONTENT_WIDTH, createPdf, GREY, letterhead, type PdfWriter, type Row } from '@/lib/pdf';
import { formatShortDay, startOfBerlinDay } from '@/lib/time';
import { facturXml, vatCategory } from './cii';
import { type InvoiceDocument, type InvoiceLine, invoiceLineNet, invoiceTitle, invoiceTotals } from './document';

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
const quantityFormat = new Intl.NumberFormat('de-DE');

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

function lineRow(line: InvoiceLine, index: number): Row {
  return {
    cells: [
      String(index + 1),
      line.text,
      `${quantityFormat.format(line.quantity)} ${INVOICE_UNITS[line.unit]}`,
      formatEuro(line.unitNetCents),
      `${line.vatRate} %`,
      formatEuro(invoiceLineNet(line)),
    ],
  };
}

function lineRows(doc: InvoiceDocument): Row[] {
  const totals = invoiceTotals(doc.lines);
  return [
    { cells: ['Pos.', 'Beschreibung', 'Menge', 'Einzelpreis netto', 'USt.', 'Betrag netto'], header: true },
    ...doc.lines.map(lineRow),
    { cells: ['Summe netto', formatEuro(totals.net)], labelAlign: 'right', rule: true },
    ...totals.vatByRate.map(
      ({ rate, net, vat }): Row => ({ cells: [`Umsatzsteuer ${rate} % auf ${formatEuro(net)}`, formatEuro(vat)], labelAlign: 'right' }),
    ),
    { cells: ['Gesamtbetrag brutto', formatEuro(totals.gross)], labelAlign: 'right', bold: true },
  ];
}

function parties(writer: PdfWriter, doc: InvoiceDocument): void {
  const { seller, buyer } = doc;
  const home = seller.address.country;
  writer.paragraph(`${seller.name} · ${seller.address.street} · ${seller.address.postalCode} ${seller.address.city}`, { size: 7, color: GREY });
  writer.paragraph(addressLines(buyer, home).join('\n'), { size: 10 });
}

function paymentText(doc: InvoiceDocument, gross: number): string {
  if (doc.type === 'cancellation') {
    const preceding = doc.preceding ? ` ${doc.preceding.number}` : '';
    return `Diese Stornorechnung hebt die Rechnung${preceding} vollständig auf. Einen bereits gezahlten Betrag erstatten wir auf Ihr Konto.`;
  }
  return `Bitte überweisen Sie ${formatEuro(gross)} ohne Abzug bis zum ${formatShortDay(doc.dueDate)} unter Angabe der Rechnungsnummer ${doc.number}.`;
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
  if (doc.lines.some((line) => vatCategory(line.vatRate, doc).code === 'AE')) {
    writer.paragraph('Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, § 13b UStG).', { bold: true });
  }
  if (doc.note) writer.paragraph(doc.note);
  writer.heading(2, 'Zahlung');
  writer.paragraph(paymentText(doc, totals.gross));
  writer.facts([
    ['Kontoinhaber', seller.name],
    ['IBAN', groupedIban(seller.bank.iban)],
    ['BIC', seller.bank.bic],
    ['Bank', seller.bank.name],
  ]);
  writer.paragraph(`Diese ${title} enthält die Rechnungsdaten als elektronische Rechnung (ZUGFeRD/Factur-X, EN 16931) in der eingebetteten Datei ${FACTUR_X_FILENAME}.`, {
    size: 8,
    color: GREY,
  });
  return finish();
}
