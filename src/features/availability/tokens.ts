import { linkToken } from '@/lib/link-tokens';

export { hashToken, isTokenShaped, newNonce } from '@/lib/link-tokens';

/** A venue's private link to one availability request (lib/link-tokens.ts: only its hash is stored). */
export function inviteToken(secret: string, nonce: string): string {
  return linkToken(secret, 'availability-link', nonce);
}
