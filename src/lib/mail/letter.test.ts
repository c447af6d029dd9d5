import { describe, expect, it } from 'vitest';
import { translator } from '@/i18n/translator';
import { CLOSINGS, GREETINGS, letterBodies, letterHtml, letterMoment, letterText, linkButton, opensWithGreeting, TEAM_SENDER } from './letter';
import { readSalutation } from '@/lib/salutation';

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
    expect(letterText({ greeting: 'Hallo Paula Planer,', paragraphs: ['Neues Telefonat.', ['Firma: „Müller“', 'Teilnehmer: 45']] })).toBe(
      ['Hallo Paula Planer,', '', 'Neues Telefonat.', '', 'Firma: „Müller“', 'Teilnehmer: 45'].join('\n'),
    );
  });

  it('writes a team notification without a greeting as its paragraphs alone', () => {
    expect(letterText({ paragraphs: ['Eine neue Anfrage ist eingegangen.', ['Stadt: Berlin', 'Teilnehmerzahl: 45']] })).toBe('Eine neue Anfrage ist eingegangen.\n\nStadt: Berlin\nTeilnehmerzahl: 45');
  });

  it('keeps line breaks inside a paragraph line as they are', () => {
    expect(letterText({ greeting: 'Guten Morgen,', paragraphs: [['- Müller (Berlin)\n  https://planer.test/a', '- Schmidt (Köln)\n  https://planer.test/b']] })).toBe(
      'Guten Morgen,\n\n- Müller (Berlin)\n  https://planer.test/a\n- Schmidt (Köln)\n  https://planer.test/b',
    );
  });
});

describe('greetings', () => {
  it('greets a company\'s contact by salutation and surname, or by the full name without a salutation', () => {
    expect(GREETINGS.addressee({ contactName: 'Erika Vogel', salutation: 'frau' })).toBe('Guten Tag Frau Vogel,');
    expect(GREETINGS.addressee({ contactName: '  Jan  de Vries ', salutation: 'herr' })).toBe('Guten Tag Herr de Vries,');
    expect(GREETINGS.addressee({ contactName: 'Anna-Lena von der Heide', salutation: 'frau' })).toBe('Guten Tag Frau von der Heide,');
    expect(GREETINGS.addressee({ contactName: 'Vogel', salutation: 'frau' })).toBe('Guten Tag Frau Vogel,');
    expect(GREETINGS.addressee({ contactName: 'Erika Vogel', salutation: null })).toBe('Guten Tag Erika Vogel,');
  });

  it('greets a venue’s contact or an operator the same way, from the salutation as their forms post it', () => {
    const greet = (contactName: string, posted: string) => GREETINGS.addressee({ contactName, salutation: readSalutation(posted) ?? null });
    expect(greet('Jana Hansen', 'frau')).toBe('Guten Tag Frau Hansen,');
    expect(greet('Ole Brandt', 'herr')).toBe('Guten Tag Herr Brandt,');
    expect(greet('Jana Hansen', '')).toBe('Guten Tag Jana Hansen,');
    expect(greet('Kapitän Jens Vollmer', 'Herr')).toBe('Guten Tag Herr Vollmer,');
  });

  it('writes no address, link or overlong text someone typed as a name into the greeting', () => {
    for (const contactName of ['erika@vogel.test', 'Gewinn: https://evil.test', 'www.evil.test', 'klick evil.com/x', 'x'.repeat(81), ' '])
      expect(GREETINGS.addressee({ contactName, salutation: 'frau' })).toBe('Sehr geehrte Damen und Herren,');
  });

  it('greets a colleague in the mails catalogue’s words (mails.greetings), in German or in English, by first name or plainly', () => {
    const [german, english] = [translator('de', 'mails.greetings'), translator('en', 'mails.greetings')];
    expect(german('colleague', { firstName: 'Katrin' })).toBe('Hallo Katrin,');
    expect(german('colleagueNoName')).toBe('Hallo,');
    expect(german('morning', { firstName: 'Katrin' })).toBe('Guten Morgen Katrin,');
    expect(german('morningNoName')).toBe('Guten Morgen,');
    expect(english('colleague', { firstName: 'Katrin' })).toBe('Hi Katrin,');
    expect(english('colleagueNoName')).toBe('Hi,');
    expect(english('morning', { firstName: 'Katrin' })).toBe('Good morning Katrin,');
    expect(english('morningNoName')).toBe('Good morning,');
    // A name is written as it is, even with the catalogue's syntax in it.
    expect(english('colleague', { firstName: "Jo {O'Neil}" })).toBe("Hi Jo {O'Neil},");
  });

  it('writes a moment in long form, in the letter\'s language', () => {
    const moment = new Date('2026-11-23T08:05:00Z');
    expect(letterMoment(moment, 'de')).toBe('23. November 2026 um 09:05');
    expect(letterMoment(moment, 'en')).toBe('23 November 2026 at 09:05');
  });

  it('knows a text that greets by itself', () => {
    for (const note of ['Liebe Frau Vogel, …', 'Lieber Herr Kühn,', 'Sehr geehrte Damen und Herren,', 'Hallo Erika!', 'guten Tag zusammen', 'Moin aus Hamburg'])
      expect(opensWithGreeting(note)).toBe(true);
    for (const note of ['Hier sind drei Vorschläge.', 'Liebevoll ausgesucht: drei Locations.', 'Hallore-Kugeln zum Dessert', '']) expect(opensWithGreeting(note)).toBe(false);
  });
});

describe('the data block and the HTML part', () => {
  const letter = {
    greeting: 'Guten Tag Frau Vogel,',
    paragraphs: ['vielen Dank für Ihre Anfrage. Mehr unter https://planer.test/termin/abc.', { title: 'Ihre Angaben', rows: [['Firma', 'Nordlicht <GmbH> & Co'], ['Web', 'https://typed.test']] as [string, string][] }],
    closing: { words: CLOSINGS.warm, sender: ['Katrin Vogel', 'Eventplanerin', 'Telefon: 030 609 88 41'] },
    signature,
  };

  it('sets the reader\'s data under its title, indented, in the text', () => {
    expect(letterText(letter)).toBe(
      [
        'Guten Tag Frau Vogel,',
        '',
        'vielen Dank für Ihre Anfrage. Mehr unter https://planer.test/termin/abc.',
        '',
        'Ihre Angaben:',
        '    Firma: Nordlicht <GmbH> & Co',
        '    Web: https://typed.test',
        '',
        'Herzliche Grüße',
        'Katrin Vogel',
        'Eventplanerin',
        'Telefon: 030 609 88 41',
        '',
        ...signature,
      ].join('\n'),
    );
  });

  it('writes the same words as HTML: escaped, our links clickable, typed text never a link, the signature in the footer', () => {
    const { textBody, htmlBody } = letterBodies(letter);
    expect(textBody).toBe(letterText(letter));
    expect(htmlBody).toBe(letterHtml(letter));
    expect(htmlBody).toMatch(/^<!DOCTYPE html><html lang="de">/);
    expect(htmlBody).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(htmlBody).toContain('max-width:600px');
    expect(htmlBody).toContain('>Weihnachtsfeier-Planer</td>');
    expect(htmlBody).toContain('Mehr unter <a href="https://planer.test/termin/abc" style="color:#175537;word-break:break-all;">https://planer.test/termin/abc</a>.');
    expect(htmlBody).toContain('Nordlicht &lt;GmbH&gt; &amp; Co');
    expect(htmlBody).not.toContain('href="https://typed.test"');
    expect(htmlBody).toContain('Herzliche Grüße<br><strong>Katrin Vogel</strong><br>Eventplanerin<br>Telefon: 030 609 88 41');
    expect(htmlBody).toContain('Planer GmbH<br>Telefon: 030 123</td>');
    expect(htmlBody).not.toContain('>--<');
  });

  it('sets a free text someone typed (a question) apart as well, indented in the text, escaped and without links in the HTML', () => {
    const block = { paragraphs: [{ title: 'Die Frage', text: 'Gibt es vegane Gerichte?\nSiehe https://evil.test <b>jetzt</b>' }] };
    expect(letterText(block)).toBe('Die Frage:\n    Gibt es vegane Gerichte?\n    Siehe https://evil.test <b>jetzt</b>');
    const html = letterHtml(block);
    expect(html).toContain('Gibt es vegane Gerichte?<br>Siehe https://evil.test &lt;b&gt;jetzt&lt;/b&gt;</p>');
    expect(html).not.toContain('href="https://evil.test"');
  });

  it('shows the main link as a button in the HTML part, and as the address under its lead in the text', () => {
    const letter = { paragraphs: [linkButton('Ihr Angebot finden Sie hier:', 'Ihr Angebot ansehen', 'https://www.example.de/angebot/a&b', ['Dort wählen Sie Ihre Location.'])] };
    expect(letterText(letter)).toBe('Ihr Angebot finden Sie hier:\nhttps://www.example.de/angebot/a&b\nDort wählen Sie Ihre Location.');
    const html = letterHtml(letter);
    expect(html).toMatch(/<td style="background:#175537;border-radius:6px;"><a href="https:\/\/www\.example\.de\/angebot\/a&amp;b" style="[^"]*display:inline-block[^"]*">Ihr Angebot ansehen<\/a><\/td>/);
    expect(html).toContain('>Ihr Angebot finden Sie hier:</p>');
    expect(html).toContain('>Dort wählen Sie Ihre Location.</p>');
  });

  it('marks an English letter as English', () => {
    expect(letterHtml({ greeting: GREETINGS.english, paragraphs: ['a new password was requested.'], language: 'en' })).toMatch(/^<!DOCTYPE html><html lang="en">/);
  });
});
