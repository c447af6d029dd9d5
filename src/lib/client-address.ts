/**
 * Set by our HTTP server (src/server.ts) to the socket's peer address; a copy sent by a client is replaced.
 * Next fills X-Forwarded-For with the peer only when the client sent none, so it cannot tell us the peer.
 */
export const PEER_ADDRESS_HEADER = 'x-wf-peer-address';

/**
 * The client's address for rate limits. Every proxy appends the address it received the request from to
 * X-Forwarded-For, and the client may write anything to the left of that. So the chain is read from the right:
 * the socket's peer, then one entry further left for each trusted proxy hop, never the client-written first entry.
 */
export function clientAddress(headers: Headers, trustedProxyHops: number): string {
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const peer = headers.get(PEER_ADDRESS_HEADER)?.trim();
  const chain = peer ? [...forwarded, peer] : forwarded;
  return chain[Math.max(0, chain.length - 1 - trustedProxyHops)] ?? 'unknown';
}
