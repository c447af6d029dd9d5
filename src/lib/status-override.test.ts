import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowStatusOverride, overrideStatus, REQUEST_METHOD_HEADER, RESPONSE_ID_HEADER, takeStatusOverride } from './status-override';

describe('allowStatusOverride in a server', () => {
  let server: Server;
  let origin: string;
  const seenIds: string[] = [];
  beforeAll(async () => {
    // Stands in for Next: the "page" asks for the status named in the path, or answers 500 itself.
    server = createServer((req, res) => {
      allowStatusOverride(req, res);
      const responseId = String(req.headers[RESPONSE_ID_HEADER]);
      seenIds.push(responseId);
      const [, asked] = /^\/status\/(\d+)$/.exec(req.url ?? '') ?? [];
      if (asked) overrideStatus(responseId, Number(asked));
      res.statusCode = req.url === '/fails' ? 500 : 200;
      res.end(String(req.headers[REQUEST_METHOD_HEADER]));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('writes the status a page asked for instead of 200, and tells the page the method', async () => {
    const gone = await fetch(`${origin}/status/410`);
    expect([gone.status, await gone.text()]).toEqual([410, 'GET']);
    expect((await fetch(`${origin}/plain`)).status).toBe(200);
    expect((await fetch(`${origin}/status/409`, { method: 'HEAD' })).status).toBe(409);
  });

  it('keeps an error status, replaces what a client sent as the response id, and leaves nothing behind', async () => {
    await fetch(`${origin}/fails`);
    const response = await fetch(`${origin}/plain`, { headers: { [RESPONSE_ID_HEADER]: 'chosen-by-client' } });
    expect(response.status).toBe(200);
    expect(seenIds).not.toContain('chosen-by-client');
    expect(seenIds.map(takeStatusOverride)).toEqual(seenIds.map(() => undefined));
  });
});
