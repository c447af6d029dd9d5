/**
 * Set by our HTTP server (src/server.ts) to the socket's peer address; a copy sent by a client is replaced.
 * Next fills X-Forwarded-For with the peer only when the client sent none, so it cannot tell us the peer.
 */
export const PEER_ADDRESS_HEADER = 'x-wf-peer-address';

/** Set by our HTTP server to `clientAddress(…)` of the request, for code that reads one header (Better Auth). */
export const CLIENT_ADDRESS_HEADER = 'x-wf-client-address';

/**
 * The client's address for rate limits. Every proxy appends the address it received the request from to
 * X-Forwarded-For, and the client may write anything to the left of that. So the chain is read from the right:
 * the socket's peer, then one entry further left for each trusted proxy hop, never the client-written first entry.
 */
export function clientAddressFrom(forwardedFor: string | null | undefined, peer: string | null | undefined, trustedProxyHops: number): string {
  const forwarded = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = peer?.trim() ? [...forwarded, peer.trim()] : forwarded;
  return chain[Math.max(0, chain.length - 1 - trustedProxyHops)] ?? 'unknown';
}

export function clientAddress(headers: Headers, trustedProxyHops: number): string {
  return clientAddressFrom(headers.get('x-forwarded-for'), headers.get(PEER_ADDRESS_HEADER), trustedProxyHops);
}
