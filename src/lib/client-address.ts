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

/** An IPv6 address's eight groups, the `::` filled with zeros; undefined when it is not one. */
function ipv6Groups(address: string): string[] | undefined {
  const [head, tail, ...more] = address.split('::');
  if (more.length) return undefined;
  const groupsOf = (part: string | undefined) => (part ? part.split(':') : []);
  const given = [...groupsOf(head), ...groupsOf(tail)];
  const missing = 8 - given.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  const groups = [...groupsOf(head), ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...groupsOf(tail)];
  return groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group)) ? groups.map((group) => group.toLowerCase().padStart(4, '0')) : undefined;
}

/**
 * The network a client address belongs to, for limits per client: an IPv4 address itself (also written as an
 * IPv4-mapped IPv6 address), and for IPv6 its /64, which one subscriber gets whole and can fill with addresses.
 */
export function clientNetwork(address: string): string {
  const bare = address.trim().replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare);
  if (mapped) return mapped[1];
  const groups = bare.includes(':') ? ipv6Groups(bare) : undefined;
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : bare;
}
