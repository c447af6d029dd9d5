import { describe, expect, it } from 'vitest';
import { PRIVATE_LINK_PREFIXES, withoutSecrets } from '@/lib/private-links';
import { INVITE_PAGE_PREFIX, invitePagePath, invitePageWithNotice } from './paths';

const token = 'Abc_def-0123456789abcdefghijklmnopqrstuvwxy';

describe('the availability page address', () => {
  it('is a private link: its token never reaches a log line', () => {
    expect(PRIVATE_LINK_PREFIXES).toContain(INVITE_PAGE_PREFIX);
    expect(withoutSecrets(`https://www.example.de${invitePageWithNotice(token, 'antwort')}`)).toBe('https://www.example.de/verfuegbarkeit/…?hinweis=antwort');
    expect(invitePagePath(token)).toBe(`/verfuegbarkeit/${token}`);
  });
});
