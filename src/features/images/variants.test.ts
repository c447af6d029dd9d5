import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { storedImages, storedImageVariants } from '@/db/schema';
import { describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { encodeImage } from './encode';
import { saveImage } from './queries';
import { deleteUnusedImages } from './retention-queries';
import { imageAtWidth, mediaResponse } from './variants';

const CACHED = 'public, max-age=31536000, immutable';

async function photo(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 60 } } }).png().toBuffer();
}

async function body(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

describeEachDatabase('smaller copies of stored images', (database) => {
  const handle = freshDatabaseEach(database);

  const storedPhoto = async (width: number, height: number) => {
    const image = await encodeImage(await photo(width, height));
    return { id: await saveImage(handle.db, `https://bild.example/${width}x${height}.png`, image), image };
  };

  it('serves a 400 pixel copy of an 800 pixel image, made once and read afterwards', async () => {
    const { id } = await storedPhoto(1600, 1200);

    const first = await mediaResponse(handle.db, id, '400');
    expect(first.status).toBe(200);
    const bytes = await body(first);
    expect(first.headers.get('content-type')).toBe('image/webp');
    expect(first.headers.get('content-length')).toBe(String(bytes.length));
    expect(first.headers.get('cache-control')).toBe(CACHED);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 400, height: 300 });

    const [row] = await handle.db.select().from(storedImageVariants);
    expect(row).toMatchObject({ imageId: id, width: 400, height: 300 });
    expect(row.bytes.equals(bytes)).toBe(true);

    // A second request reads the row: its bytes come back even when the row's are not what sharp would make.
    const marked = Buffer.concat([bytes, Buffer.from('gelesen')]);
    await handle.db.update(storedImageVariants).set({ bytes: marked });
    expect((await body(await mediaResponse(handle.db, id, '400'))).equals(marked)).toBe(true);
    expect(await handle.db.$count(storedImageVariants)).toBe(1);
  });

  it('keeps the aspect of a portrait image, whose stored copy is its 600 pixel one', async () => {
    const { id, image } = await storedPhoto(900, 1200);
    expect(image).toMatchObject({ width: 600, height: 800 });
    expect(await sharp(await body(await mediaResponse(handle.db, id, '400'))).metadata()).toMatchObject({ width: 400, height: 533 });
    expect((await body(await mediaResponse(handle.db, id, '600'))).equals(image.bytes)).toBe(true);
    expect(await handle.db.select({ width: storedImageVariants.width, height: storedImageVariants.height }).from(storedImageVariants)).toEqual([{ width: 400, height: 533 }]);
  });

  it('stores one copy when two requests ask for a new width at the same time', async () => {
    const { id } = await storedPhoto(800, 600);
    const answers = await Promise.all([mediaResponse(handle.db, id, '600'), mediaResponse(handle.db, id, '600'), imageAtWidth(handle.db, id, 600)]);
    expect(answers[0].status).toBe(200);
    expect(answers[1].status).toBe(200);
    expect(answers[2]).toMatchObject({ width: 600, height: 450 });
    expect(await handle.db.select({ width: storedImageVariants.width }).from(storedImageVariants)).toEqual([{ width: 600 }]);
  });

  it('serves the stored copy without `w`, and for a listed width the image is not wider than', async () => {
    const { id, image } = await storedPhoto(300, 200);
    for (const w of [null, '400', '600']) {
      const response = await mediaResponse(handle.db, id, w);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(CACHED);
      expect((await body(response)).equals(image.bytes)).toBe(true);
    }
    expect(await handle.db.$count(storedImageVariants)).toBe(0);
  });

  it('answers 404, not cached, for a width not in the list and for an unknown image', async () => {
    const { id } = await storedPhoto(1600, 1200);
    for (const w of ['abc', '0', '-400', '99999', '500', '800', '', '400px']) {
      const response = await mediaResponse(handle.db, id, w);
      expect(response.status, w).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    for (const unknown of ['5f0c1d2e-3a4b-4c5d-8e6f-708192a3b4c5', 'kein-bild']) {
      expect((await mediaResponse(handle.db, unknown, null)).status).toBe(404);
      expect((await mediaResponse(handle.db, unknown, '400')).status).toBe(404);
    }
    expect(await handle.db.$count(storedImageVariants)).toBe(0);
  });

  it('goes with its image when the clean-up deletes it', async () => {
    const { id } = await storedPhoto(800, 600);
    await imageAtWidth(handle.db, id, 400);
    // The clean-up's grace is measured by the database's now().
    await handle.db.update(storedImages).set({ createdAt: sql`now() - interval '48 hours'` });
    expect(await deleteUnusedImages(handle.db)).toEqual({ unusedImages: 1 });
    expect(await handle.db.$count(storedImageVariants)).toBe(0);
  });
});
