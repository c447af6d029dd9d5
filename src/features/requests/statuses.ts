import { REQUEST_STATUSES, type RequestStatus } from '@/db/schema/requests';

export { REQUEST_STATUSES, type RequestStatus };

export const STATUS_LABELS: Record<RequestStatus, string> = {
  neu: 'Neu',
  in_bearbeitung: 'In Bearbeitung',
  angebot_gesendet: 'Angebot gesendet',
  gebucht: 'Gebucht',
  abgesagt: 'Abgesagt',
};

export const OVERDUE_LABEL = 'Überfällig';
/** /thanks promises processing within 24 hours: a request still 'Neu' after that is overdue. */
export const OVERDUE_AFTER_HOURS = 24;

export function isOverdue(status: RequestStatus, createdAt: Date, now: Date): boolean {
  return status === 'neu' && now.getTime() - createdAt.getTime() > OVERDUE_AFTER_HOURS * 3_600_000;
}

export function isRequestStatus(value: unknown): value is RequestStatus {
  return (REQUEST_STATUSES as readonly unknown[]).includes(value);
}
