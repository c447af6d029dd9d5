export interface OutgoingMail {
  kind: string;
  recipient: string;
  subject: string;
  textBody: string;
  replyTo?: string;
  requestId?: string;
  /** Extra headers, e.g. List-Unsubscribe on every mail to a newsletter subscriber. */
  headers?: Record<string, string>;
}

/** How the admin names a mail's delivery state. */
export const MAIL_STATE_LABELS = { pending: 'Pending', sent: 'Sent', failed: 'Failed' } as const;
