import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logger } from './logger';
import { loggablePath, malformedPath, refuseMalformed } from './request-path';

describe('malformedPath', () => {
  it.each(['/%', '/%ZZ', '/berlin%', '/%C3', '/blog/%E0%A4%A', '/%C0%AF', '/%ED%A0%80'])('refuses a broken percent-encoding or invalid UTF-8: %s', (path) => {
    expect(malformedPath(path)).toBe('broken percent-encoding or invalid UTF-8');
  });

  it.each(['/%00', '/berlin%0A', '/a%7Fb', '/%C2%85'])('refuses control characters: %s', (path) => {
    expect(malformedPath(path)).toBe('control character');
  });

  it.each(['/a%2Fb', '/a%2fb', '/a%5C..'])('refuses encoded slashes: %s', (path) => {
    expect(malformedPath(path)).toBe('encoded slash');
  });

  it.each(['/../etc/passwd', '/blog/..', '/./berlin', '/%2E%2E/x'])('refuses dot segments: %s', (path) => {
    expect(malformedPath(path)).toBe('dot segment');
  });

  it.each(['/', '/berlin', '/m%C3%BCnchen', '/blog/budget-planung-weihnachtsfeier', '/og/weihnachtsfeier.png', '/berlin?x=%ZZ', '/staedte#%', '/blog/a..b', '/.well-known/x'])(
    'passes what can name a page (the query is not its business): %s',
    (path) => {
      expect(malformedPath(path)).toBeUndefined();
    },
  );
});

describe('loggablePath', () => {
  it('drops the query and caps the length', () => {
    expect(loggablePath('/%ZZ?email=a@example.test')).toBe('/%ZZ');
    expect(loggablePath(`/${'a'.repeat(500)}`)).toHaveLength(200);
  });
});

describe('refuseMalformed in a server', () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    // Stands in for Next: answers every path it gets with 404 and names it.
    server = createServer((req, res) => {
      if (refuseMalformed(req, res)) return;
      res.statusCode = 404;
      res.end(req.url);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('answers a malformed path with the not-found page under 400, logged once as a warning without the query', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const response = await fetch(`${origin}/berlin%ZZ?email=a@example.test`);
    expect([response.status, await response.text()]).toEqual([400, '/ungueltige-adresse']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith({ path: '/berlin%ZZ', reason: 'broken percent-encoding or invalid UTF-8' }, 'malformed request path (400)');
    warn.mockRestore();
  });

  it('answers under /api with a JSON error, and leaves a sound path to the app', async () => {
    const api = await fetch(`${origin}/api/%C3`);
    expect([api.status, api.headers.get('content-type'), await api.json()]).toEqual([400, 'application/json; charset=utf-8', { error: 'Ungültige Adresse' }]);
    const sound = await fetch(`${origin}/m%C3%BCnchen`);
    expect([sound.status, await sound.text()]).toEqual([404, '/m%C3%BCnchen']);
  });
});
