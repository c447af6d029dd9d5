import { describe, expect, it } from 'vitest';
import { sampleSnapshot } from '@/test/offer-fixtures';
import { OFFER_MAIL_SUBJECTS, offerPublishedMail } from './emails';

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
