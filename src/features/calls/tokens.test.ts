import { describe, expect, it } from 'vitest';
import { offerToken } from '@/features/offers/tokens';
import { callLinkToken } from '@/features/requests/tokens';
import { feedToken, isTokenShaped, newNonce } from './tokens';

describe('call tokens', () => {
  it('are 256-bit tokens, stable per nonce and secret, and differ between the kinds of link', () => {
    const secret = 's'.repeat(32);
    const nonce = newNonce();
    const link = callLinkToken(secret, nonce);
    expect(isTokenShaped(link)).toBe(true);
    expect(callLinkToken(secret, nonce)).toBe(link);
    expect(new Set([link, feedToken(secret, nonce), offerToken(secret, nonce), callLinkToken('t'.repeat(32), nonce)]).size).toBe(4);
  });
});
