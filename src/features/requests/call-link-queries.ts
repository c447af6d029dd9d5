import 'server-only';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { callLinks } from '@/db/schema';
import { hashToken, isTokenShaped, newNonce } from '@/lib/link-tokens';
import { callLinkToken } from './tokens';

// The request's call link (made at intake, in the request's own statement) is request data: calls reads it from here, never the other way round.
/** The request's /termin/{token} link, made on first use; the token is never stored. */
export async function callLinkOf(db: Executor, requestId: string, secret: string): Promise<string> {
  const nonce = newNonce();
  await db.insert(callLinks).values({ requestId, tokenNonce: nonce, tokenHash: hashToken(callLinkToken(secret, nonce)) }).onConflictDoNothing();
  const [link] = await db.select({ nonce: callLinks.tokenNonce }).from(callLinks).where(eq(callLinks.requestId, requestId));
  return callLinkToken(secret, link.nonce);
}

/** The request a /termin/{token} link names; undefined for a forged or unknown token (without a query when malformed). */
export async function requestOfCallLink(db: Executor, token: string): Promise<string | undefined> {
  if (!isTokenShaped(token)) return undefined;
  const [link] = await db.select({ requestId: callLinks.requestId }).from(callLinks).where(eq(callLinks.tokenHash, hashToken(token)));
  return link?.requestId;
}
