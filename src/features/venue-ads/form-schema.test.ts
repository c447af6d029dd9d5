import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '@/lib/validation';
import { getCity } from '@/features/cities';
import { translateErrors } from '@/i18n/keys';
import { catalogue } from '@/i18n/translator';
import { adFormValuesOf, failedSave, postedAdValues, venueAdSchema } from './form-schema';

const serverSchema = venueAdSchema((id) => getCity(id) !== undefined);

const form = { venueName: ' Brauhaus am Dom ', cityId: 'koeln', description: 'Kölsch und Säle bis 300 Gäste', imageUrl: '', websiteUrl: 'https://brauhaus.example', expiresAt: '2026-12-24', active: 'on' };

describe('venue-ad form', () => {
  it('trims, stores empty addresses as null and the date as the end of that Berlin day', () => {
    expect(serverSchema.parse(form)).toEqual({
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
    const result = serverSchema.safeParse({ venueName: ' ', cityId: '', description: '', imageUrl: 'javascript:alert(1)', websiteUrl: 'ftp://x', expiresAt: '24.12.2026' });
    expect(result.success).toBe(false);
    // The schema's messages are keys; the admin sees them in its language, here the English one.
    expect(translateErrors(catalogue('en'), fieldErrorsOf(result.error!))).toEqual({
      venueName: 'Venue name is required',
      cityId: 'City is required',
      description: 'Description is required',
      imageUrl: 'Please enter an http:// or https:// address, or leave it empty',
      websiteUrl: 'Please enter an http:// or https:// address, or leave it empty',
      expiresAt: 'Please enter a date or leave it empty',
    });
    expect(serverSchema.safeParse({ ...form, cityId: 'atlantis' }).success).toBe(false);
  });

  it('takes the city list it is given, so the browser can check against the select’s options', () => {
    expect(venueAdSchema((id) => id === 'atlantis').safeParse({ ...form, cityId: 'atlantis' }).success).toBe(true);
  });
});

describe('venue-ad form values', () => {
  it('shows a stored ad with its expiry as the Berlin day and empty addresses as empty fields', () => {
    const ad = { venueName: 'Zunft', cityId: 'koeln', description: 'Saal', imageUrl: null, websiteUrl: 'https://zunft.example', expiresAt: new Date('2026-12-24T22:59:59.999Z'), active: false, featured: true, liveSystem: true };
    expect(adFormValuesOf(ad)).toEqual({ ...ad, imageUrl: '', expiresAt: '2026-12-24' });
  });

  it('gives back everything entered after a failed save, with the toast the spec names', () => {
    const posted = new FormData();
    for (const [name, value] of Object.entries({ ...form, featured: 'on' })) posted.set(name, value);
    const values = { ...form, active: true, featured: true, liveSystem: false };
    expect(postedAdValues(posted)).toEqual(values);
    const invalid = { status: 400, message: 'Please correct the marked fields.', fieldErrors: { venueName: 'Venue name is required' } };
    expect(failedSave(invalid, posted, 'Failed to create venue ad')).toEqual({ values, message: 'Failed to create venue ad', fieldErrors: invalid.fieldErrors });
    const image = { status: 400, message: 'The address does not point to an image.', fieldErrors: { imageUrl: 'The address does not point to an image.' } };
    expect(failedSave(image, posted, 'Failed to create venue ad').message).toBe(image.message);
    expect(failedSave({ status: 403, message: 'Your account is waiting for approval by an administrator.' }, posted, 'Failed to update venue ad').message).toBe(
      'Your account is waiting for approval by an administrator.',
    );
    expect(failedSave({ status: 500, message: 'An unexpected error occurred' }, posted, 'Failed to update venue ad').message).toBe('Failed to update venue ad');
  });
});
