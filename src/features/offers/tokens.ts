import { linkToken } from '@/lib/link-tokens';

export { hashToken, isTokenShaped, newNonce } from '@/lib/link-tokens';

/** The company's private offer link (lib/link-tokens.ts: only its hash is stored). */
export function offerToken(secret: string, nonce: string): string {
  return linkToken(secret, 'offer-link', nonce);
}
