import 'server-only';
import type { Executor } from '@/db/client';
import { config } from '@/lib/config';
import { logger } from '@/lib/logger';
import { encodeImage } from './encode';
import type { ImageProblem } from './failure';
import { fetchImage, ImageFetchError } from './fetch-image';
import { saveImage } from './queries';

export type ImportResult = { ok: true; imageId: string } | { ok: false; problem: ImageProblem };

/** A record that shows an image: the address the admin entered and our copy of it. */
export interface ImageReference {
  imageUrl: string | null;
  imageId: string | null;
}

/** Fetches an entered image address, checks it and keeps our own copy; a failure comes back as its problem, for the form to say in its words (failure.ts). */
export async function importImage(db: Executor, url: string): Promise<ImportResult> {
  try {
    const image = await encodeImage(await fetchImage(url, { allowPrivate: config().ALLOW_PRIVATE_IMAGE_HOSTS }));
    return { ok: true, imageId: await saveImage(db, url, image) };
  } catch (err) {
    if (err instanceof ImageFetchError) return { ok: false, problem: err.problem };
    logger.error({ err }, 'image import failed');
    return { ok: false, problem: { key: 'saveFailed' } };
  }
}

/**
 * The image a saved record shows: none, the copy it already has of the same address (no new fetch), or a
 * fresh copy of a new address.
 */
export async function imageFor(db: Executor, imageUrl: string | null, stored?: ImageReference): Promise<{ ok: true; imageId: string | null } | { ok: false; problem: ImageProblem }> {
  if (imageUrl === null) return { ok: true, imageId: null };
  if (stored?.imageId && stored.imageUrl === imageUrl) return { ok: true, imageId: stored.imageId };
  return importImage(db, imageUrl);
}
