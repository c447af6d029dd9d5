export interface OutgoingMail {
  kind: string;
  recipient: string;
  subject: string;
  textBody: string;
  replyTo?: string;
  requestId?: string;
}
