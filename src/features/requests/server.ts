import 'server-only';
import { randomBytes } from 'node:crypto';
import { getDb } from '@/db/client';
import { config } from '@/lib/config';
import { logger } from '@/lib/logger';
import { wakeOutboxWorker } from '@/lib/mail/outbox-worker';
import { type IntakeMeta, type IntakeResult, submitVenueRequest } from './intake';

export function newSubmissionToken(): string {
  return randomBytes(18).toString('base64url');
}

/** The client's address as the first proxy saw it; the rate limit's key. */
export function clientKey(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || headers.get('x-real-ip') || 'unknown';
}

/** Intake with this process's database and configuration; used by the server action and the API. */
export async function intake(input: unknown, meta: IntakeMeta): Promise<IntakeResult> {
  const settings = config();
  const result = await submitVenueRequest(await getDb(), input, meta, {
    leadNotifyEmail: settings.LEAD_NOTIFY_EMAIL,
    rateLimit: settings.REQUEST_RATE_LIMIT,
    rateWindowSeconds: settings.REQUEST_RATE_WINDOW_SECONDS,
  });
  if (result.kind === 'accepted' && !result.duplicate) {
    logger.info({ requestId: result.id, city: result.cityName, source: meta.sourcePage }, 'venue request stored');
    wakeOutboxWorker();
  } else if (result.kind === 'dropped') {
    logger.warn({ client: meta.clientKey }, 'honeypot filled: request dropped');
  } else if (result.kind === 'rate-limited') {
    logger.warn({ client: meta.clientKey }, 'request rate limit reached');
  }
  return result;
}
