import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { count, sql } from 'drizzle-orm';
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
const { PEER_ADDRESS_HEADER } = await import('@/lib/client-address');
const { createLogger, logger } = await import('@/lib/logger');

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

  it('refuses a NUL byte or a line break in a one-line field with 400 and the message of the field, not a 500', async () => {
    const before = (await handle.db.select().from(venueRequests)).length;
    for (const companyName of ['A\u0000B', 'A\nB']) {
      const response = await post('198.51.100.5', { ...body, companyName });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ errors: { companyName: 'Der Firmenname darf keine Zeilenumbrüche oder Steuerzeichen enthalten' } });
    }
    expect(await handle.db.select().from(venueRequests)).toHaveLength(before);
  });

  it('keys the rate limit on the socket address, not on X-Forwarded-For entries the client made up', async () => {
    const statuses = [];
    const warn = vi.spyOn(logger, 'warn');
    for (let i = 1; i <= 8; i++) statuses.push((await post(`203.0.113.${i}`, body, { [PEER_ADDRESS_HEADER]: '192.0.2.44' })).status);
    expect(statuses).toEqual([201, 201, 429, 429, 429, 429, 429, 429]);
    // Six refusals, one line: once per client and window.
    expect(warn.mock.calls.filter(([, message]) => String(message).startsWith('request rate limit reached'))).toHaveLength(1);
    warn.mockRestore();
  });

  it('logs a failed store with code, statement and request id, and without any personal data', async () => {
    const lines: string[] = [];
    const capture = createLogger(new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) }), 'info');
    const spy = vi.spyOn(logger, 'error').mockImplementation(((...args: Parameters<typeof logger.error>) => capture.error(...args)) as typeof logger.error);
    await handle.db.execute(sql`alter table mail_outbox add constraint broken check (recipient = 'nobody') not valid`);
    try {
      const personal = { ...body, companyName: 'Geheim Werke KG', contactName: 'Hanna Privat', email: 'hanna.privat@geheim.de', phone: '0171 5550199' };
      const response = await post('198.51.100.6', personal);
      expect(response.status).toBe(500);
      expect(lines).toHaveLength(1);
      const entry = JSON.parse(lines[0]);
      expect(entry.err).toMatchObject({ type: 'StatementError', code: '23514', statement: 'store-venue-request', recordId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      expect(entry.err.cause).toEqual({ type: expect.any(String), code: '23514' });
      for (const value of ['Geheim', 'Hanna', 'hanna.privat', '0171', 'insert into', 'Guten Tag']) expect(lines[0]).not.toContain(value);
    } finally {
      spy.mockRestore();
      await handle.db.execute(sql`alter table mail_outbox drop constraint broken`);
    }
  });
});
