import type { PublicFormState } from '@/lib/form-state';
import type { BookingValues } from './form-schema';

/** What the call form shows after a post: the typed values, errors next to their fields, or a message for the whole form. */
export type CallBookingFormState = PublicFormState<BookingValues>;

/** Where the form stands: /thanks (with the city it names) or the request's own call page. */
export type CallPageOrigin = { page: 'thanks'; city: string } | { page: 'termin' };

/** The query parameter that switches the page to moving or cancelling the booked call. */
export const CHANGE_PARAM = 'aendern';
export type CallChange = 'verschieben' | 'absagen';

/** The section's anchor: after a post the page opens there. */
export const CALL_ANCHOR = 'telefonat';
