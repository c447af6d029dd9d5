import 'server-only';
import { facturXml, xrechnungXml } from './cii';
import { type InvoiceDocument, invoicePdfFilename } from './document';
import { INVOICE_FILES, type InvoiceFile } from './paths';
import { invoicePdf } from './pdf';

export const isInvoiceFile = (file: string): file is InvoiceFile => (INVOICE_FILES as readonly string[]).includes(file);

/** One of an issued invoice's files, rendered from its frozen document: the ZUGFeRD PDF, its factur-x.xml, or the XRechnung. */
export async function invoiceFile(doc: InvoiceDocument, file: InvoiceFile): Promise<{ body: Uint8Array<ArrayBuffer> | string; contentType: string; filename: string }> {
  switch (file) {
    case 'pdf':
      return { body: new Uint8Array(await invoicePdf(doc)), contentType: 'application/pdf', filename: invoicePdfFilename(doc) };
    case 'factur-x.xml':
      return { body: facturXml(doc), contentType: 'application/xml; charset=utf-8', filename: `${doc.number}-factur-x.xml` };
    case 'xrechnung.xml':
      return { body: xrechnungXml(doc), contentType: 'application/xml; charset=utf-8', filename: `${doc.number}-xrechnung.xml` };
  }
}
