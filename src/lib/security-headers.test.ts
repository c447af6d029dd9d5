import { describe, expect, it } from 'vitest';
import { assetHeaders, securityHeaders } from './security-headers';

const csp = (options?: { development?: boolean }) =>
  new Map(
    securityHeaders('https://www.example.de', options)
      .find((header) => header.key === 'Content-Security-Policy')!
      .value.split('; ')
      .map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
  );

describe('securityHeaders', () => {
  it('sends HSTS only for an https site', () => {
    expect(securityHeaders('http://localhost:3000').map((h) => h.key)).not.toContain('Strict-Transport-Security');
    expect(securityHeaders('https://www.example.de')).toContainEqual({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' });
  });

  it('allows scripts from our origin and, for the ads tag, Google only; no eval outside development', () => {
    const policy = csp();
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'", 'https://www.googletagmanager.com', 'https://www.googleadservices.com', 'https://googleads.g.doubleclick.net', 'https://www.google.com', 'https://pagead2.googlesyndication.com']);
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'https://www.google.de']));
    expect(policy.get('connect-src')?.[0]).toBe("'self'");
    for (const [name, sources] of policy) expect(sources.every((source) => source.startsWith("'") || /^(https:\/\/[a-z0-9.-]+\.(com|de|net)|data:|blob:)$/.test(source)), name).toBe(true);
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
  });

  it('keeps framing, base, form targets and plugins shut', () => {
    const policy = csp();
    expect([policy.get('frame-ancestors'), policy.get('base-uri'), policy.get('form-action'), policy.get('object-src')]).toEqual([["'none'"], ["'self'"], ["'self'"], ["'none'"]]);
  });

  it('lets next dev evaluate its modules and reach its server', () => {
    const policy = csp({ development: true });
    expect(policy.get('script-src')).toContain("'unsafe-eval'");
    expect(policy.get('connect-src')).toContain('ws:');
  });

  it('gives scripts, stylesheets and photos only what concerns a file: no type sniffing, and HSTS on https', () => {
    expect(assetHeaders('https://www.example.de').map((header) => header.key)).toEqual(['X-Content-Type-Options', 'Strict-Transport-Security']);
    expect(assetHeaders('http://localhost:3000')).toEqual([{ key: 'X-Content-Type-Options', value: 'nosniff' }]);
  });
});
