import { describe, expect, it } from 'vitest';
import { declaredAs, IMAGE_KINDS, megabytes, uploadBodyLimit, uploadSizeProblems } from './upload-limits';

const MB = 1024 * 1024;

describe('the upload limits by kind', () => {
  it('give a venue photo 10 MB (one save 10 MB together) and a portrait 5 MB, an image behind an address 5 MB', () => {
    expect([IMAGE_KINDS.venuePhoto.maxBytes, IMAGE_KINDS.venuePhoto.maxSaveBytes, IMAGE_KINDS.portrait.maxBytes, IMAGE_KINDS.imageAddress.maxBytes].map(megabytes)).toEqual([10, 10, 5, 5]);
    expect([uploadBodyLimit('venuePhoto'), uploadBodyLimit('portrait')]).toEqual([11 * MB, 6 * MB]);
  });

  it('refuse a file larger than its kind takes, and the files of one save past what it takes together', () => {
    expect(uploadSizeProblems([{ size: 10 * MB }], 'venuePhoto')).toEqual([undefined]);
    expect(uploadSizeProblems([{ size: 10 * MB + 1 }], 'venuePhoto')).toEqual(['tooLarge']);
    expect(uploadSizeProblems([{ size: 5 * MB + 1 }], 'portrait')).toEqual(['tooLarge']);
    expect(uploadSizeProblems([{ size: 4 * MB }, { size: 0 }, { size: 4 * MB }, { size: 3 * MB }, { size: 11 * MB }], 'venuePhoto')).toEqual([undefined, undefined, undefined, 'tooLargeTogether', 'tooLarge']);
  });

  it('take the types the file inputs offer: JPEG, PNG and WebP, no GIF or SVG', () => {
    for (const kind of ['venuePhoto', 'portrait'] as const) {
      expect(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/svg+xml', 'text/plain'].filter((type) => declaredAs({ type }, kind))).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    }
  });
});
