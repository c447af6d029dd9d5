import type { CallSlotsProblem } from '@/features/calls/slots';
import type { DueKind } from './rules';

/** What is due, in the morning mail's German. */
export const DUE_LABELS_DE: Record<DueKind, string> = {
  call: 'kein Gespräch gebucht – bitte anrufen',
  offer: 'Gespräch geführt – Angebot senden',
  question: 'Frage zum Angebot beantworten',
  validity: 'Angebot läuft ab',
  option: 'Option einer Location läuft ab',
  invoice: 'Rechnung überfällig',
  booking: 'Werbebuchung prüfen und freigeben',
};

/** The overview's due list: its item for the call booking while companies cannot book their call. */
export const DUE_CALL_BOOKING_TEXTS = {
  heading: 'Call booking',
  problems: {
    nobody: 'Call booking closed: no planner takes calls',
    'no-slots': 'Call booking closed: no free slot in the next three working days',
  } satisfies Record<CallSlotsProblem, string>,
  openSettings: 'Open call settings',
} as const;

/** The overview's due list: its items for the ad bookings that wait for approval, each linking to the Bookings tab. */
export const DUE_BOOKINGS_TEXTS = {
  heading: 'Ad bookings',
  loadFailed: 'The ad bookings awaiting approval could not be read: see the Bookings tab.',
} as const;
