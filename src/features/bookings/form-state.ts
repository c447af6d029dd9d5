import type { BookingFormField, BookingFormValues } from './form-schema';
import type { Month } from './rules';

/** What the booking form shows after a post: what was typed with the errors, or the booking sent. */
export interface AdBookingFormState {
  values: BookingFormValues;
  errors: Partial<Record<BookingFormField, string>>;
  /** For the whole form (full months, a failure). */
  message?: string;
  sent?: { cityName: string; venueName: string; months: Month[]; netCents: number; email: string };
}
