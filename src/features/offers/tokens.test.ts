import { describe, expect, it } from 'vitest';
import { hashToken, isTokenShaped, newNonce, offerToken } from './tokens';

describe('offer tokens', () => {
  it('derives the same 256-bit token from nonce and secret, and a different one under another secret', () => {
    const nonce = newNonce();
    const token = offerToken('s'.repeat(32), nonce);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(isTokenShaped(token)).toBe(true);
    expect(offerToken('s'.repeat(32), nonce)).toBe(token);
    expect(offerToken('t'.repeat(32), nonce)).not.toBe(token);
    expect(newNonce()).not.toBe(nonce);
  });

  it('stores a hash that does not contain the token', () => {
    const token = offerToken('secret-secret-secret-secret-secret', newNonce());
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token);
  });

  it('refuses anything not shaped like a token', () => {
    for (const value of ['', 'abc', `${'a'.repeat(42)}=`, `${'a'.repeat(44)}`, '../../etc/passwd', `${'a'.repeat(42)}%`]) expect(isTokenShaped(value)).toBe(false);
  });
});
