import sharp from 'sharp';
import { vi } from 'vitest';

const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 30, b: 40 } } }).png().toBuffer();

/**
 * Stands in for the network only (mock `@/features/images/fetch-image` with it): the real import checks, encodes
 * and stores what comes back. An address containing 'kaputt' fails as a page that is no image would.
 */
export function fakeFetchImage() {
  return vi.fn(async (url: string) => {
    // The real module's error class (the test mocks the module, so no static import of it here).
    const { ImageFetchError } = await vi.importActual<typeof import('@/features/images/fetch-image')>('@/features/images/fetch-image');
    if (url.includes('kaputt')) throw new ImageFetchError({ key: 'notImage' });
    return png;
  });
}
