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
