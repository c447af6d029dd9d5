import { BlockList, isIPv4, isIPv6 } from 'node:net';

// Ranges a server-side fetch must never reach: this host, private networks, link-local (cloud metadata),
// shared and reserved space. Public documentation ranges are refused too; no real image lives there.
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped IPv6 address (::ffff:10.0.0.1), which reaches the IPv4 host. */
function mappedIpv4(address: string): string | undefined {
  const match = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return match?.[1];
}

/** Whether an IP address is loopback, private, link-local or otherwise not a public host. Not an IP at all counts as private. */
export function isPrivateAddress(address: string): boolean {
  const mapped = mappedIpv4(address);
  if (mapped) return isPrivateAddress(mapped);
  if (isIPv4(address)) return blocked.check(address, 'ipv4');
  if (isIPv6(address)) return blocked.check(address, 'ipv6');
  return true;
}
