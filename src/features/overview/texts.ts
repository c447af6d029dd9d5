import type { DueKind } from './rules';

/** What is due, in the morning mail's German. */
export const DUE_LABELS_DE: Record<DueKind, string> = {
  call: 'kein Gespräch gebucht – bitte anrufen',
  offer: 'Gespräch geführt – Angebot senden',
  validity: 'Angebot läuft ab',
  option: 'Option einer Location läuft ab',
  invoice: 'Rechnung überfällig',
};
