import { linkToken } from '@/lib/link-tokens';

export { hashToken, isTokenShaped, newNonce } from '@/lib/link-tokens';

/** A planner's calendar feed. */
export function feedToken(secret: string, nonce: string): string {
  return linkToken(secret, 'call-feed', nonce);
}
