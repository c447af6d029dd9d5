import { createServer, get, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import compression from 'compression';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logger } from '../logger';
import { paintFirstPerRequest } from './paint-first-response';

const HEAD = '<!DOCTYPE html><html lang="de"><head><script src="/_next/static/chunks/react-1.js" async=""></script></head>';
const BODY = '<body><h1>Vielen Dank für Ihre Anfrage</h1><script>self.__next_f.push([1,"x"])</script></body></html>';
const CHUNK_IN_HEAD = '<script src="/_next/static/chunks/react-1.js" async=""></script>';
/** The same page as a later Next might write it: a chunk script of a shape the rewriting does not know. */
const CHANGED_HEAD = HEAD.replace(' async=""></script>', ' async="" data-next=""></script>');

/** What the app's renderer does, by path: the page in two writes as Next streams it, or another kind of answer. */
function render(path: string, res: ServerResponse) {
  if (path === '/from-cache') res.setHeader('x-nextjs-cache', 'HIT');
  const head = path.startsWith('/changed-markup') ? CHANGED_HEAD : HEAD;
  if (path === '/data.json') {
    res.setHeader('content-type', 'application/json');
    res.end('{"a":"<script src=\\"/_next/static/chunks/react-1.js\\" async=\\"\\"></script>"}');
    return;
  }
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.flushHeaders();
  res.write(Buffer.from(head));
  res.end(BODY);
}

let server: Server;
let origin: string;

beforeAll(async () => {
  const compress = compression();
  server = createServer((req, res) =>
    compress(req, res, () => {
      paintFirstPerRequest(req, res);
      render(req.url ?? '/', res);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function page(path: string, init?: RequestInit) {
  return (await fetch(`${origin}${path}`, init)).text();
}

describe('paintFirstPerRequest', () => {
  it('sends a public page rendered per request with its chunk scripts behind the first paint, its text whole', async () => {
    const html = await page('/thanks?city=Berlin');
    expect(html).not.toContain(CHUNK_IN_HEAD);
    expect(html).toContain('<h1>Vielen Dank für Ihre Anfrage</h1>');
    expect(html).toMatch(/<script>\(function\(s\)\{.*"\/_next\/static\/chunks\/react-1\.js".*<\/script><\/body><\/html>$/);
  });

  it('works beneath the compression: the compressed page is the changed one', async () => {
    // node:http, not fetch: fetch would undo the compression itself.
    const { encoding, body } = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      get(`${origin}/berlin/locations?gaeste=80`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
    expect(encoding).toBe('gzip');
    const html = gunzipSync(body).toString('utf8');
    expect(html).not.toContain(CHUNK_IN_HEAD);
    expect(html).toContain('__paintFirst');
  });

  it('leaves alone what the page cache sends (stored with the change), the admin, the sign-in, other methods and other kinds of answer', async () => {
    expect(await page('/from-cache')).toBe(HEAD + BODY);
    expect(await page('/admin/requests')).toBe(HEAD + BODY);
    expect(await page('/auth')).toBe(HEAD + BODY);
    expect(await page('/data.json')).toContain('react-1.js');
    expect(await page('/thanks', { method: 'POST', body: 'x' })).toBe(HEAD + BODY);
  });

  it('sends a page whose chunk scripts it does not recognise as Next made it, and warns once per process, as the page cache does', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    try {
      expect(await page('/changed-markup')).toBe(CHANGED_HEAD + BODY);
      expect(await page('/changed-markup/again')).toBe(CHANGED_HEAD + BODY);
      expect(warn).toHaveBeenCalledOnce();
      expect(warn.mock.calls[0]).toEqual([{ internal: 'chunkScript', path: 'per request' }, expect.stringContaining('NEXT_INTERNALS.chunkScript')]);
    } finally {
      warn.mockRestore();
    }
  });
});
