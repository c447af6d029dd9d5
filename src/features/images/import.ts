import 'server-only';
import type { Executor } from '@/db/client';
import { config } from '@/lib/config';
import { logger } from '@/lib/logger';
import { encodeImage } from './encode';
import { fetchImage, ImageFetchError } from './fetch-image';
import { saveImage } from './queries';

export type ImportResult = { ok: true; imageId: string } | { ok: false; message: string };

/** Fetches an admin-entered image address, checks it and keeps our own copy; a failure comes back as a message for the form. */
export async function importImage(db: Executor, url: string): Promise<ImportResult> {
  try {
    const image = await encodeImage(await fetchImage(url, { allowPrivate: config().ALLOW_PRIVATE_IMAGE_HOSTS }));
    return { ok: true, imageId: await saveImage(db, url, image) };
  } catch (err) {
    if (err instanceof ImageFetchError) return { ok: false, message: err.message };
    logger.error({ err }, 'image import failed');
    return { ok: false, message: 'The image could not be saved. Please try again.' };
  }
}
