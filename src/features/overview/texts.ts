import type { CallSlotsProblem } from '@/features/calls/slots';
import type { DueKind } from './rules';

/** What is due, in the morning mail's German. */
export const DUE_LABELS_DE: Record<DueKind, string> = {
  call: 'kein Gespräch gebucht – bitte anrufen',
  offer: 'Gespräch geführt – Angebot senden',
  validity: 'Angebot läuft ab',
  option: 'Option einer Location läuft ab',
  invoice: 'Rechnung überfällig',
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
