import 'server-only';
import { isDatabaseUnavailable } from '@/db/errors';
import { config } from '@/lib/config';
import { logger } from '@/lib/logger';
import { SUBMISSION_TOKEN_PATTERN } from './intake';
import { MESSAGES } from './fields';
import { clientKey, intake, newSubmissionToken } from './server';

export const MAX_BODY_BYTES = 16 * 1024;
/** A database restart takes seconds. */
const UNAVAILABLE_RETRY_SECONDS = 10;

const json = (body: unknown, status: number, headers?: HeadersInit) => Response.json(body, { status, headers });

/** Reads at most MAX_BODY_BYTES; null when the body is larger. */
async function readLimitedBody(request: Request): Promise<string | null> {
  const declared = Number(request.headers.get('content-length'));
  if (declared > MAX_BODY_BYTES) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * POST /api/venue-requests for other clients. An `Idempotency-Key` header (or `submissionToken` in the
 * body) makes retries safe: the same key returns the same request.
 */
export async function handleVenueRequestPost(request: Request): Promise<Response> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(contentType)) {
    return json({ errors: { body: 'Bitte senden Sie die Anfrage als JSON (Content-Type: application/json).' } }, 415);
  }
  const raw = await readLimitedBody(request);
  if (raw === null) return json({ errors: { body: 'Die Anfrage ist zu groß (höchstens 16 KB).' } }, 413);

  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return json({ errors: { body: 'Der Inhalt ist kein gültiges JSON.' } }, 400);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return json({ errors: { body: 'Erwartet wird ein JSON-Objekt mit den Feldern der Anfrage.' } }, 400);
  }
  const fields = body as Record<string, unknown>;
  const offered = request.headers.get('idempotency-key') ?? fields.submissionToken;
  const token = typeof offered === 'string' && SUBMISSION_TOKEN_PATTERN.test(offered) ? offered : newSubmissionToken();

  try {
    const result = await intake(fields, {
      submissionToken: token,
      clientKey: clientKey(request.headers),
      sourcePage: typeof fields.sourcePage === 'string' ? fields.sourcePage : 'api',
      userAgent: request.headers.get('user-agent'),
      honeypot: typeof fields.website === 'string' ? fields.website : null,
    });
    switch (result.kind) {
      case 'invalid':
        return json({ errors: result.errors }, 400);
      case 'rate-limited':
        return json({ errors: { form: MESSAGES.rateLimited } }, 429, { 'retry-after': String(config().REQUEST_RATE_WINDOW_SECONDS) });
      case 'dropped':
        return json({ id: crypto.randomUUID() }, 201);
      case 'accepted':
        return json({ id: result.id }, 201);
    }
  } catch (err) {
    // One statement stores the request with its mails, so a failure stored nothing and a retry is safe.
    if (isDatabaseUnavailable(err)) {
      logger.warn({ err }, 'database unavailable: venue request refused with 503');
      return json({ errors: { form: MESSAGES.unavailableText } }, 503, { 'retry-after': String(UNAVAILABLE_RETRY_SECONDS) });
    }
    logger.error({ err }, 'storing a venue request failed');
    return json({ errors: { form: MESSAGES.failureText } }, 500);
  }
}
