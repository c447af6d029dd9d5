import { describe, expect, it } from 'vitest';
import { inviteNoticeOf, postedInviteValues } from './form-state';

describe("a refused post's values", () => {
  it('keep everything typed but the page\'s own fields and the blank price rows at the end', () => {
    expect(
      postedInviteValues({
        token: 'geheim',
        revision: '2',
        note: ' Hallo ',
        'lines.0.text': '',
        'lines.0.basis': 'flat',
        'lines.0.unitNet': '',
        'lines.0.vatRate': '19',
        'lines.1.text': 'Raummiete',
        'lines.1.basis': 'flat',
        'lines.1.unitNet': 'viel',
        'lines.1.vatRate': '19',
        'lines.2.text': ' ',
        'lines.2.basis': 'per_person',
        'lines.2.unitNet': '',
        'lines.2.vatRate': '7',
      }),
    ).toEqual({
      note: ' Hallo ',
      // A blank row between filled ones keeps its place, so the errors of the rows after it stay at their fields.
      'lines.0.text': '',
      'lines.0.basis': 'flat',
      'lines.0.unitNet': '',
      'lines.0.vatRate': '19',
      'lines.1.text': 'Raummiete',
      'lines.1.basis': 'flat',
      'lines.1.unitNet': 'viel',
      'lines.1.vatRate': '19',
    });
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
