import { describe, expect, it } from 'vitest';
import { clientNetwork, isKnownBot } from './click-rules';

describe('clientNetwork', () => {
  it('reduces IPv4 to its /24', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.0/24');
    expect(clientNetwork('203.0.113.250')).toBe('203.0.113.0/24');
    expect(clientNetwork('203.0.114.7')).toBe('203.0.114.0/24');
    expect(clientNetwork('0.0.0.0')).toBe('0.0.0.0/24');
    expect(clientNetwork('255.255.255.255')).toBe('255.255.255.0/24');
    expect(clientNetwork('  198.51.100.1 ')).toBe('198.51.100.0/24');
    expect(clientNetwork('198.51.100.1:54321')).toBe('198.51.100.0/24');
  });

  it('treats an IPv4-mapped IPv6 address as the IPv4 it is, in every spelling', () => {
    for (const mapped of ['::ffff:1.2.3.4', '::FFFF:1.2.3.99', '0:0:0:0:0:ffff:1.2.3.4', '::ffff:102:304', '::ffff:0102:0304', '[::ffff:1.2.3.4]:443']) {
      expect(clientNetwork(mapped), mapped).toBe('1.2.3.0/24');
    }
  });

  it('reduces IPv6 to its /64, whichever way it is written', () => {
    const spellings = [
      '2001:db8:85a3:1:8a2e:370:7334:1',
      '2001:0db8:85a3:0001:0000:0000:0000:0002',
      '2001:DB8:85A3:1::',
      '2001:db8:85a3:1::ffff',
      '[2001:db8:85a3:1::42]',
      '[2001:db8:85a3:1::42]:8080',
      '2001:db8:85a3:1::1.2.3.4',
    ];
    for (const address of spellings) expect(clientNetwork(address), address).toBe('2001:db8:85a3:1::/64');
    expect(clientNetwork('2001:db8:85a3:2::1')).toBe('2001:db8:85a3:2::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('::')).toBe('0:0:0:0::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('refuses what is not an address', () => {
    const garbage = [
      '',
      '   ',
      'unknown',
      'localhost',
      '1.2.3',
      '1.2.3.4.5',
      '256.1.1.1',
      '1.2.3.256',
      '01.2.3.4',
      '-1.2.3.4',
      '1.2.3.4/24',
      '1..3.4',
      '1.2.3.4, 5.6.7.8',
      '2001:db8::1::2',
      '2001:db8:0:0:0:0:0:0:1',
      '2001:db8:0:0:0:0:1',
      '1:2:3:4:5:6:7::8',
      '12345::1',
      'gggg::1',
      ':::',
      '2001:db8:::1',
      '::ffff:1.2.3.256',
      '1.2.3.4::',
      '<script>',
      '💥',
    ];
    for (const input of garbage) expect(clientNetwork(input), JSON.stringify(input)).toBeNull();
  });
});

describe('isKnownBot', () => {
  it('knows self-declared crawlers, previewers and HTTP tools', () => {
    const robots = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
      'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
      'Baiduspider+(+http://www.baidu.com/search/spider.htm)',
      'CCBot/2.0 (https://commoncrawl.org/faq/)',
      'Mozilla/5.0 (compatible; SemrushCrawler)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'WhatsApp/2.23.20.0 A',
      'Scrapy/2.11 (+https://scrapy.org)',
      'curl/8.5.0',
      'Wget/1.21.4',
      'python-requests/2.31.0',
      'Python-urllib/3.12',
      'python-httpx/0.27.0',
      'Go-http-client/1.1',
      'Go-http-client/2.0',
      'libwww-perl/6.72',
      'Java/17.0.2',
      'okhttp/4.12.0',
      'Apache-HttpClient/4.5.14 (Java/17)',
      'axios/1.6.7',
      'node-fetch/1.0 (+https://github.com/bitinn/node-fetch)',
      'node',
      'undici',
      'PostmanRuntime/7.36.1',
      'HTTPie/3.2.2',
    ];
    for (const userAgent of robots) expect(isKnownBot(userAgent), userAgent).toBe(true);
  });

  it('counts a missing or empty User-Agent as a robot', () => {
    expect(isKnownBot('')).toBe(true);
    expect(isKnownBot('   ')).toBe(true);
    expect(isKnownBot(null)).toBe(true);
    expect(isKnownBot(undefined)).toBe(true);
  });

  it('lets browsers count, the headless Chrome of our end-to-end tests included', () => {
    const browsers = [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Linux; Android 12; CUBOT KINGKONG 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Edg/142.0.0.0',
      'vitest',
    ];
    for (const userAgent of browsers) expect(isKnownBot(userAgent), userAgent).toBe(false);
  });
});
