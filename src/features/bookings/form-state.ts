import type { PublicFormState } from '@/lib/form-state';
import type { BookingFormValues } from './form-schema';
import type { Month } from '@/features/ad-slots/rules';

/**
 * What the booking form shows after a post: what was typed with the errors, a message (full months, a failure), or
 * the booking sent (with whether its first month has begun, so that month is charged pro rata from the approval).
 */
export type AdBookingFormState = PublicFormState<BookingFormValues, { sent?: { cityName: string; venueName: string; months: Month[]; netCents: number; email: string; firstMonthRunning: boolean } }>;
