import { createHmac } from 'node:crypto';

/**
 * The private links of calls, made like the offers' links (features/offers/tokens.ts: a stored nonce, the token
 * its HMAC under the server secret, only the token's SHA-256 in the database), each kind under its own label so a
 * token of one kind never opens another.
 */
export { hashToken, isTokenShaped, newNonce } from '@/features/offers/tokens';

/** The request's /termin/{token} link. */
export function callLinkToken(secret: string, nonce: string): string {
  return createHmac('sha256', secret).update(`call-link:${nonce}`).digest('base64url');
}

/** A planner's calendar feed. */
export function feedToken(secret: string, nonce: string): string {
  return createHmac('sha256', secret).update(`call-feed:${nonce}`).digest('base64url');
}
