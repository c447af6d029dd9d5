import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowStatusOverride, askedStatus, enterResponse, overrideStatus, REQUEST_METHOD_HEADER } from './status-override';

describe('allowStatusOverride in a server', () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    // Stands in for Next: the "page" asks, after a pause as a render would, for the status named in the path, or answers 500 itself.
    server = createServer((req, res) =>
      allowStatusOverride(req, res, async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        const [, asked] = /^\/status\/(\d+)$/.exec(req.url ?? '') ?? [];
        if (asked) overrideStatus(Number(asked));
        res.setHeader('x-asked', String(askedStatus() ?? ''));
        res.statusCode = req.url === '/fails' ? 500 : 200;
        res.end(String(req.headers[REQUEST_METHOD_HEADER]));
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('writes the status a page asked for instead of 200, and tells the page the method', async () => {
    const gone = await fetch(`${origin}/status/410`);
    expect([gone.status, await gone.text(), gone.headers.get('x-asked')]).toEqual([410, 'GET', '410']);
    expect((await fetch(`${origin}/plain`)).status).toBe(200);
    expect((await fetch(`${origin}/status/409`, { method: 'HEAD' })).status).toBe(409);
  });

  it('keeps each request to its own status when they overlap, and an error status Next chose', async () => {
    const answers = await Promise.all([fetch(`${origin}/status/410`), fetch(`${origin}/plain`), fetch(`${origin}/status/409`), fetch(`${origin}/fails`)]);
    expect(answers.map((answer) => answer.status)).toEqual([410, 200, 409, 500]);
  });

  it('leaves a server action called by the browser’s script at 200 (Next’s client reads its result from it)', async () => {
    const answer = await fetch(`${origin}/status/409`, { method: 'POST', headers: { 'next-action': 'abc' } });
    expect([answer.status, answer.headers.get('x-asked')]).toEqual([200, '']);
  });
});

describe('outside a request', () => {
  it('asks for nothing; a test enters a response of its own and reads what the page asked for', async () => {
    overrideStatus(410);
    expect(askedStatus()).toBeUndefined();
    const response = enterResponse();
    await Promise.resolve();
    overrideStatus(404);
    expect(response.status).toBe(404);
  });
});
