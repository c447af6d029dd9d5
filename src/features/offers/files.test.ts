import sharp from 'sharp';
import { expect, it } from 'vitest';
import { storedImages } from '@/db/schema';
import { encodeImage } from '@/features/images/encode';
import { saveImage } from '@/features/images/queries';
import { describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { plannerPhotoForPdf } from './files';

describeEachDatabase('the planner’s portrait for the offer PDF', (database) => {
  const handle = freshDatabaseEach(database);

  it('turns the stored WebP into a small square JPEG, which pdfkit can read', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 176, g: 48, b: 64, alpha: 0.5 } } }).png().toBuffer();
    const photoImageId = await saveImage(handle.db, 'https://bild.example/katrin.png', await encodeImage(png));
    const jpeg = await plannerPhotoForPdf(handle.db, { name: 'Katrin Vogel', photoImageId });
    expect(jpeg?.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 168, height: 168, hasAlpha: false });
  });

  it('gives none without a portrait, without a name, for a vanished or damaged image', async () => {
    const [damaged] = await handle.db
      .insert(storedImages)
      .values({ sourceUrl: 'https://bild.example/kaputt.webp', contentType: 'image/webp', width: 4, height: 3, bytes: Buffer.from('RIFF kaputt') })
      .returning({ id: storedImages.id });
    const good = await saveImage(handle.db, 'https://bild.example/gut.png', await encodeImage(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer()));
    expect(await plannerPhotoForPdf(handle.db, { name: 'Katrin Vogel' })).toBeUndefined();
    expect(await plannerPhotoForPdf(handle.db, { name: 'Katrin Vogel', photoImageId: null })).toBeUndefined();
    expect(await plannerPhotoForPdf(handle.db, { name: '', photoImageId: good })).toBeUndefined();
    expect(await plannerPhotoForPdf(handle.db, { name: 'chefin@example.test', photoImageId: good })).toBeUndefined();
    expect(await plannerPhotoForPdf(handle.db, { name: 'Katrin Vogel', photoImageId: '00000000-0000-4000-8000-000000000000' })).toBeUndefined();
    expect(await plannerPhotoForPdf(handle.db, { name: 'Katrin Vogel', photoImageId: damaged.id })).toBeUndefined();
  });
});
