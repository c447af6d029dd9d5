import { describe, expect, it } from 'vitest';
import { CLOSINGS, GREETINGS, letterText, TEAM_SENDER } from './letter';

const signature = ['--', 'Planer GmbH', 'Telefon: 030 123'];

describe('letterText', () => {
  it('sets greeting, paragraphs, a closing with its sender and the signature apart by blank lines', () => {
    const text = letterText({
      greeting: GREETINGS.formal,
      paragraphs: ['vielen Dank für Ihre Anfrage.', ['So geht es weiter:', '1. Telefonat', '2. Angebot'], 'https://planer.test/termin/abc'],
      closing: { words: CLOSINGS.warm, sender: ['Paula Planer', 'Weihnachtsfeier-Planer'] },
      signature,
    });
    expect(text).toBe(
      [
        'Guten Tag,',
        '',
        'vielen Dank für Ihre Anfrage.',
        '',
        'So geht es weiter:',
        '1. Telefonat',
        '2. Angebot',
        '',
        'https://planer.test/termin/abc',
        '',
        'Herzliche Grüße',
        'Paula Planer',
        'Weihnachtsfeier-Planer',
        '',
        ...signature,
      ].join('\n'),
    );
  });

  it('lets the operator sign a closing without a name directly below it', () => {
    const text = letterText({ greeting: GREETINGS.formal, paragraphs: ['anbei Ihre Rechnung.'], closing: { words: CLOSINGS.formal }, signature });
    expect(text).toBe(['Guten Tag,', '', 'anbei Ihre Rechnung.', '', 'Mit freundlichen Grüßen', ...signature].join('\n'));
  });

  it('puts a notice between the closing and the signature', () => {
    const text = letterText({ greeting: GREETINGS.formal, paragraphs: ['Neues im Dezember.'], closing: { words: CLOSINGS.warm, sender: TEAM_SENDER }, notice: ['Abbestellen: https://planer.test/ab'], signature });
    expect(text).toBe(
      ['Guten Tag,', '', 'Neues im Dezember.', '', 'Herzliche Grüße', 'Ihr Team vom Weihnachtsfeier-Planer', '', 'Abbestellen: https://planer.test/ab', '', ...signature].join('\n'),
    );
  });

  it('ends with the signature when there is no closing, and with the last paragraph when there is no signature', () => {
    expect(letterText({ greeting: GREETINGS.english, paragraphs: ['a new password was requested.'], signature })).toBe(['Hello,', '', 'a new password was requested.', '', ...signature].join('\n'));
    expect(letterText({ greeting: GREETINGS.colleague('Paula Planer'), paragraphs: ['Neues Telefonat.', ['Firma: „Müller“', 'Teilnehmer: 45']] })).toBe(
      ['Hallo Paula Planer,', '', 'Neues Telefonat.', '', 'Firma: „Müller“', 'Teilnehmer: 45'].join('\n'),
    );
  });

  it('writes a team notification without a greeting as its paragraphs alone', () => {
    expect(letterText({ paragraphs: ['Eine neue Anfrage ist eingegangen.', ['Stadt: Berlin', 'Teilnehmerzahl: 45']] })).toBe('Eine neue Anfrage ist eingegangen.\n\nStadt: Berlin\nTeilnehmerzahl: 45');
  });

  it('keeps line breaks inside a paragraph line as they are', () => {
    expect(letterText({ greeting: GREETINGS.morning, paragraphs: [['- Müller (Berlin)\n  https://planer.test/a', '- Schmidt (Köln)\n  https://planer.test/b']] })).toBe(
      'Guten Morgen,\n\n- Müller (Berlin)\n  https://planer.test/a\n- Schmidt (Köln)\n  https://planer.test/b',
    );
  });
});
