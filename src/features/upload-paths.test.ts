import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADMIN_ACCOUNT_PATH } from '@/features/auth/paths';
import { partnerVenuePath } from '@/features/partner-area/paths';
import { editVenuePath, NEW_VENUE_PATH } from '@/features/venues/paths';
import { bodyLimitOf, POST_BODY_LIMIT, UPLOAD_BODY_LIMITS } from '@/lib/post-guards';
import { IMAGE_KINDS, megabytes, uploadBodyLimit } from '@/lib/upload-limits';

// src/lib/post-guards.ts names the upload pages by literal (lib imports no feature): these are the features' paths.
describe('the pages that upload photos', () => {
  it('take more than the 1 MB of every other post: one save of their kind and the fields', () => {
    const pages = [
      [partnerVenuePath('3f2c'), 'venuePhoto'],
      [NEW_VENUE_PATH, 'venuePhoto'],
      [editVenuePath('3f2c'), 'venuePhoto'],
      [ADMIN_ACCOUNT_PATH, 'portrait'],
    ] as const;
    for (const [path, kind] of pages) {
      expect([path, bodyLimitOf(path)]).toEqual([path, uploadBodyLimit(kind)]);
      expect(bodyLimitOf(path)).toBeGreaterThan(POST_BODY_LIMIT);
    }
  });

  it('are given the same body limit by nginx (deploy/nginx.conf)', () => {
    const nginx = readFileSync('deploy/nginx.conf', 'utf8');
    for (const { path, bytes } of UPLOAD_BODY_LIMITS) {
      const block = new RegExp(`location (?:= ${path}|${path}/) \\{\\s*client_max_body_size (\\d+)m;`).exec(nginx);
      expect([path, block?.[1]]).toEqual([path, String(megabytes(bytes))]);
    }
  });

  it('name the limits of lib/upload-limits.ts in their words', async () => {
    const { MESSAGES } = await import('@/i18n/messages');
    const { PROFILE_TEXTS } = await import('@/features/partner-area/texts');
    const { PUBLIC_IMAGE_TEXTS } = await import('@/features/images/texts');
    const venuePhoto = `${megabytes(IMAGE_KINDS.venuePhoto.maxBytes)} MB`;
    for (const language of ['de', 'en'] as const) {
      const { venues, auth } = MESSAGES[language];
      expect(venues.validation.photoTooLarge).toContain(venuePhoto);
      expect(venues.validation.photosTooLarge).toContain(`${megabytes(IMAGE_KINDS.venuePhoto.maxSaveBytes)} MB`);
      expect(venues.form.photosHint).toContain(venuePhoto);
      expect(venues.images.tooLarge).toContain(`${megabytes(IMAGE_KINDS.imageAddress.maxBytes)} MB`);
      expect([auth.validation.photoTooLarge, auth.profile.photoHint]).toEqual([expect.stringContaining(`${megabytes(IMAGE_KINDS.portrait.maxBytes)} MB`), expect.stringContaining(`${megabytes(IMAGE_KINDS.portrait.maxBytes)} MB`)]);
    }
    expect([PROFILE_TEXTS.photosHint, PROFILE_TEXTS.photoTooLarge]).toEqual([expect.stringContaining(venuePhoto), expect.stringContaining(venuePhoto)]);
    expect(PUBLIC_IMAGE_TEXTS.tooLarge).toBe('Das Bild ist größer als 5 MB.');
  });
});
