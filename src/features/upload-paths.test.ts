import { describe, expect, it } from 'vitest';
import { ADMIN_ACCOUNT_PATH } from '@/features/auth/paths';
import { partnerVenuePath } from '@/features/partner-area/paths';
import { editVenuePath, NEW_VENUE_PATH } from '@/features/venues/paths';
import { bodyLimitOf, POST_BODY_LIMIT } from '@/lib/post-guards';

// src/lib/post-guards.ts names the upload pages by literal (lib imports no feature): these are the features' paths.
describe('the pages that upload photos', () => {
  it('take more than the 1 MB of every other post', () => {
    for (const path of [partnerVenuePath('3f2c'), NEW_VENUE_PATH, editVenuePath('3f2c'), ADMIN_ACCOUNT_PATH]) {
      expect([path, bodyLimitOf(path) > POST_BODY_LIMIT]).toEqual([path, true]);
    }
  });
});
