import { describe, expect, it } from 'vitest';
import { loggablePath, malformedPath } from './request-path';

describe('malformedPath', () => {
  it.each(['/%', '/%ZZ', '/berlin%', '/%C3', '/blog/%E0%A4%A', '/%C0%AF', '/%ED%A0%80'])('refuses a broken percent-encoding or invalid UTF-8: %s', (path) => {
    expect(malformedPath(path)).toBe('broken percent-encoding or invalid UTF-8');
  });

  it.each(['/%00', '/berlin%0A', '/a%7Fb', '/%C2%85'])('refuses control characters: %s', (path) => {
    expect(malformedPath(path)).toBe('control character');
  });

  it.each(['/a%2Fb', '/a%2fb', '/a%5C..'])('refuses encoded slashes: %s', (path) => {
    expect(malformedPath(path)).toBe('encoded slash');
  });

  it.each(['/../etc/passwd', '/blog/..', '/./berlin', '/%2E%2E/x'])('refuses dot segments: %s', (path) => {
    expect(malformedPath(path)).toBe('dot segment');
  });

  it.each(['/', '/berlin', '/m%C3%BCnchen', '/blog/budget-planung-weihnachtsfeier', '/og/weihnachtsfeier.png', '/berlin?x=%ZZ', '/staedte#%', '/blog/a..b', '/.well-known/x'])(
    'passes what can name a page (the query is not its business): %s',
    (path) => {
      expect(malformedPath(path)).toBeUndefined();
    },
  );
});

describe('loggablePath', () => {
  it('drops the query and caps the length', () => {
    expect(loggablePath('/%ZZ?email=a@example.test')).toBe('/%ZZ');
    expect(loggablePath(`/${'a'.repeat(500)}`)).toHaveLength(200);
  });
});
