import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { isUuid } from '@/db/query-helpers';
import { storedImages } from '@/db/schema';
import type { EncodedImage } from './encode';

export type StoredImage = typeof storedImages.$inferSelect;

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
