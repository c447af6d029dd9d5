import 'server-only';
import sharp from 'sharp';
import { ImageFetchError } from './fetch-image';

/** The formats we accept, recognised by their first bytes (not by a header the other server sends). SVG is never accepted: it can carry script. */
export function sniffImageType(bytes: Buffer): 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | undefined {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1');
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(8, 12))) return 'avif';
  return undefined;
}

/** Longest side of the copy we serve: a card is at most 400 CSS pixels wide, twice that for sharp screens. */
const MAX_SIDE = 800;

export interface EncodedImage {
  bytes: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

/** Checks that the bytes are an image and re-encodes them as a small WebP (which also drops metadata such as GPS positions). */
export async function encodeImage(bytes: Buffer): Promise<EncodedImage> {
  if (!sniffImageType(bytes)) throw new ImageFetchError({ key: 'notImage' });
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch {
    throw new ImageFetchError({ key: 'unreadable' });
  }
}
