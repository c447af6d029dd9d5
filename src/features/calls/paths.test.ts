import { describe, expect, it } from 'vitest';
import { PRIVATE_LINK_PREFIXES, withoutSecrets } from '@/lib/private-links';
import { CALL_PAGE_PREFIX, callPagePath } from '@/features/requests/paths';
import { CALL_FEED_PREFIX, callFeedPath } from './paths';

const token = 'Abc_def-0123456789abcdefghijklmnopqrstuvwxy';

describe('call paths', () => {
  it('are private links: the token never reaches a log line', () => {
    expect(PRIVATE_LINK_PREFIXES).toContain(CALL_PAGE_PREFIX);
    expect(PRIVATE_LINK_PREFIXES).toContain(CALL_FEED_PREFIX);
    expect(withoutSecrets(`https://www.example.de${callPagePath(token)}?aendern=1`)).toBe('https://www.example.de/termin/…?aendern=1');
    expect(withoutSecrets(callFeedPath(token))).toBe('/kalender/…');
  });
});
