import type { BookingStatus } from '@/db/schema/bookings';

/** The admin's words about ad bookings (the admin speaks English). */
export const BOOKING_ADMIN_TEXTS = {
  approved: (invoiceNumber: string) => `Booking approved: the ad is live for its period, invoice ${invoiceNumber} is on its way`,
  approveFailed: 'Failed to approve the booking',
  notApprovable: 'Only a booking whose e-mail address is confirmed can be approved, and only once.',
  unprintable: 'The billing address has characters an invoice cannot print. Reject the booking with a note, or ask the operator to book again.',
  rejected: 'Booking rejected; the operator gets the reason by mail and the slots are free again',
  rejectFailed: 'Failed to reject the booking',
  notRejectable: 'This booking was approved, rejected or expired already.',
  reasonRequired: 'Please give the reason (at least 3 characters); the operator reads it',
  loadFailed: 'Failed to fetch bookings',
} as const;

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  unconfirmed: 'E-mail not confirmed',
  confirmed: 'Awaiting review',
  approved: 'Approved',
  rejected: 'Rejected',
  expired: 'Expired',
};
