/** The admin's words about invoices (the admin speaks English; the invoices and their mail are German). */
export const INVOICE_TEXTS = {
  issueFailed: 'Failed to issue the invoice',
  saveFailed: 'Failed to save the draft',
  draftDeleted: 'Draft deleted',
  deleteFailed: 'Failed to delete the draft',
  draftGone: 'This draft was issued or deleted meanwhile.',
  notInvoiceable: 'Only a booked request with an accepted offer can be invoiced from here.',
  alreadyInvoiced: 'This request already has an invoice for its package. Cancel that invoice first to issue a new one.',
  unprintable: (characters: string) => `An invoice cannot print these characters: ${characters} Please remove them.`,
  sent: (recipient: string) => `Invoice queued for ${recipient}; it goes out with the next mail run.`,
  sendFailed: 'Failed to send the invoice',
  paidFailed: 'Failed to record the payment',
  alreadyPaid: 'This invoice is already marked paid, or it was cancelled.',
  paidInFuture: 'The payment date cannot be in the future',
  paidBeforeIssue: 'The payment date cannot be before the invoice date',
  cancelled: (number: string) => `Invoice cancelled with cancellation invoice ${number}`,
  cancelFailed: 'Failed to cancel the invoice',
  notCancellable: 'This invoice is cancelled already, or it is a cancellation itself.',
  reasonRequired: 'Please give the reason for the cancellation (at least 3 characters)',
  notFound: 'Invoice not found',
  loadFailed: 'Failed to fetch invoices',
} as const;

/** How the list names an invoice's state. */
export const INVOICE_STATE_LABELS = { open: 'Open', overdue: 'Overdue', paid: 'Paid', cancelled: 'Cancelled', cancellation: 'Cancellation' } as const;

/** The invoice form's names of the units (UN/ECE Recommendation 20 codes, db/schema/invoices.ts INVOICE_UNITS). */
export const INVOICE_UNIT_LABELS = { C62: 'Piece', HUR: 'Hour', DAY: 'Day', IE: 'Person', LS: 'Flat rate', MON: 'Month' } as const;

/** The invoice form's VAT choices (form-schema.ts INVOICE_VAT_CHOICES): the rate, and at 0 % why. */
export const INVOICE_VAT_LABELS = {
  '19': '19 %',
  '7': '7 %',
  '0:AE': '0 % – reverse charge (business in another EU country)',
  '0:E': '0 % – tax exempt (give the legal ground)',
  '0:O': '0 % – not subject to VAT (e.g. a pass-through item)',
  '0:Z': '0 % – zero rated',
  '0': '0 % – choose why',
} as const;

/** How the invoice's page names a line's VAT category (UNCL 5305). */
export const INVOICE_TAX_CATEGORY_LABELS = { S: 'standard rated', Z: 'zero rated', E: 'tax exempt', AE: 'reverse charge', O: 'not subject to VAT' } as const;
