import { describe, expect, it } from 'vitest';
import { PRIVATE_LINK_PREFIXES, withoutSecrets } from '@/lib/private-links';
import { OFFER_PAGE_PREFIX, offerPagePath, offerPdfPath } from './paths';

describe('offer paths', () => {
  it('are private links, whose token no log line carries', () => {
    expect(PRIVATE_LINK_PREFIXES).toContain(OFFER_PAGE_PREFIX);
    const token = 'x'.repeat(43);
    expect(withoutSecrets(offerPagePath(token))).not.toContain(token);
    expect(withoutSecrets(offerPdfPath(token))).not.toContain(token);
  });
});
