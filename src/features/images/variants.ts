import 'server-only';
import sharp from 'sharp';
import type { Executor } from '@/db/client';
import { variantWidth } from './paths';
import { getImage, getImageVariant, saveImageVariant, type StoredImage } from './queries';

/** The stored copy's WebP quality (encode.ts): a smaller copy should look as good, only smaller. */
const VARIANT_QUALITY = 78;

/** What /media answers with: WebP bytes of a known size. */
export interface ServedImage {
  bytes: Buffer;
  contentType: string;
  width: number;
  height: number;
}

const served = ({ bytes, width, height }: { bytes: Buffer; width: number; height: number }): ServedImage => ({ bytes, contentType: 'image/webp', width, height });

async function makeVariant(db: Executor, image: StoredImage, width: number): Promise<ServedImage> {
  const { data, info } = await sharp(image.bytes).resize({ width }).webp({ quality: VARIANT_QUALITY }).toBuffer({ resolveWithObject: true });
  return served(await saveImageVariant(db, { imageId: image.id, width, height: info.height, bytes: data }));
}

/**
 * The copy of an image `width` pixels wide (aspect kept): read when it was made before, otherwise resized from the
 * stored copy and kept. An image not wider than `width` is served as it is (it is the best copy there is); an unknown
 * one is none. Any width is made here: the widths a stranger may ask for are limited where `?w=` is read.
 */
export async function imageAtWidth(db: Executor, imageId: string, width: number): Promise<ServedImage | undefined> {
  const variant = await getImageVariant(db, imageId, width);
  if (variant) return served(variant);
  const image = await getImage(db, imageId);
  if (!image) return undefined;
  return width < image.width ? makeVariant(db, image, width) : image;
}

const notFound = () => new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });

/**
 * The answer of /media/{id}: our copy of an ad's, a post's or a venue's image, with `?w=` one of its smaller copies
 * (paths.ts VARIANT_WIDTHS). A `w` not in that list, malformed included, is 404 and not cached, so no proxy keeps a
 * copy per invented address; a listed width the image is not wider than gets the stored copy (a srcset never names
 * it, but it is the right picture). An id names one image for good, so browsers and proxies may keep it a year.
 */
export async function mediaResponse(db: Executor, imageId: string, w: string | null): Promise<Response> {
  let image: ServedImage | undefined;
  if (w === null) {
    image = await getImage(db, imageId);
  } else {
    const width = variantWidth(w);
    image = width === undefined ? undefined : await imageAtWidth(db, imageId, width);
  }
  if (!image) return notFound();
  return new Response(new Uint8Array(image.bytes), {
    headers: { 'content-type': image.contentType, 'content-length': String(image.bytes.length), 'cache-control': 'public, max-age=31536000, immutable' },
  });
}
