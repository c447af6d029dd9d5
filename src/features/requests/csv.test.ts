import { describe, expect, it } from 'vitest';
import { csvRow } from './csv';

describe('requests as CSV', () => {
  it('writes a request with a German date in Berlin time', () => {
    const row = csvRow({
      id: '00000000-0000-4000-8000-000000000001',
      createdAt: new Date('2026-11-23T08:05:00Z'),
      status: 'angebot_gesendet',
      venueNewsAt: null,
      cityId: 'koeln',
      cityName: 'Köln',
      citySelection: 'koeln',
      wishedVenueId: null,
      customCity: null,
      participantCount: 80,
      package: 'premium',
      companyName: 'Dom GmbH',
      contactName: 'Jupp',
      salutation: null,
      email: 'jupp@dom.de',
      phone: '0221 1',
      sourcePage: '/koeln',
      userAgent: null,
      submissionToken: 'x',
    });
    expect(row).toBe('23.11.2026 09:05;Angebot gesendet;Köln;80;Premium;Dom GmbH;Jupp;jupp@dom.de;0221 1;/koeln;00000000-0000-4000-8000-000000000001\r\n');
  });
});
