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
