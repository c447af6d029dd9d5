import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedImages } from '@/db/schema';
import { describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { encodeImage, sniffImageType } from './encode';
import { fetchImage, MAX_IMAGE_BYTES } from './fetch-image';
import { importImage } from './import';
import { getImage, imageSizes } from './queries';

let server: Server;
let origin: string;
let png: Buffer;

beforeAll(async () => {
  png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 20, g: 90, b: 60 } } }).png().toBuffer();
  server = createServer((request, response) => {
    const send = (status: number, body: Buffer | string, type = 'image/png') => response.writeHead(status, { 'content-type': type }).end(body);
    switch (request.url) {
      case '/saal.png':
        return send(200, png);
      case '/bild.svg':
        return send(200, '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'image/svg+xml');
      case '/seite.png':
        return send(200, '<html>kein Bild</html>');
      case '/riesig.png':
        return send(200, Buffer.concat([png.subarray(0, 16), Buffer.alloc(MAX_IMAGE_BYTES)]));
      case '/weiter':
        return response.writeHead(302, { location: '/saal.png' }).end();
      case '/kreis':
        return response.writeHead(302, { location: '/kreis' }).end();
      default:
        return send(404, 'fehlt', 'text/plain');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const allowed = { allowPrivate: true };

describe('fetchImage', () => {
  it('refuses loopback and private hosts unless allowed (server-side request forgery)', async () => {
    for (const url of [`${origin}/saal.png`, 'http://localhost:9/x.png', 'http://10.0.0.1/x.png', 'http://[::1]/x.png', 'http://169.254.169.254/latest/meta-data']) {
      await expect(fetchImage(url, { allowPrivate: false })).rejects.toThrow('The image address points to a private or local network; the server does not fetch from there.');
    }
    await expect(fetchImage(`${origin}/saal.png`, allowed)).resolves.toEqual(png);
  });

  it('follows a redirect, but not forever', async () => {
    await expect(fetchImage(`${origin}/weiter`, allowed)).resolves.toEqual(png);
    await expect(fetchImage(`${origin}/kreis`, allowed)).rejects.toThrow('The image address redirects too often.');
  });

  it('reports a missing file, an oversized file and a foreign scheme', async () => {
    await expect(fetchImage(`${origin}/fehlt.png`, allowed)).rejects.toThrow('The image could not be loaded (HTTP 404).');
    await expect(fetchImage(`${origin}/riesig.png`, allowed)).rejects.toThrow('The image is larger than 5 MB.');
    await expect(fetchImage('file:///etc/passwd', allowed)).rejects.toThrow('Please enter an http:// or https:// address.');
  });
});

describe('encodeImage', () => {
  it('recognises images by their bytes and never accepts SVG or HTML', async () => {
    expect(sniffImageType(png)).toBe('png');
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    await expect(encodeImage(Buffer.from('<html>kein Bild</html>'))).rejects.toThrow('The file at this address is not an image (JPEG, PNG, WebP, GIF or AVIF).');
  });

  it('re-encodes as WebP of at most 800 pixels on the long side, keeping the proportions', async () => {
    const image = await encodeImage(png);
    expect(image).toMatchObject({ contentType: 'image/webp', width: 800, height: 450 });
    expect(sniffImageType(image.bytes)).toBe('webp');
  });
});

describeEachDatabase('importImage', (database) => {
  const handle = freshDatabaseEach(database);

  it('stores our own copy with its size, or says what is wrong and stores nothing', async () => {
    const result = await importImage(handle.db, `${origin}/saal.png`);
    if (!result.ok) throw new Error(result.problem.key);
    const stored = await getImage(handle.db, result.imageId);
    expect(stored).toMatchObject({ sourceUrl: `${origin}/saal.png`, contentType: 'image/webp', width: 800, height: 450 });
    expect(await imageSizes(handle.db, [result.imageId])).toEqual(new Map([[result.imageId, { width: 800, height: 450 }]]));

    expect(await importImage(handle.db, `${origin}/bild.svg`)).toEqual({ ok: false, problem: { key: 'notImage' } });
    expect(await importImage(handle.db, `${origin}/seite.png`)).toEqual({ ok: false, problem: { key: 'notImage' } });
    expect(await importImage(handle.db, `${origin}/fehlt.png`)).toEqual({ ok: false, problem: { key: 'httpStatus', status: 404 } });
    expect(await handle.db.$count(storedImages)).toBe(1);
  });
});
