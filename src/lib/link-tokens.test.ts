import { describe, expect, it } from 'vitest';
import { hashToken, isTokenShaped, linkToken, newNonce } from './link-tokens';

describe('link tokens', () => {
  it('derives the same 256-bit token from nonce and secret, and a different one under another secret', () => {
    const nonce = newNonce();
    const token = linkToken('s'.repeat(32), 'offer-link', nonce);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(isTokenShaped(token)).toBe(true);
    expect(linkToken('s'.repeat(32), 'offer-link', nonce)).toBe(token);
    expect(linkToken('t'.repeat(32), 'offer-link', nonce)).not.toBe(token);
    expect(newNonce()).not.toBe(nonce);
  });

  it('stores a hash that does not contain the token', () => {
    const token = linkToken('secret-secret-secret-secret-secret', 'offer-link', newNonce());
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token);
  });

  it('refuses anything not shaped like a token', () => {
    for (const value of ['', 'abc', `${'a'.repeat(42)}=`, `${'a'.repeat(44)}`, '../../etc/passwd', `${'a'.repeat(42)}%`]) expect(isTokenShaped(value)).toBe(false);
  });
});
