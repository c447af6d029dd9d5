import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { isUuid } from '@/lib/uuid';
import { storedImages, storedImageVariants } from '@/db/schema';
import type { EncodedImage } from './encode';

export type StoredImage = typeof storedImages.$inferSelect;
export type ImageVariant = Pick<typeof storedImageVariants.$inferSelect, 'imageId' | 'width' | 'height' | 'bytes'>;

export async function saveImage(db: Executor, sourceUrl: string, image: EncodedImage): Promise<string> {
  const [row] = await db.insert(storedImages).values({ sourceUrl, ...image }).returning({ id: storedImages.id });
  return row.id;
}

export async function getImage(db: Executor, id: string): Promise<StoredImage | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(storedImages).where(eq(storedImages.id, id));
  return row;
}

/** Width and height of stored images, which an <img> needs to keep its place before it loads. */
export async function imageSizes(db: Executor, ids: readonly string[]): Promise<Map<string, { width: number; height: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: storedImages.id, width: storedImages.width, height: storedImages.height }).from(storedImages).where(inArray(storedImages.id, [...ids]));
  return new Map(rows.map(({ id, ...size }) => [id, size]));
}

export async function getImageVariant(db: Executor, imageId: string, width: number): Promise<ImageVariant | undefined> {
  if (!isUuid(imageId)) return undefined;
  const [row] = await db
    .select({ imageId: storedImageVariants.imageId, width: storedImageVariants.width, height: storedImageVariants.height, bytes: storedImageVariants.bytes })
    .from(storedImageVariants)
    .where(and(eq(storedImageVariants.imageId, imageId), eq(storedImageVariants.width, width)));
  return row;
}

/**
 * Stores a smaller copy unless one of that width is there already (another request made it at the same time), and
 * returns the stored one, so every answer for an address has the same bytes (ours only when the image was deleted
 * meanwhile).
 */
export async function saveImageVariant(db: Executor, variant: ImageVariant): Promise<ImageVariant> {
  const [inserted] = await db.insert(storedImageVariants).values(variant).onConflictDoNothing().returning({ imageId: storedImageVariants.imageId });
  if (inserted) return variant;
  return (await getImageVariant(db, variant.imageId, variant.width)) ?? variant;
}
