import { REQUEST_STATUSES, type RequestStatus } from '@/db/schema/requests';
import type { translator } from '@/i18n/translator';

export { REQUEST_STATUSES, type RequestStatus };

/**
 * The statuses' German names for the CSV export, which stays German. The admin's screens name a status in their
 * reader's language through the value-keyed screen 'requests.status' (its keys are REQUEST_STATUSES).
 */
export const STATUS_LABELS: Record<RequestStatus, string> = {
  neu: 'Neu',
  in_bearbeitung: 'In Bearbeitung',
  angebot_gesendet: 'Angebot gesendet',
  angebot_angenommen: 'Angebot angenommen',
  gebucht: 'Gebucht',
  abgesagt: 'Abgesagt',
};

/** /thanks promises processing within 24 hours: a request still 'Neu' after that is overdue. */
export const OVERDUE_AFTER_HOURS = 24;

export function isOverdue(status: RequestStatus, createdAt: Date, now: Date): boolean {
  return status === 'neu' && now.getTime() - createdAt.getTime() > OVERDUE_AFTER_HOURS * 3_600_000;
}

const MINUTE_MS = 60_000;

/** The status badge's words in its reader's language (useTranslations or translator of 'requests.badge'). */
export type BadgeWords = ReturnType<typeof translator<'requests.badge'>>;

/**
 * How long a request has been waiting, for the inbox ("3 h ago"), so the 24-hour promise is visible before
 * it is broken: minutes in the first hour, hours for two days, then days (each rounded down).
 */
export function waitingTime(createdAt: Date, now: Date, t: BadgeWords): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / MINUTE_MS));
  if (minutes < 1) return t('justNow');
  if (minutes < 60) return t('minutesAgo', { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return t('hoursAgo', { hours });
  return t('daysAgo', { days: Math.floor(hours / 24) });
}

export function isRequestStatus(value: unknown): value is RequestStatus {
  return (REQUEST_STATUSES as readonly unknown[]).includes(value);
}
