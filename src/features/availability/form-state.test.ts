import { describe, expect, it } from 'vitest';
import { ECHO_MAX_LENGTH } from '@/lib/form-data';
import { inviteNoticeOf, LINE_TEXT_MAX, NOTE_MAX, postedInviteValues, PRICE_NOTE_MAX, REASON_MAX } from './form-state';

describe("a refused post's values", () => {
  it('keep everything typed but the page\'s own fields and the blank price rows at the end', () => {
    // A blank row between filled ones keeps its place, so the errors of the rows after it stay at their fields.
    const keptRows = {
      'lines.0.text': '',
      'lines.0.basis': 'flat',
      'lines.0.unitNet': '',
      'lines.0.vatRate': '19',
      'lines.1.text': 'Raummiete',
      'lines.1.basis': 'flat',
      'lines.1.unitNet': 'viel',
      'lines.1.vatRate': '19',
    };
    const blankLastRow = { 'lines.2.text': ' ', 'lines.2.basis': 'per_person', 'lines.2.unitNet': '', 'lines.2.vatRate': '7' };
    expect(postedInviteValues({ token: 'geheim', revision: '2', note: ' Hallo ', ...keptRows, ...blankLastRow })).toEqual({ note: ' Hallo ', ...keptRows });
  });
});

describe("the page's notice", () => {
  it('is one of ours, else none', () => {
    expect(inviteNoticeOf('antwort')).toBe('antwort');
    expect(inviteNoticeOf(['buchung-abgelehnt', 'antwort'])).toBe('buchung-abgelehnt');
    expect(inviteNoticeOf('<script>')).toBeUndefined();
    expect(inviteNoticeOf(undefined)).toBeUndefined();
  });
});

describe('what a refused post shows back', () => {
  it('is at most each field’s maximum, however much was posted', () => {
    const values = postedInviteValues({ note: 'n'.repeat(1024 * 1024), priceNote: 'p'.repeat(5000), declineReason: 'd'.repeat(5000), 'lines.0.text': 't'.repeat(5000), 'lines.0.unitNet': '1'.repeat(100_000) });
    expect([values.note.length, values.priceNote.length, values.declineReason.length, values['lines.0.text'].length, values['lines.0.unitNet'].length]).toEqual([NOTE_MAX, PRICE_NOTE_MAX, REASON_MAX, LINE_TEXT_MAX, ECHO_MAX_LENGTH]);
  });
});
