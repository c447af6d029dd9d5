import { z } from 'zod';
import { getCity } from '@/features/cities';
import { endOfBerlinDay } from './dates';

// The venue-ad form's rules with the texts of SPEC.md section 5 (the admin speaks English).

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || null)
  .refine((value) => value === null || (/^https?:\/\//i.test(value) && URL.canParse(value)), 'Please enter an http:// or https:// address, or leave it empty');

/** A checkbox from a form ('on' or missing) or a boolean from a call. */
const flag = z.preprocess((value) => value === true || value === 'on' || value === 'true', z.boolean());

export const venueAdSchema = z.object({
  venueName: z.string().trim().min(1, 'Venue name is required').max(200, 'The venue name can have at most 200 characters'),
  cityId: z
    .string()
    .trim()
    .min(1, 'City is required')
    .refine((id) => getCity(id) !== undefined, 'City is required'),
  description: z.string().trim().min(1, 'Description is required').max(2000, 'The description can have at most 2000 characters'),
  imageUrl: optionalUrl,
  websiteUrl: optionalUrl,
  expiresAt: z
    .string()
    .trim()
    .refine((value) => value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))), 'Please enter a date or leave it empty')
    .transform((value) => (value ? endOfBerlinDay(value) : null)),
  active: flag,
  featured: flag,
  liveSystem: flag,
});

export type VenueAdInput = z.output<typeof venueAdSchema>;
