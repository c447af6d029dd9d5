import { describe, expect, it } from 'vitest';
import { sampleSnapshot } from '@/test/offer-fixtures';
import { OFFER_MAIL_SUBJECTS, offerPublishedMail } from './emails';

const LINK = 'https://www.example.de/angebot/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const input = (version: number, companyName = 'Müller & Söhne GmbH') => ({
  snapshot: sampleSnapshot(['v1', 'v2', 'v3'], { request: { companyName, contactName: 'Erika', cityName: 'Berlin', participantCount: 45, packageId: 'basis' } }),
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
        'Guten Tag,',
        '',
        'Ihr Angebot für Ihre Weihnachtsfeier ist fertig: Wir haben 3 Locations für Sie ausgewählt und stellen sie Ihnen auf Ihrer persönlichen Angebotsseite mit allen Preisen, Terminen und Bedingungen nebeneinander:',
        '',
        LINK,
        '',
        'Dort können Sie die Optionen vergleichen, eine Location mit Ihrem Wunschtermin wählen oder uns eine Frage stellen.',
        '',
        'Das Angebot gilt bis Mittwoch, 9. Dezember 2026. Im Anhang finden Sie es als PDF.',
        '',
        'Angebot für (die Angaben aus Ihrer Anfrage stehen in Anführungszeichen):',
        '    Firma: „Müller & Söhne GmbH“',
        '    Teilnehmerzahl: 45',
        '',
        'Bitte geben Sie den Link nur an Personen weiter, die das Angebot sehen und annehmen dürfen.',
        'Haben Sie Fragen? Dann antworten Sie einfach auf diese E-Mail.',
        '',
        'Herzliche Grüße',
        'Paula Planer',
        'Weihnachtsfeier-Planer',
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

  it('keeps what the company typed quoted, out of the subject, on its own line', () => {
    const hostile = 'Evil\r\nBcc: all@victims.test <a href="http://evil.test">klick</a>';
    const mail = offerPublishedMail(input(1, hostile));
    expect(mail.subject).toBe(OFFER_MAIL_SUBJECTS.first);
    expect(mail.textBody).toContain(`    Firma: „${hostile}“`);
    expect(mail.textBody.startsWith('Guten Tag,\n')).toBe(true);
  });
});
