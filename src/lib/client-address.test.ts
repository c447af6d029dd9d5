import { describe, expect, it } from 'vitest';
import { PEER_ADDRESS_HEADER, clientAddress, clientNetwork } from './client-address';

const headers = (forwarded: string | null, peer: string | null) =>
  new Headers([...(forwarded === null ? [] : [['x-forwarded-for', forwarded]]), ...(peer === null ? [] : [[PEER_ADDRESS_HEADER, peer]])] as [string, string][]);

describe('clientAddress', () => {
  it('without trusted proxies takes the socket peer, whatever the client wrote', () => {
    expect(clientAddress(headers('203.0.113.9', '198.51.100.7'), 0)).toBe('198.51.100.7');
    expect(clientAddress(headers(null, '198.51.100.7'), 0)).toBe('198.51.100.7');
  });
  it('behind one proxy takes the address that proxy appended, not the forged entries before it', () => {
    expect(clientAddress(headers('6.6.6.6, 7.7.7.7, 203.0.113.9', '127.0.0.1'), 1)).toBe('203.0.113.9');
  });
  it('behind two proxies reads one entry further left', () => {
    expect(clientAddress(headers('6.6.6.6, 203.0.113.9, 10.0.0.2', '127.0.0.1'), 2)).toBe('203.0.113.9');
  });
  it('falls back to the leftmost entry when the chain is shorter than the configured hops', () => {
    expect(clientAddress(headers(null, '198.51.100.7'), 2)).toBe('198.51.100.7');
    expect(clientAddress(headers(null, null), 0)).toBe('unknown');
  });
});

describe('clientNetwork', () => {
  it('takes an IPv4 address as it is, also when written as an IPv4-mapped IPv6 address', () => {
    expect(clientNetwork('203.0.113.9')).toBe('203.0.113.9');
    expect(clientNetwork('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });
  it('takes the /64 of an IPv6 address, however it is written', () => {
    expect(clientNetwork('2001:db8:1:2:aaaa::1')).toBe('2001:0db8:0001:0002::/64');
    expect(clientNetwork('2001:DB8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:0db8:0001:0002::/64');
    expect(clientNetwork('[2001:db8:1:2::7]')).toBe('2001:0db8:0001:0002::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:0db8:0000:0000::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0000:0000:0000::/64');
  });
  it('leaves what is no address as it is', () => {
    expect(clientNetwork('unknown')).toBe('unknown');
  });
});
