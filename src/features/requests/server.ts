import 'server-only';
import { randomBytes } from 'node:crypto';
import { getDb } from '@/db/client';
import { serverSecret } from '@/features/auth/server';
import { clientAddress } from '@/lib/client-address';
import { config } from '@/lib/config';
import { logger } from '@/lib/logger';
import { mailSignature, operator } from '@/lib/operator';
import { wakeOutboxWorker } from '@/lib/mail/outbox-worker';
import { type IntakeMeta, type IntakeResult, submitVenueRequest } from './intake';

export function newSubmissionToken(): string {
  return randomBytes(18).toString('base64url');
}

/** The rate limit's key: the client's address as the trusted proxies (or the socket) saw it. */
export function clientKey(headers: Headers): string {
  return clientAddress(headers, config().TRUSTED_PROXY_HOPS);
}

/** Intake with this process's database and configuration; used by the server action and the API. */
export async function intake(input: unknown, meta: IntakeMeta): Promise<IntakeResult> {
  const settings = config();
  const result = await submitVenueRequest(await getDb(), input, meta, {
    leadNotifyEmail: settings.LEAD_NOTIFY_EMAIL,
    signature: mailSignature(operator(settings)),
    rateLimit: settings.REQUEST_RATE_LIMIT,
    rateWindowSeconds: settings.REQUEST_RATE_WINDOW_SECONDS,
    siteUrl: settings.SITE_URL,
    secret: await serverSecret(),
  });
  if (result.kind === 'accepted' && !result.duplicate) {
    logger.info({ requestId: result.id, source: meta.sourcePage }, 'venue request stored');
    wakeOutboxWorker();
  } else if (result.kind === 'dropped') {
    logger.warn({ source: meta.sourcePage }, 'honeypot filled: request dropped');
  } else if (result.kind === 'rate-limited' && result.firstInWindow) {
    // Once per client and window: a client that keeps sending would otherwise write a line per request.
    logger.warn({ source: meta.sourcePage }, 'request rate limit reached; further requests from this client are refused until its window ends');
  }
  return result;
}
