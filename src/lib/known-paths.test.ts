import { describe, expect, it } from 'vitest';
import { createRepeatFilter, isKnownPath, shouldLogNotFound } from './known-paths';

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
  it('lets a repeat of the same key through only after the window', () => {
    const firstTime = createRepeatFilter(1000);
    expect(firstTime('/atlantis 203.0.113.7', 0)).toBe(true);
    expect(firstTime('/atlantis 203.0.113.7', 20)).toBe(false);
    expect(firstTime('/atlantis 198.51.100.1', 20)).toBe(true);
    expect(firstTime('/atlantis 203.0.113.7', 1000)).toBe(true);
  });
});
