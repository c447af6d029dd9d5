export interface OutgoingMail {
  kind: string;
  recipient: string;
  subject: string;
  textBody: string;
  /** The same words in the branded HTML layout (`letterBodies`); a mail without it goes as text alone. */
  htmlBody?: string;
  replyTo?: string;
  requestId?: string;
  /** Extra headers, e.g. List-Unsubscribe on every mail to a newsletter subscriber. */
  headers?: Record<string, string>;
  /** Holds a link that signs its reader in or sets a password (verification, reset): never shown to an admin, and its text is deleted once sent. */
  secretLink?: boolean;
  /**
   * Sent at the word of whoever typed the address (a request's confirmation, a call's mails to the company): one address
   * gets at most MAILS_PER_RECIPIENT_PER_HOUR of these, whatever their source; the rest are held back.
   */
  capped?: boolean;
  /** Files sent with the mail (the offer as PDF); kept until it is sent. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** What an admin reads, and what stays stored once sent, instead of a mail with a secret link. */
export const SECRET_LINK_BODY = 'This mail held a personal link that signs its reader in or sets a password; its text was deleted after sending.';

/** The mail's text as an admin may read it: in a mail with a secret link, every link is cut down to its site. */
export function readableBody(mail: { textBody: string; secretLink: boolean }): string {
  return mail.secretLink ? mail.textBody.replace(/\b(https?:\/\/[^\s/]+)\/\S*/g, '$1/… (personal link hidden)') : mail.textBody;
}

/** How the admin names a mail's delivery state. */
export const MAIL_STATE_LABELS = { pending: 'Pending', sent: 'Sent', failed: 'Failed' } as const;
