import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * The company's private link. The database keeps a random nonce and the SHA-256 of the link's token, never the
 * token: it is the HMAC of the nonce under the server secret, so a copy of the database opens no live link, while
 * the server can write the same link again into the mail about a revised version.
 */

/** 32 random bytes, base64url. */
export function newNonce(): string {
  return randomBytes(32).toString('base64url');
}

/** The link's token for a nonce: 32 bytes (256 bits), base64url, 43 characters. */
export function offerToken(secret: string, nonce: string): string {
  return createHmac('sha256', secret).update(`offer-link:${nonce}`).digest('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Only a string shaped like a token is looked up: anything else is unknown without a query. */
export function isTokenShaped(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
