import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Private links (an offer, a call, a planner's feed). The database keeps a random nonce and the SHA-256 of the
 * link's token, never the token: it is the HMAC of the nonce under the server secret, so a copy of the database
 * opens no live link, while the server can write the same link again into a later mail. Each kind of link has
 * its own purpose label, so a token of one kind never opens another.
 */

/** 32 random bytes, base64url. */
export function newNonce(): string {
  return randomBytes(32).toString('base64url');
}

/** The link's token for a purpose and nonce: 32 bytes (256 bits), base64url, 43 characters. */
export function linkToken(secret: string, purpose: string, nonce: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${nonce}`).digest('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Only a string shaped like a token is looked up: anything else is unknown without a query. */
export function isTokenShaped(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
