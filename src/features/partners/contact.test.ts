import { describe, expect, it } from 'vitest';
import { parseConfig } from '@/lib/config';
import { partnerContact } from './contact';

describe('partnerContact', () => {
  it('takes the operator’s e-mail and phone unless the partner page has its own', () => {
    expect(partnerContact(parseConfig({ OPERATOR_EMAIL: 'info@firma.de', OPERATOR_PHONE: '+49 (30) 123 45-6' }))).toMatchObject({
      email: 'info@firma.de',
      phone: '+49 (30) 123 45-6',
      phoneHref: 'tel:+4930123456',
    });
    expect(
      partnerContact(parseConfig({ OPERATOR_EMAIL: 'info@firma.de', PARTNER_EMAIL: 'partner@firma.de', PARTNER_PHONE: '030 999', PARTNER_BOOKING_URL: 'https://termine.firma.de/partner' })),
    ).toMatchObject({ email: 'partner@firma.de', phone: '030 999', phoneHref: 'tel:030999', bookingUrl: 'https://termine.firma.de/partner' });
  });

  it('refuses a booking or demo address that is not http(s)', () => {
    expect(() => parseConfig({ PARTNER_DEMO_URL: 'javascript:alert(1)' })).toThrow(/PARTNER_DEMO_URL: must be an http\(s\) URL/);
    expect(() => parseConfig({ PARTNER_EMAIL: 'kein-mail' })).toThrow(/PARTNER_EMAIL/);
  });
});
