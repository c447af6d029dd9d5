import { linkToken } from '@/lib/link-tokens';

export { hashToken, isTokenShaped, newNonce } from '@/lib/link-tokens';

/** The request's /termin/{token} link (lib/link-tokens.ts: only its hash is stored). */
export function callLinkToken(secret: string, nonce: string): string {
  return linkToken(secret, 'call-link', nonce);
}

/** A planner's calendar feed. */
export function feedToken(secret: string, nonce: string): string {
  return linkToken(secret, 'call-feed', nonce);
}
