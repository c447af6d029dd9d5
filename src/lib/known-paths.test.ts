import { describe, expect, it } from 'vitest';
import { isKnownPath, shouldLogNotFound } from './known-paths';

describe('known paths', () => {
  it('knows the pages and every city', () => {
    for (const path of ['/', '/staedte', '/thanks', '/berlin', '/halle-saale', '/muenchen/', '/sitemap.xml']) expect(isKnownPath(path), path).toBe(true);
  });
  it('logs unknown paths, but not robots.txt', () => {
    expect(shouldLogNotFound('/atlantis')).toBe(true);
    expect(shouldLogNotFound('/berlin/extra')).toBe(true);
    expect(shouldLogNotFound('/robots.txt')).toBe(false);
    expect(shouldLogNotFound('/berlin')).toBe(false);
  });
});
