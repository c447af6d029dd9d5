import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

describe('securityHeaders', () => {
  it('sends HSTS only for an https site', () => {
    expect(securityHeaders('http://localhost:3000').map((h) => h.key)).not.toContain('Strict-Transport-Security');
    expect(securityHeaders('https://www.example.de')).toContainEqual({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' });
  });
});
