import type { TermsFormValues } from '@/features/venues/form-schema';
import type { PartnerContactValues, VenueProfileValues } from './form-schema';
import type { AdContentValues } from '@/features/bookings/form-schema';
import type { PublicFormState } from '@/lib/form-state';

/** The sign-in and password forms after a post: the address typed stays, the message says what failed. */
export interface PartnerFormState {
  email?: string;
  message?: string;
  /** What was done (the password link sent). */
  sent?: string;
  errors?: Partial<Record<'email' | 'password' | 'repeat', string>>;
}

/** The ad change form after a post: what was typed with its errors, or that the change waits for the team. */
export type AdChangeState = PublicFormState<AdContentValues, { sent?: boolean }>;

/** An operator's form of one of its venues after a refused post: what was typed, the errors by field (German), the message. */
export interface VenueFormState<Values> {
  values: Values;
  errors: Record<string, string>;
  message?: string;
}

/** The operator's profile form after a refused post. */
export type VenueProfileState = VenueFormState<VenueProfileValues>;

/** The operator's terms form after a refused post. */
export type VenueTermsState = VenueFormState<TermsFormValues>;

/** The operator's contact form after a post: what was typed with its errors, or that it was saved. */
export type PartnerContactState = PublicFormState<PartnerContactValues, { saved?: boolean }>;
