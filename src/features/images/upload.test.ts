import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_KINDS } from '@/lib/upload-limits';
import { readUpload } from './upload';

const WORDS = { notImage: 'kein Foto', tooLarge: 'zu groß', unreadable: 'nicht lesbar' };

const png = () => sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 30, g: 60, b: 200 } } }).png().toBuffer();
const gif = () => sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 1, g: 2, b: 3 } } }).gif().toBuffer();
const file = (bytes: Buffer, name = 'foto.png', type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });

/** A file of `size` bytes beginning with a real PNG, so only its size can refuse it. */
const pngOfSize = async (size: number) => {
  const start = await png();
  return file(Buffer.concat([start, Buffer.alloc(size - start.length)]));
};

describe('the upload reader', () => {
  it('re-encodes a photo as WebP, whatever name and type its browser gave it', async () => {
    const read = await readUpload(file(await png(), 'notizen.txt', 'text/plain'), 'venuePhoto', WORDS);
    expect(read.ok && { contentType: read.image.contentType, width: read.image.width, height: read.image.height }).toEqual({ contentType: 'image/webp', width: 64, height: 48 });
  });

  it('refuses a file above its kind’s limit before reading it: 5 MB for a portrait, 10 MB for a venue photo', async () => {
    const sixMegabytes = await pngOfSize(6 * 1024 * 1024);
    expect(await readUpload(sixMegabytes, 'portrait', WORDS)).toEqual({ ok: false, problem: 'tooLarge', error: 'zu groß' });
    expect((await readUpload(sixMegabytes, 'venuePhoto', WORDS)).ok).toBe(true);
    const tooLarge = await pngOfSize(IMAGE_KINDS.venuePhoto.maxBytes + 1);
    tooLarge.arrayBuffer = () => Promise.reject(new Error('read although too large'));
    expect(await readUpload(tooLarge, 'venuePhoto', WORDS)).toEqual({ ok: false, problem: 'tooLarge', error: 'zu groß' });
  });

  it('refuses by the first bytes what its kind does not take (an SVG, a GIF called PNG), and a broken photo as unreadable', async () => {
    expect(await readUpload(file(Buffer.from('<svg onload="alert(1)"></svg>'), 'saal.png'), 'venuePhoto', WORDS)).toMatchObject({ ok: false, problem: 'notImage', error: 'kein Foto' });
    expect(await readUpload(file(await gif()), 'portrait', WORDS)).toMatchObject({ ok: false, problem: 'notImage' });
    const broken = Buffer.concat([(await png()).subarray(0, 40), Buffer.alloc(200, 7)]);
    expect(await readUpload(file(broken), 'venuePhoto', WORDS)).toEqual({ ok: false, problem: 'unreadable', error: 'nicht lesbar' });
  });
});
