import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '@/db/client';
import { venueRequests } from '@/db/schema';

// The handler as the route runs it: this process's configuration and database (PGlite in a temporary folder).
const dataDir = mkdtempSync(path.join(tmpdir(), 'wf-api-'));
vi.stubEnv('DATA_DIR', dataDir);
vi.stubEnv('REQUEST_RATE_LIMIT', '2');
vi.stubEnv('REQUEST_RATE_WINDOW_SECONDS', '600');

const { database } = await import('@/db/client');
const { migrateDatabase } = await import('@/db/migrate');
const { handleVenueRequestPost } = await import('./api');

const body = { city: 'hamburg', participantCount: 45, companyName: 'Hafen GmbH', contactName: 'Jan Kühl', email: 'jan@hafen.de', phone: '040 123' };
const post = (client: string, payload: unknown = body, headers: Record<string, string> = {}) =>
  handleVenueRequestPost(
    new Request('http://localhost/api/venue-requests', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client, ...headers },
      body: typeof payload === 'string' ? payload : JSON.stringify(payload),
    }),
  );

describe('POST /api/venue-requests', () => {
  let handle: DatabaseHandle;
  const storedRows = async () => (await handle.db.select({ n: count() }).from(venueRequests))[0].n;

  beforeAll(async () => {
    handle = await database();
    await migrateDatabase(handle);
  });
  afterAll(async () => {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 429 with the German message once a client used up its requests, and stores nothing more', async () => {
    expect((await post('198.51.100.1')).status).toBe(201);
    expect((await post('198.51.100.1')).status).toBe(201);
    const refused = await post('198.51.100.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('600');
    expect(await refused.json()).toEqual({
      errors: { form: 'Sie haben in kurzer Zeit sehr viele Anfragen gesendet. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.' },
    });
    expect(await storedRows()).toBe(2);
    expect((await post('198.51.100.2')).status).toBe(201);
    expect(await storedRows()).toBe(3);
  });

  it('answers a retry with the same Idempotency-Key with the same id, without counting it as a new request', async () => {
    const key = { 'idempotency-key': 'retry-after-timeout-0001' };
    const first = await post('198.51.100.3', body, key);
    const again = await post('198.51.100.3', body, key);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(await again.json()).toEqual(await first.json());
    expect((await post('198.51.100.3')).status).toBe(201);
  });

  it('answers 400 with the field messages, 415 without JSON and 413 above 16 KB', async () => {
    const invalid = await post('198.51.100.4', { ...body, email: 'jan@', participantCount: 0 });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      errors: { participantCount: 'Bitte geben Sie eine gültige Zahl ein', email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein' },
    });
    expect((await post('198.51.100.4', 'city=berlin', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await post('198.51.100.4', { ...body, companyName: 'x'.repeat(17 * 1024) })).status).toBe(413);
  });
});
