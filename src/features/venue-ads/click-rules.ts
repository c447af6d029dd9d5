/**
 * Which clicks on 'Website besuchen' count for the operator: once per ad, client network and Berlin day, and never a
 * self-declared robot's. The User-Agent is the client's own word, so it may stop a click from counting but never
 * make one count twice: one machine can send any number of them, and a home or office router hands its whole
 * IPv4 /24 or IPv6 /64 to the people behind it, so the network, not the address, is the visitor.
 */

/**
 * Crawlers, link previewers, monitors and HTTP tools that say what they are. Headless browsers are not on the list:
 * `HeadlessChrome` is also how our own end-to-end tests click ads, and a robot that sends a browser's User-Agent
 * still counts at most once per network and day.
 */
const SELF_DECLARED_ROBOT = new RegExp(
  [
    '(?<!cu)bot', // Googlebot, bingbot, AhrefsBot, Slackbot, … but not the CUBOT phones
    'crawl',
    'spider',
    'slurp',
    'scrap(?:e|er|y)',
    'archiver',
    'facebookexternalhit',
    'facebookcatalog',
    'mediapartners-google',
    'feedfetcher',
    'bingpreview',
    'skypeuripreview',
    '^whatsapp/',
    'lighthouse',
    'pingdom',
    '\\bcurl\\b',
    '\\bwget\\b',
    'python-requests',
    'python-urllib',
    '\\bhttpx\\b',
    'aiohttp',
    'go-http-client',
    'libwww',
    'lwp-',
    '^java/',
    'okhttp',
    'apache-httpclient',
    '^axios/',
    'node-fetch',
    'undici',
    '^node$',
    'httpie',
    'postmanruntime',
    'phantomjs',
  ].join('|'),
  'i',
);

/** A User-Agent that declares a robot or a tool, or none at all: its click is redirected but never counted. */
export function isKnownBot(userAgent: string | null | undefined): boolean {
  const declared = userAgent?.trim() ?? '';
  return declared === '' || SELF_DECLARED_ROBOT.test(declared);
}

const IPV4 = /^(?:0|[1-9]\d{0,2})(?:\.(?:0|[1-9]\d{0,2})){3}$/;
const HEXTET = /^[0-9a-f]{1,4}$/i;

function ipv4Octets(text: string): number[] | null {
  if (!IPV4.test(text)) return null;
  const octets = text.split('.').map(Number);
  return octets.every((octet) => octet <= 255) ? octets : null;
}

/** The eight 16-bit groups of an IPv6 address (`::` compression and a dotted IPv4 tail allowed), or null. */
function ipv6Groups(text: string): number[] | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (part: string, mayEndInIpv4: boolean): number[] | null => {
    if (part === '') return [];
    const pieces = part.split(':');
    const groups: number[] = [];
    for (const [index, piece] of pieces.entries()) {
      if (mayEndInIpv4 && index === pieces.length - 1 && piece.includes('.')) {
        const octets = ipv4Octets(piece);
        if (!octets) return null;
        groups.push((octets[0] << 8) | octets[1], (octets[2] << 8) | octets[3]);
      } else if (HEXTET.test(piece)) {
        groups.push(parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return groups;
  };
  if (halves.length === 1) {
    const groups = groupsOf(halves[0], true);
    return groups?.length === 8 ? groups : null;
  }
  const head = groupsOf(halves[0], false);
  const tail = groupsOf(halves[1], true);
  if (!head || !tail || head.length + tail.length > 7) return null;
  return [...head, ...Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}

/** The address without what may surround it on the way: brackets and a port (`[::1]:443`, `1.2.3.4:80`), an IPv6 zone. */
function bareAddress(address: string): string {
  const text = address.trim();
  const bracketed = /^\[([^\]]*)\](?::\d+)?$/.exec(text);
  const withPort = /^([\d.]+):\d+$/.exec(text);
  const bare = bracketed?.[1] ?? withPort?.[1] ?? text;
  return bare.replace(/%.*$/, '');
}

const ipv4Network = (octets: number[]) => `${octets[0]}.${octets[1]}.${octets[2]}.0/24`;

/**
 * The network a client address belongs to, written one way for every spelling of it: IPv4 by its /24, IPv6 by its
 * /64, an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`, as a dual-stack socket reports IPv4 peers) as the IPv4 it is.
 * Null for anything that is not an address.
 */
export function clientNetwork(address: string): string | null {
  const bare = bareAddress(address);
  const octets = ipv4Octets(bare);
  if (octets) return ipv4Network(octets);
  const groups = ipv6Groups(bare);
  if (!groups) return null;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return ipv4Network([groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff]);
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
