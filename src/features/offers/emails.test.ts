import { describe, expect, it } from 'vitest';
import { sampleSnapshot } from '@/test/offer-fixtures';
import { sampleOption } from '@/test/offer-fixtures';
import { acceptanceConfirmationMail, bookingConfirmationMail, OFFER_MAIL_SUBJECTS, offerPublishedMail } from './emails';

const LINK = 'https://www.example.de/angebot/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const input = (version: number, companyName = 'Müller & Söhne GmbH', coverNote = 'Hier sind drei Vorschläge für Ihre Feier.') => ({
  snapshot: sampleSnapshot(['v1', 'v2', 'v3'], {
    request: { companyName, contactName: 'Erika Müller', salutation: 'frau', cityName: 'Berlin', participantCount: 45, packageId: 'basis' },
    planner: { name: 'Paula Planer', email: 'paula@planer.test', jobTitle: 'Eventplanerin', phone: '030 123 45 67' },
    coverNote,
  }),
  version,
  link: LINK,
  recipient: 'erika@mueller.test',
  requestId: 'r1',
  signature: ['--', 'Planer GmbH'],
});

describe('offer mails', () => {
  it('brings the first version with the private link, the validity and the planner, marked as holding a secret link', () => {
    const mail = offerPublishedMail(input(1));
    expect(mail).toMatchObject({ kind: 'offer-published', recipient: 'erika@mueller.test', replyTo: 'paula@planer.test', requestId: 'r1', secretLink: true, subject: OFFER_MAIL_SUBJECTS.first });
    expect(mail.subject).toBe('Ihr Angebot für Ihre Weihnachtsfeier');
    expect(mail.textBody).toBe(
      [
        'Guten Tag Frau Müller,',
        '',
        'Ihr Angebot für Ihre Weihnachtsfeier ist fertig: Wir haben 3 Locations für Sie ausgewählt und stellen sie Ihnen auf Ihrer persönlichen Angebotsseite mit allen Preisen, Terminen und Bedingungen nebeneinander:',
        '',
        LINK,
        '',
        'Dort können Sie die Optionen vergleichen, eine Location mit Ihrem Wunschtermin wählen oder uns eine Frage stellen.',
        '',
        'Hier sind drei Vorschläge für Ihre Feier.',
        '',
        'Das Angebot gilt bis Mittwoch, 9. Dezember 2026. Im Anhang finden Sie es als PDF.',
        '',
        'Ihre Angaben:',
        '    Firma: Müller & Söhne GmbH',
        '    Teilnehmerzahl: 45',
        '',
        'Bitte geben Sie den Link nur an Personen weiter, die das Angebot sehen und annehmen dürfen.',
        'Haben Sie Fragen? Dann antworten Sie einfach auf diese E-Mail.',
        '',
        'Herzliche Grüße',
        'Paula Planer',
        'Eventplanerin',
        'Telefon: 030 123 45 67',
        '',
        '--',
        'Planer GmbH',
      ].join('\n'),
    );
  });

  it('tells of a revised version under the same link', () => {
    const mail = offerPublishedMail(input(2));
    expect(mail.subject).toBe('Ihr überarbeitetes Angebot für Ihre Weihnachtsfeier');
    expect(mail.kind).toBe('offer-revised');
    expect(mail.textBody).toContain('wir haben Ihr Angebot für Ihre Weihnachtsfeier überarbeitet. Die neue Fassung finden Sie unter demselben persönlichen Link wie bisher:\n\n' + LINK);
    expect(mail.secretLink).toBe(true);
  });

  it('keeps what the company typed in its data block, out of the subject; the HTML part escapes it', () => {
    const hostile = 'Evil\r\nBcc: all@victims.test <a href="http://evil.test">klick</a>';
    const mail = offerPublishedMail(input(1, hostile));
    expect(mail.subject).toBe(OFFER_MAIL_SUBJECTS.first);
    expect(mail.textBody).toContain(`    Firma: ${hostile}`);
    expect(mail.textBody.startsWith('Guten Tag Frau Müller,\n')).toBe(true);
    expect(mail.htmlBody).toContain('Evil<br>Bcc: all@victims.test &lt;a href=&quot;http://evil.test&quot;&gt;klick&lt;/a&gt;</td>');
    expect(mail.htmlBody).not.toContain('<a href="http://evil.test');
  });

  it('lets a cover note that greets open the mail instead of our greeting, so the company is greeted once', () => {
    const mail = offerPublishedMail(input(1, 'Müller & Söhne GmbH', 'Liebe Frau Müller,\nwie besprochen drei Vorschläge.'));
    const lines = mail.textBody.split('\n');
    expect(lines.slice(0, 4)).toEqual(['Liebe Frau Müller,', 'wie besprochen drei Vorschläge.', '', 'Ihr Angebot für Ihre Weihnachtsfeier ist fertig: Wir haben 3 Locations für Sie ausgewählt und stellen sie Ihnen auf Ihrer persönlichen Angebotsseite mit allen Preisen, Terminen und Bedingungen nebeneinander:']);
    expect(mail.textBody).not.toContain('Guten Tag');
    expect(offerPublishedMail(input(2, 'X', 'Hallo Frau Müller, anbei die neue Fassung.')).textBody).toContain('\n\nWir haben Ihr Angebot für Ihre Weihnachtsfeier überarbeitet.');
  });

  it('speaks for the team when the planner has no name yet, never signing with an address', () => {
    const base = input(1);
    const mail = offerPublishedMail({ ...base, snapshot: { ...base.snapshot, planner: { name: '', email: 'paula@planer.test' } } });
    expect(mail.textBody).toContain('Herzliche Grüße\nIhr Team vom Weihnachtsfeier-Planer\n');
    expect(mail.textBody).not.toMatch(/Grüße\n[^\n]*@/);
  });
});

describe('the company’s mails about its choice', () => {
  // Kesselhaus am Kanal, accepted for 82 guests (the offer was for 45): 82 × 42,90 = 3.517,80 (7 %, VAT 246,25);
  // 500,00 + 82 × 29,99 = 2.959,18 (19 %, VAT 562,24): the venue's 7.285,47 €; with the fee 199,00 net (19 %) the
  // total is 7.522,28 €, of which the fee with its VAT is 236,81 €.
  const base = input(1);
  const snapshot = { ...base.snapshot, options: [sampleOption('v1', 'Alte Münze'), sampleOption('v2', 'Kesselhaus am Kanal')] };
  const chosen = { snapshot, optionIndex: 1, dateIndex: 1, participantCount: 82, requestId: 'r1', recipient: 'erika@mueller.test', signature: ['--', 'Planer GmbH'] };
  const split = [
    'Vom Gesamtbetrag von 7.522,28\u00a0€ stellt Ihnen die Location „Kesselhaus am Kanal“ 7.285,47\u00a0€ direkt in Rechnung, nach ihren eigenen Zahlungsbedingungen.',
    'Unsere Planungspauschale von 236,81\u00a0€ stellen wir Ihnen nach der Buchung der Location in Rechnung.',
  ].join('\n');

  it('splits the accepted total in the confirmation: the venue bills its share directly, we the planning fee', () => {
    const mail = acceptanceConfirmationMail({
      ...chosen,
      billing: { company: 'Müller & Söhne GmbH', street: 'Hauptstraße 5', postalCode: '10115', city: 'Berlin' },
      purchaseOrder: 'PO-4711',
      message: null,
      acceptedAt: new Date('2026-11-23T09:05:00Z'),
      pageUrl: LINK,
      teamAddress: 'team@planer.test',
    });
    expect(mail.textBody).toContain('    Teilnehmerzahl: 82\n');
    expect(mail.textBody).toContain(`    Gesamtbetrag brutto: 7.522,28\u00a0€\n    Pro Person brutto: 91,74\u00a0€\n\n${split}\n\nIhre Rechnungsadresse:`);
    expect(mail.htmlBody).toContain('Vom Gesamtbetrag von 7.522,28');
    expect(mail.htmlBody).toContain('die Location „Kesselhaus am Kanal“ 7.285,47');
  });

  it('splits it again in the booking confirmation („Gebucht“)', () => {
    const mail = bookingConfirmationMail({ ...chosen, calendar: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' });
    expect(mail.subject).toBe('Gebucht: Ihre Weihnachtsfeier – Kesselhaus am Kanal, Sa. 12.12.2026');
    expect(mail.textBody).toContain(`    Pro Person brutto: 91,74\u00a0€\n\n${split}\n\nDen Termin für Ihren Kalender`);
  });

  it('leaves the whole to the venue when the offer has no planning fee', () => {
    const mail = bookingConfirmationMail({ ...chosen, snapshot: { ...snapshot, planningFee: null }, calendar: '' });
    expect(mail.textBody).toContain('Den Gesamtbetrag von 7.285,47\u00a0€ stellt Ihnen die Location „Kesselhaus am Kanal“ direkt in Rechnung, nach ihren eigenen Zahlungsbedingungen.');
    expect(mail.textBody).not.toContain('Planungspauschale');
  });
});
