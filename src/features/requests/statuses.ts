import { REQUEST_STATUSES, type RequestStatus } from '@/db/schema/requests';

export { REQUEST_STATUSES, type RequestStatus };

export const STATUS_LABELS: Record<RequestStatus, string> = {
  neu: 'Neu',
  in_bearbeitung: 'In Bearbeitung',
  angebot_gesendet: 'Angebot gesendet',
  angebot_angenommen: 'Angebot angenommen',
  gebucht: 'Gebucht',
  abgesagt: 'Abgesagt',
};

export const OVERDUE_LABEL = 'Überfällig';
/** /thanks promises processing within 24 hours: a request still 'Neu' after that is overdue. */
export const OVERDUE_AFTER_HOURS = 24;

export function isOverdue(status: RequestStatus, createdAt: Date, now: Date): boolean {
  return status === 'neu' && now.getTime() - createdAt.getTime() > OVERDUE_AFTER_HOURS * 3_600_000;
}

const MINUTE_MS = 60_000;

/**
 * How long a request has been waiting, for the inbox ("3 h ago"), so the 24-hour promise is visible before
 * it is broken: minutes in the first hour, hours for two days, then days (each rounded down).
 */
export function waitingTime(createdAt: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / MINUTE_MS));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

export function isRequestStatus(value: unknown): value is RequestStatus {
  return (REQUEST_STATUSES as readonly unknown[]).includes(value);
}
