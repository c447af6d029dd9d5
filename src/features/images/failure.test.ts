import { describe, expect, it } from 'vitest';
import { imageFailure, isImageFailure } from './failure';

describe('imageFailure', () => {
  it('fails the save with its message at the image field, and is recognized as such', () => {
    const failure = imageFailure('The image could not be loaded');
    expect(failure).toEqual({ ok: false, status: 400, message: 'The image could not be loaded', fieldErrors: { imageUrl: 'The image could not be loaded' } });
    expect(isImageFailure(failure)).toBe(true);
  });

  it('does not take another failure for one', () => {
    expect(isImageFailure({ message: 'Please correct the marked fields.', fieldErrors: { imageUrl: 'Invalid URL' } })).toBe(false);
    expect(isImageFailure({ message: 'Failed to create venue ad' })).toBe(false);
  });
});
