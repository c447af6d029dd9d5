/** The admin's invoices (the 'Invoices' tab). */
export const ADMIN_INVOICES_PATH = '/admin/invoices';

/** The form for a new invoice; for a booked request, prefilled from its accepted offer. */
export const newInvoicePath = (requestId?: string): string => (requestId ? `${ADMIN_INVOICES_PATH}/new?request=${encodeURIComponent(requestId)}` : `${ADMIN_INVOICES_PATH}/new`);

export const invoiceDraftPath = (draftId: string): string => `${ADMIN_INVOICES_PATH}/drafts/${draftId}`;

export const invoicePath = (invoiceId: string): string => `${ADMIN_INVOICES_PATH}/${invoiceId}`;

/** The downloads of an issued invoice: the ZUGFeRD PDF, its factur-x.xml, and the XRechnung. */
export const INVOICE_FILES = ['pdf', 'factur-x.xml', 'xrechnung.xml'] as const;
export type InvoiceFile = (typeof INVOICE_FILES)[number];

export const invoiceFilePath = (invoiceId: string, file: InvoiceFile): string => `${ADMIN_INVOICES_PATH}/${invoiceId}/files/${file}`;

/** The tax adviser's ZIP for a period (route app/admin/export/invoices). */
export const INVOICE_EXPORT_PATH = '/admin/export/invoices';
