import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '@/lib/validation';
import { venueAdSchema } from './form-schema';

const form = { venueName: ' Brauhaus am Dom ', cityId: 'koeln', description: 'Kölsch und Säle bis 300 Gäste', imageUrl: '', websiteUrl: 'https://brauhaus.example', expiresAt: '2026-12-24', active: 'on' };

describe('venue-ad form', () => {
  it('trims, stores empty addresses as null and the date as the end of that Berlin day', () => {
    expect(venueAdSchema.parse(form)).toEqual({
      venueName: 'Brauhaus am Dom',
      cityId: 'koeln',
      description: 'Kölsch und Säle bis 300 Gäste',
      imageUrl: null,
      websiteUrl: 'https://brauhaus.example',
      expiresAt: new Date('2026-12-24T22:59:59.999Z'),
      active: true,
      featured: false,
      liveSystem: false,
    });
  });
  it('names every missing field with the texts of SPEC.md', () => {
    const result = venueAdSchema.safeParse({ venueName: ' ', cityId: '', description: '', imageUrl: 'javascript:alert(1)', websiteUrl: 'ftp://x', expiresAt: '24.12.2026' });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual({
      venueName: 'Venue name is required',
      cityId: 'City is required',
      description: 'Description is required',
      imageUrl: 'Please enter an http:// or https:// address, or leave it empty',
      websiteUrl: 'Please enter an http:// or https:// address, or leave it empty',
      expiresAt: 'Please enter a date or leave it empty',
    });
    expect(venueAdSchema.safeParse({ ...form, cityId: 'atlantis' }).success).toBe(false);
  });
});
