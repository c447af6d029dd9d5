import { createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { XMLValidator } from 'fast-xml-parser';
import { extractText, getDocumentProxy } from 'unpdf';
import { create as createQrCode } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { formatEuro } from '@/lib/money';
import { sampleInvoice } from '@/test/invoice-fixtures';
import { facturXml } from './cii';
import { type InvoiceDocument, invoiceTotals } from './document';
import { invoicePdfFilename } from './document';
import { invoiceMail } from './emails';
import { giroCodePayload } from './girocode';
import { invoicePdf } from './pdf';
import { cancellationOf } from './rules';

const invoice: InvoiceDocument = { ...sampleInvoice(), number: 'RE-2026-00001' };
const cancellation: InvoiceDocument = {
  ...cancellationOf(invoice, { issueDate: '2026-12-20', reason: 'Die Feier wurde abgesagt.' }),
  number: 'RE-2026-00002',
};

/** Text with every run of white space as one space (lines wrap where the layout wants; formatEuro's no-break space reads as a space). */
function words(text: string): string {
  return text.replace(/\s+/g, ' ');
}

async function render(doc: InvoiceDocument) {
  const bytes = await invoicePdf(doc);
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return { bytes, text: words(text), raw: bytes.toString('latin1') };
}

/** An indirect object's text (dictionary and, for a stream, its raw bytes as latin1). */
function object(raw: string, ref: string): string {
  const start = raw.indexOf(`\n${ref} obj\n`);
  expect(start, `object ${ref}`).toBeGreaterThanOrEqual(0);
  return raw.slice(start + 1, raw.indexOf('\nendobj', start));
}

/**
 * The embedded factur-x.xml as the PDF's structure holds it: the catalog's /AF names the file spec, the
 * EmbeddedFiles name tree lists it under its name, and its /EF /F stream (Flate) holds the XML.
 */
function embeddedFacturX(raw: string) {
  const catalog = object(raw, raw.match(/\n(\d+ 0) obj\n<<\n\/Type \/Catalog\n/)![1]);
  const af = catalog.match(/\/AF \[(\d+ 0) R\]/)![1];
  const names = raw.match(/\/EmbeddedFiles <<\s*\/Names \[\s*\(factur-x\.xml\) (\d+ 0) R\s*\]/)![1];
  const spec = object(raw, af);
  const stream = object(raw, spec.match(/\/EF <<\s*\/F (\d+ 0) R/)![1]);
  const dictionary = stream.slice(0, stream.indexOf('stream\n'));
  const length = Number(dictionary.match(/\/Length (\d+)/)![1]);
  const data = Buffer.from(stream.slice(stream.indexOf('stream\n') + 'stream\n'.length).slice(0, length), 'latin1');
  const xml = (dictionary.includes('/Filter /FlateDecode') ? inflateSync(data) : data).toString('utf8');
  return { af, names, spec, dictionary, xml };
}

/** The decompressed content streams of the pages (and of anything else drawn). */
function contentStreams(raw: string): string[] {
  const streams: string[] = [];
  for (const match of raw.matchAll(/\n(\d+ 0) obj\n<<[^]*?>>\nstream\n/g)) {
    const dictionary = match[0];
    if (!dictionary.includes('/Filter /FlateDecode')) continue;
    const length = Number(dictionary.match(/\/Length (\d+)/)![1]);
    const start = match.index + match[0].length;
    const data = Buffer.from(raw.slice(start, start + length), 'latin1');
    const text = inflateSync(data).toString('latin1');
    if (text.includes(' BDC')) streams.push(text);
  }
  return streams;
}

/**
 * The QR code as drawn: the rectangles of the Figure's marked content, each a run of dark modules in a row, put back
 * together as rows of 0 and 1. Null where the page shows no figure.
 */
function drawnQrCode(raw: string): string[] | null {
  const stream = contentStreams(raw).find((text) => text.includes('/Figure <<'));
  if (!stream) return null;
  const start = stream.indexOf('/Figure <<');
  const figure = stream.slice(start, stream.indexOf('EMC', start));
  const rects = [...figure.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) re/g)].map((match) => match.slice(1).map(Number));
  const moduleSize = rects[0][3];
  const left = Math.min(...rects.map(([x]) => x));
  const top = Math.min(...rects.map(([, y]) => y));
  const size = Math.round((Math.max(...rects.map(([x, , width]) => x + width)) - left) / moduleSize);
  const rows = Array.from({ length: size }, () => Array<number>(size).fill(0));
  for (const [x, y, width] of rects) {
    const row = Math.round((y - top) / moduleSize);
    const column = Math.round((x - left) / moduleSize);
    for (let index = 0; index < Math.round(width / moduleSize); index++) rows[row][column + index] = 1;
  }
  return rows.map((row) => row.join(''));
}

function qrRows(text: string): string[] {
  const { modules } = createQrCode(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, row) => Array.from({ length: modules.size }, (_, column) => (modules.get(row, column) ? 1 : 0)).join(''));
}

function xmp(raw: string): string {
  return raw.slice(raw.indexOf('<x:xmpmeta'), raw.indexOf('</x:xmpmeta>') + '</x:xmpmeta>'.length);
}

describe('the invoice PDF', () => {
  it('shows every field § 14 UStG asks for, the figures as formatEuro writes them', async () => {
    const { text } = await render(invoice);
    const totals = invoiceTotals(invoice.lines);
    expect(text).toContain('Rechnung RE-2026-00001');
    expect(text).toContain('Rechnungsdatum 15.12.2026');
    expect(text).toContain('Leistungsdatum 11.12.2026');
    expect(text).toContain('Fällig am 29.12.2026');
    expect(text).toContain('Ihre Bestellnummer PO-4711');
    // Both parties with their addresses, the seller's tax number and VAT id.
    expect(text).toContain('Muster Eventplanung GmbH');
    expect(text).toContain('Musterstraße 1');
    expect(text).toContain('10115 Berlin');
    expect(text).toContain('Müller & Söhne GmbH Hafenstraße 5 20457 Hamburg');
    expect(text).toContain('Ihre USt-IdNr. DE987654321');
    expect(text).toContain('Unsere USt-IdNr. DE123456789');
    expect(text).toContain('Unsere Steuernummer 30/123/45678');
    // Each line with its quantity, unit, price, rate and net.
    expect(text).toContain(words(`1 Planungspaket Premium 1 Stk. ${formatEuro(29900)} 19 % ${formatEuro(29900)}`));
    expect(text).toContain(words(`2 Weihnachtsmenü (Auslage) 45 Stk. ${formatEuro(3990)} 7 % ${formatEuro(179550)}`));
    expect(text).toContain(words(`Summe netto ${formatEuro(totals.net)}`));
    expect(totals.vatByRate).toHaveLength(2);
    for (const { rate, net, vat } of totals.vatByRate) expect(text).toContain(words(`Umsatzsteuer ${rate} % auf ${formatEuro(net)} ${formatEuro(vat)}`));
    expect(text).toContain(words(`Gesamtbetrag brutto ${formatEuro(totals.gross)}`));
    expect(text).toContain(words(`Gesamtbetrag brutto ${formatEuro(299_00 + 1795_50 + 56_81 + 125_69)}`));
    expect(text).toContain(words(`Bitte überweisen Sie ${formatEuro(totals.gross)} ohne Abzug bis zum 29.12.2026`));
    expect(text).toContain('IBAN DE02 1203 0000 0000 2020 51');
    expect(text).toContain('BIC BYLADEM1001');
    expect(text).toContain('Bank Deutsche Kreditbank');
    // The imprint in the footer (§ 35a GmbHG).
    expect(text).toContain('Registergericht: Amtsgericht Berlin-Charlottenburg, HRB 000000 B · Geschäftsführung: Max Mustermann');
    expect(text).toContain('Seite 1 von 1');
    expect(text).not.toContain('Stornorechnung');
  });

  it('shows a service period, the buyer country abroad and the reverse charge', async () => {
    const abroad: InvoiceDocument = {
      ...invoice,
      service: { from: '2026-12-01', to: '2026-12-31' },
      buyer: { ...invoice.buyer, address: { street: 'Ringstraße 1', postalCode: '1010', city: 'Wien', country: 'AT' }, vatId: 'ATU12345678', reference: null },
      lines: [{ text: 'Anzeige Dezember', quantity: 1, unit: 'MON', unitNetCents: 9900, vatRate: 0 }],
    };
    const { text } = await render(abroad);
    expect(text).toContain('Leistungszeitraum 01.12.2026 – 31.12.2026');
    expect(text).toContain('1010 Wien Österreich');
    expect(text).toContain('1 Monat');
    expect(text).toContain('Steuerschuldnerschaft des Leistungsempfängers');
    expect(text).not.toContain('Bestellnummer');
  });

  it('writes each unit in German and says under a 0 % line why it bears no VAT, and in the totals which category', async () => {
    const abroad: InvoiceDocument = {
      ...invoice,
      buyer: { ...invoice.buyer, address: { street: 'Ringstraße 1', postalCode: '1010', city: 'Wien', country: 'AT' }, vatId: 'ATU12345678' },
      lines: [
        { text: 'Planungspauschale', quantity: 1, unit: 'LS', unitNetCents: 29900, vatRate: 19, taxCategory: 'S' },
        { text: 'Moderation', quantity: 4, unit: 'HUR', unitNetCents: 12000, vatRate: 0, taxCategory: 'AE' },
        { text: 'Raummiete', quantity: 2, unit: 'DAY', unitNetCents: 50000, vatRate: 0, taxCategory: 'E', exemptionReason: 'Steuerfrei nach § 4 Nr. 12 UStG' },
        { text: 'Abendessen', quantity: 82, unit: 'IE', unitNetCents: 3990, vatRate: 7, taxCategory: 'S' },
        { text: 'Anzeige', quantity: 3, unit: 'MON', unitNetCents: 4999, vatRate: 19, taxCategory: 'S' },
        { text: 'Namensschild', quantity: 1, unit: 'C62', unitNetCents: 500, vatRate: 19, taxCategory: 'S' },
        { text: 'Aufbau', quantity: 1, unit: 'DAY', unitNetCents: 20000, vatRate: 19, taxCategory: 'S' },
      ],
    };
    const { text } = await render(abroad);
    expect(text).toContain(words(`1 Planungspauschale 1 pauschal ${formatEuro(29900)} 19 %`));
    expect(text).toContain(words(`2 Moderation Steuerschuldnerschaft des Leistungsempfängers 4 Std. ${formatEuro(12000)} 0 % ${formatEuro(48000)}`));
    expect(text).toContain(words(`3 Raummiete Steuerfrei nach § 4 Nr. 12 UStG 2 Tage ${formatEuro(50000)} 0 % ${formatEuro(100000)}`));
    expect(text).toContain(words(`4 Abendessen 82 Pers. ${formatEuro(3990)} 7 %`));
    expect(text).toContain(words(`5 Anzeige 3 Monate ${formatEuro(4999)}`));
    expect(text).toContain(words(`6 Namensschild 1 Stk. ${formatEuro(500)}`));
    expect(text).toContain(words(`7 Aufbau 1 Tag ${formatEuro(20000)}`));
    expect(text).toContain(words(`Umsatzsteuer 0 % auf ${formatEuro(100000)} (steuerfrei) ${formatEuro(0)}`));
    expect(text).toContain(words(`Umsatzsteuer 0 % auf ${formatEuro(48000)} (Reverse Charge) ${formatEuro(0)}`));
    expect(text).toContain(words(`Umsatzsteuer 19 % auf ${formatEuro(29900 + 14997 + 500 + 20000)}`));

    const passThrough: InvoiceDocument = { ...invoice, lines: [{ text: 'Anzahlung Location', quantity: 1, unit: 'LS', unitNetCents: 100000, vatRate: 0, taxCategory: 'O', exemptionReason: 'Durchlaufender Posten' }] };
    const alone = (await render(passThrough)).text;
    expect(alone).toContain(words(`1 Anzahlung Location Durchlaufender Posten 1 pauschal ${formatEuro(100000)} – ${formatEuro(100000)}`));
    expect(alone).toContain(words(`Keine Umsatzsteuer auf ${formatEuro(100000)} (nicht steuerbar) ${formatEuro(0)}`));
  });

  it('embeds factur-x.xml as the alternative form of the invoice, in /AF and the EmbeddedFiles names', async () => {
    const { bytes, raw } = await render(invoice);
    const embedded = embeddedFacturX(raw);
    expect(embedded.names).toBe(embedded.af);
    expect(embedded.spec).toContain('/Type /Filespec');
    expect(embedded.spec).toContain('/AFRelationship /Alternative');
    expect(embedded.spec).toContain('/F (factur-x.xml)');
    expect(embedded.spec).toContain('/UF (factur-x.xml)');
    expect(embedded.dictionary).toContain('/Type /EmbeddedFile');
    expect(embedded.dictionary).toContain('/Subtype /text#2Fxml');
    expect(embedded.dictionary).toContain('/ModDate');
    expect(embedded.xml).toBe(facturXml(invoice));
    // pdf.js finds the same file.
    const attachments = (await (await getDocumentProxy(new Uint8Array(bytes))).getAttachments()) as Record<string, { filename: string; content: Uint8Array }>;
    expect(Object.values(attachments).map((file) => file.filename)).toEqual(['factur-x.xml']);
    expect(Buffer.from(Object.values(attachments)[0].content).toString('utf8')).toBe(facturXml(invoice));
  });

  it('is a PDF/A-3b whose XMP names it a Factur-X EN 16931 invoice', async () => {
    const { raw } = await render(invoice);
    expect(raw.startsWith('%PDF-1.7\n')).toBe(true);
    expect(raw).toContain('/FontFile2');
    expect(raw).toContain('/S /GTS_PDFA1');
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
    const metadata = xmp(raw);
    expect(XMLValidator.validate(metadata)).toBe(true);
    expect(metadata).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(metadata).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
    expect(metadata).toContain('xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#"');
    expect(metadata).toContain('<fx:DocumentType>INVOICE</fx:DocumentType>');
    expect(metadata).toContain('<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>');
    expect(metadata).toContain('<fx:Version>1.0</fx:Version>');
    expect(metadata).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    expect(metadata).toContain('<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>');
    expect(metadata).toContain('<pdfaSchema:prefix>fx</pdfaSchema:prefix>');
    for (const name of ['DocumentFileName', 'DocumentType', 'Version', 'ConformanceLevel']) expect(metadata).toContain(`<pdfaProperty:name>${name}</pdfaProperty:name>`);
    expect(metadata).toContain('<rdf:li xml:lang="x-default">Rechnung RE-2026-00001</rdf:li>');
    expect(metadata).toContain('<rdf:li>Muster Eventplanung GmbH</rdf:li>');
  });

  it('writes a cancellation with the amounts negative, referring to the invoice, with the credit note embedded', async () => {
    const { text, raw } = await render(cancellation);
    const totals = invoiceTotals(cancellation.lines);
    expect(totals.gross).toBe(-invoiceTotals(invoice.lines).gross);
    expect(text).toContain('Stornorechnung RE-2026-00002');
    expect(text).toContain('zu Rechnung RE-2026-00001 vom 15.12.2026');
    expect(text).toContain('Stornorechnungsdatum 20.12.2026');
    expect(text).toContain('Die Feier wurde abgesagt.');
    expect(text).toContain(words(`Planungspaket Premium -1 Stk. ${formatEuro(29900)} 19 % ${formatEuro(-29900)}`));
    expect(text).toContain(words(`-45 Stk. ${formatEuro(3990)} 7 % ${formatEuro(-179550)}`));
    for (const { rate, net, vat } of totals.vatByRate) expect(text).toContain(words(`Umsatzsteuer ${rate} % auf ${formatEuro(net)} ${formatEuro(vat)}`));
    expect(text).toContain(words(`Gesamtbetrag brutto ${formatEuro(totals.gross)}`));
    expect(text).not.toContain('Fällig am');
    expect(text).not.toContain('Bitte überweisen');
    const { xml, spec } = embeddedFacturX(raw);
    expect(spec).toContain('/AFRelationship /Alternative');
    expect(xml).toBe(facturXml(cancellation));
    expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
  });

  it('writes hostile text as inert text, and the XMP stays well-formed', async () => {
    const hostile: InvoiceDocument = {
      ...invoice,
      seller: { ...invoice.seller, name: 'Schmidt & Partner <Events> GmbH' },
      buyer: { ...invoice.buyer, name: '<script>alert(1)</script> 🎄', reference: ') /AF [1 0 R] (' },
      note: '%PDF-1.4 trailer << /Root 1 0 R >> endobj\u0000',
    };
    const { text, raw } = await render(hostile);
    expect(text).toContain('<script>alert(1)</script> �');
    expect(text).toContain(') /AF [1 0 R] (');
    expect(text).toContain('%PDF-1.4 trailer << /Root 1 0 R >> endobj');
    expect(XMLValidator.validate(xmp(raw))).toBe(true);
    expect(embeddedFacturX(raw).xml).toBe(facturXml(hostile));
  });

  it('carries a GiroCode for the amount due, captioned: the squares drawn are the QR code of the transfer', async () => {
    const { text, raw } = await render(invoice);
    const gross = invoiceTotals(invoice.lines).gross;
    expect(text).toContain('Mit Banking-App scannen (GiroCode)');
    expect(text).toContain(words(`Bitte überweisen Sie ${formatEuro(gross)} ohne Abzug bis zum 29.12.2026 unter Angabe der Rechnungsnummer RE-2026-00001 auf folgendes Konto:`));
    expect(text).toContain('Verwendungszweck RE-2026-00001');
    const payload = giroCodePayload({ name: 'Muster Eventplanung GmbH', iban: 'DE02120300000000202051', bic: 'BYLADEM1001', amountCents: gross, remittance: 'RE-2026-00001' });
    expect(payload).toBe(`BCD\n002\n1\nSCT\nBYLADEM1001\nMuster Eventplanung GmbH\nDE02120300000000202051\nEUR${(gross / 100).toFixed(2)}\n\n\nRE-2026-00001`);
    // The squares drawn are the modules of that payload's QR code (level M), one for one.
    expect(drawnQrCode(raw)).toEqual(qrRows(payload));
    // A figure of the tagged PDF, with its words for a screen reader.
    expect(raw).toMatch(/\/S \/Figure\n\/Alt \(/);
  });

  it('gives no account to pay to on a cancellation: it refunds what was paid, in the PDF and the mail', async () => {
    const { text, raw } = await render(cancellation);
    expect(text).toContain('Diese Stornorechnung hebt die Rechnung RE-2026-00001 vollständig auf. Bereits gezahlte Beträge erstatten wir Ihnen auf das Konto, von dem Sie gezahlt haben.');
    expect(text).not.toContain('GiroCode');
    expect(text).not.toContain('überweisen');
    expect(text).not.toContain('Kontoinhaber');
    expect(text).not.toContain('Verwendungszweck');
    expect(text).not.toContain('IBAN DE02');
    expect(drawnQrCode(raw)).toBeNull();
    const mail = invoiceMail({ document: cancellation, pdf: Buffer.from('%PDF'), recipient: 'buchhaltung@mueller.test', addressee: null, requestId: null, issuer: undefined, replyTo: 'team@planer.test', signature: ['Muster Eventplanung GmbH'] });
    expect(words(mail.textBody)).toContain('Bereits gezahlte Beträge erstatten wir Ihnen auf das Konto, von dem Sie gezahlt haben.');
    expect(mail.textBody).not.toContain('überweisen');
    expect(mail.textBody).not.toContain('IBAN');
  });

  it('writes the embedded file\'s /CheckSum as ISO 32000 defines it: the 16 bytes of its MD5, a hex string', async () => {
    for (const doc of [invoice, cancellation]) {
      const { raw } = await render(doc);
      const { dictionary } = embeddedFacturX(raw);
      const md5 = createHash('md5').update(facturXml(doc), 'utf8').digest('hex');
      expect(dictionary).toMatch(/\/CheckSum <[0-9a-f]{32}>/i);
      expect(dictionary.match(/\/CheckSum <([0-9a-fA-F]{32})>/)![1].toLowerCase()).toBe(md5);
      expect(dictionary).not.toContain('/CheckSum (');
      expect(dictionary).toContain(`/Size ${Buffer.byteLength(facturXml(doc), 'utf8')}`);
    }
  });

  it('gives the same bytes for the same document', async () => {
    expect((await invoicePdf(invoice)).equals(await invoicePdf(invoice))).toBe(true);
  });

  it('names the file by its number', () => {
    expect(invoicePdfFilename(invoice)).toBe('RE-2026-00001.pdf');
  });
});
