import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyLimitOf, POST_BODY_LIMIT, refuseCrossSitePost, refuseOversizedBody, SERVER_ACTION_BODY_LIMIT } from './post-guards';

const MB = 1024 * 1024;

describe('bodyLimitOf', () => {
  it('gives the upload pages their own limit, and every other path 1 MB', () => {
    expect(bodyLimitOf('/partner/locations/3f2c?hinweis=gesendet')).toBe(11 * MB);
    expect(bodyLimitOf('/admin/venues/new')).toBe(11 * MB);
    expect(bodyLimitOf('/admin/venues/3f2c/edit')).toBe(11 * MB);
    expect(bodyLimitOf('/admin/account')).toBe(6 * MB);
    for (const path of ['/', '/berlin', '/partner', '/partner/anmelden', '/partner/locationsx', '/admin/venues-export', '/admin/requests/1', '/verfuegbarkeit/abc', '/api/requests', '/x?p=/partner/locations/1']) {
      expect(bodyLimitOf(path)).toBe(POST_BODY_LIMIT);
    }
    expect(SERVER_ACTION_BODY_LIMIT).toBe(11 * MB);
  });
});

describe('the guards in a server', () => {
  let server: Server;
  let port: number;
  /** Paths the stand-in for Next was asked for: a refused post never reaches it, so it has no effect. */
  const reached: string[] = [];

  beforeAll(async () => {
    // Stands in for Next: reads the whole body and answers with its size.
    server = createServer((req, res) => {
      if (refuseCrossSitePost(req, res) || refuseOversizedBody(req, res)) return;
      reached.push(req.url ?? '');
      let bytes = 0;
      req.on('data', (chunk: Buffer) => (bytes += chunk.length));
      req.on('end', () => res.end(String(bytes)));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const post = (path: string, bytes: number, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers }, body: 'x'.repeat(bytes) });
  const action = { 'next-action': '7f3a', accept: 'text/x-component' };
  const formPost = { accept: 'text/html,application/xhtml+xml', 'content-type': 'application/x-www-form-urlencoded' };

  it('answers a script’s 1.5 MB server action with 413 and a German sentence, before the app sees it', async () => {
    reached.length = 0;
    const response = await post('/berlin', 1.5 * MB, action);
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toContain('höchstens 1 MB auf einmal');
    expect(reached).toEqual([]);
  });

  it('answers a form posted without JavaScript with a German page under 413', async () => {
    const response = await post('/verfuegbarkeit/abc', 1.5 * MB, formPost);
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await response.text();
    expect(page).toContain('<html lang="de">');
    expect(page).toContain('Zu viel auf einmal');
    expect(page).toContain('Mit „Zurück“ in Ihrem Browser');
  });

  it('answers 12 MB with 413, on any page and on the upload pages too (never a 500)', async () => {
    reached.length = 0;
    for (const path of ['/berlin', '/partner/locations/3f2c', '/admin/venues/new']) {
      const response = await post(path, 12 * MB, action);
      expect(response.status).toBe(413);
      // Read to its end and dropped, so a browser still sending it reads the answer on a connection that goes on.
      expect(response.headers.get('connection')).not.toBe('close');
      await response.text();
    }
    expect(reached).toEqual([]);
  });

  it('cuts a refused body past 32 MB off with the answer instead of reading it', async () => {
    const response = await post('/berlin', 40 * MB, action).catch((err: unknown) => err);
    // The client may still be sending when the connection closes; either way, nothing reached the app.
    if (response instanceof Response) expect([response.status, response.headers.get('connection')]).toEqual([413, 'close']);
    expect(reached).toEqual([]);
  });

  it('answers the JSON endpoints with a JSON error', async () => {
    const response = await post('/api/requests', 1.5 * MB, { 'content-type': 'application/json' });
    expect(response.status).toBe(413);
    expect((await response.json()).error).toContain('höchstens 1 MB');
  });

  it('lets the upload pages take a 5 MB post, and every page a post below 1 MB', async () => {
    for (const [path, bytes] of [
      ['/partner/locations/3f2c', 5 * MB],
      ['/admin/venues/3f2c/edit', 5 * MB],
      ['/admin/account', 5 * MB],
      ['/berlin', 900 * 1024],
    ] as const) {
      const response = await post(path, bytes, action);
      expect([path, response.status, await response.text()]).toEqual([path, 200, String(bytes)]);
    }
  });

  it('refuses a body of unannounced length (chunked) with 411', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/berlin', method: 'POST', headers: { 'transfer-encoding': 'chunked', ...action } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end('x'.repeat(1000));
    });
    expect(status).toBe(411);
  });

  it('answers a post from another site with 403 and a German sentence, before it has any effect', async () => {
    reached.length = 0;
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1:1']) {
      const response = await post('/verfuegbarkeit/abc', 10, { ...action, origin });
      expect([origin, response.status]).toEqual([origin, 403]);
      expect(await response.text()).toContain('von einer anderen Website abgeschickt');
    }
    const page = await post('/newsletter', 10, { ...formPost, origin: 'https://evil.example' });
    expect([page.status, await page.text()]).toEqual([403, expect.stringContaining('Formular nicht angenommen')]);
    expect(reached).toEqual([]);
  });

  it('passes a post from our own site (by Host or a proxy’s X-Forwarded-Host), one without Origin, and the JSON endpoints', async () => {
    reached.length = 0;
    const own = await post('/berlin', 10, { ...action, origin: `http://127.0.0.1:${port}` });
    const proxied = await post('/berlin', 10, { ...action, origin: 'https://www.example.de', 'x-forwarded-host': 'www.example.de' });
    const scripted = await post('/berlin', 10, action);
    const api = await post('/api/requests', 10, { origin: 'https://evil.example' });
    expect([own.status, proxied.status, scripted.status, api.status]).toEqual([200, 200, 200, 200]);
    expect(reached).toEqual(['/berlin', '/berlin', '/berlin', '/api/requests']);
  });
});
