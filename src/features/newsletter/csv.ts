import type { newsletterSubscribers } from '@/db/schema';
import { csvDateTime, csvLine } from '@/lib/csv';
import { SUBSCRIBER_STATUS_LABELS } from './admin-filter';

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

export const SUBSCRIBERS_CSV_HEADER = ['Email', 'State', 'Requested', 'Confirmation mails', 'Confirmed', 'Unsubscribed', 'Consent text'];

export function subscriberCsvRow(row: SubscriberRow): string {
  return csvLine([
    row.email,
    SUBSCRIBER_STATUS_LABELS[row.status],
    csvDateTime(row.requestedAt),
    String(row.confirmationMails),
    csvDateTime(row.confirmedAt),
    csvDateTime(row.unsubscribedAt),
    row.consentText,
  ]);
}
