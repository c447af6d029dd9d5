import { linkToken } from '@/lib/link-tokens';

// The call link is the request's (made with it at intake, one per request): it lives here, and calls reads it, so requests never imports calls.
/** The request's /termin/{token} link (lib/link-tokens.ts: only its hash is stored). */
export function callLinkToken(secret: string, nonce: string): string {
  return linkToken(secret, 'call-link', nonce);
}
