import { describe, expect, it } from 'vitest';
import { sampleSnapshot } from '@/test/offer-fixtures';
import { sampleOption } from '@/test/offer-fixtures';
import { acceptanceConfirmationMail, acceptanceNotificationMail, bookingConfirmationMail, OFFER_MAIL_SUBJECTS, offerPublishedMail, questionMail } from './emails';

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
        'Ihr Angebot für Ihre Weihnachtsfeier ist fertig: Ich habe 3 Locations für Sie ausgewählt und stelle sie Ihnen auf Ihrer persönlichen Angebotsseite mit allen Preisen, Terminen und Bedingungen nebeneinander:',
        LINK,
        'Dort können Sie die Optionen vergleichen, eine Location mit Ihrem Wunschtermin wählen oder mir eine Frage stellen.',
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
    expect(mail.textBody).toContain('ich habe Ihr Angebot für Ihre Weihnachtsfeier überarbeitet. Die neue Fassung finden Sie unter demselben persönlichen Link wie bisher:\n' + LINK);
    // In the HTML part the link is a button.
    expect(mail.htmlBody).toContain(`>Überarbeitetes Angebot ansehen</a>`);
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
    expect(lines.slice(0, 4)).toEqual(['Liebe Frau Müller,', 'wie besprochen drei Vorschläge.', '', 'Ihr Angebot für Ihre Weihnachtsfeier ist fertig: Ich habe 3 Locations für Sie ausgewählt und stelle sie Ihnen auf Ihrer persönlichen Angebotsseite mit allen Preisen, Terminen und Bedingungen nebeneinander:']);
    expect(mail.textBody).not.toContain('Guten Tag');
    expect(offerPublishedMail(input(2, 'X', 'Hallo Frau Müller, anbei die neue Fassung.')).textBody).toContain('\n\nIch habe Ihr Angebot für Ihre Weihnachtsfeier überarbeitet.');
  });

  it('speaks for the team when the planner has no name yet, never signing with an address', () => {
    const base = input(1);
    const mail = offerPublishedMail({ ...base, snapshot: { ...base.snapshot, planner: { name: '', email: 'paula@planer.test' } } });
    expect(mail.textBody).toContain('Herzliche Grüße\nIhr Team vom Weihnachtsfeier-Planer\n');
    // Without a name the team speaks, in the plural.
    expect(mail.textBody).toContain('ist fertig: Wir haben 3 Locations für Sie ausgewählt und stellen sie Ihnen');
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

  const terms = (asOf: string) =>
    [
      `Wenn Sie absagen (Stand ${asOf}):`,
      '    ab sofort: 1.821,37\u00a0€ (25 %)',
      '    14 Tage vorher (28.11.2026): 3.642,74\u00a0€ (50 %)',
      '    7 Tage vorher (05.12.2026): 5.828,38\u00a0€ (80 %)',
      '',
      'Weniger Gäste:',
      '    bis zu 8 Personen (10 %) kostenfrei bis 7 Tage vorher (05.12.2026)',
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
    // The terms as of the day of the acceptance (23.11.; the party on 12.12.), each deadline with its date.
    expect(mail.textBody).toContain(`    Gesamtbetrag brutto: 7.522,28\u00a0€\n    Pro Person brutto: 91,74\u00a0€\n\n${split}\n\n${terms('23.11.2026')}\n\nIhre Rechnungsadresse:`);
    expect(mail.htmlBody).toContain('Vom Gesamtbetrag von 7.522,28');
    expect(mail.htmlBody).toContain('die Location „Kesselhaus am Kanal“ 7.285,47');
  });

  it('splits it again in the booking confirmation („Gebucht“)', () => {
    const mail = bookingConfirmationMail({ ...chosen, calendar: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', today: '2026-11-30' });
    expect(mail.subject).toBe('Gebucht: Ihre Weihnachtsfeier – Kesselhaus am Kanal, Sa. 12.12.2026');
    // On 30.11. the 14-day deadline has passed: its share is today's.
    const asOfBooking = ['Wenn Sie absagen (Stand 30.11.2026):', '    ab sofort: 3.642,74\u00a0€ (50 %)', '    7 Tage vorher (05.12.2026): 5.828,38\u00a0€ (80 %)'].join('\n');
    expect(mail.textBody).toContain(`    Pro Person brutto: 91,74\u00a0€\n\n${split}\n\n${asOfBooking}\n\nWeniger Gäste:\n    bis zu 8 Personen (10 %) kostenfrei bis 7 Tage vorher (05.12.2026)\n\nDen Termin für Ihren Kalender`);
  });

  it('leaves the whole to the venue when the offer has no planning fee', () => {
    const mail = bookingConfirmationMail({ ...chosen, snapshot: { ...snapshot, planningFee: null }, calendar: '', today: '2026-11-30' });
    expect(mail.textBody).toContain('Den Gesamtbetrag von 7.285,47\u00a0€ stellt Ihnen die Location „Kesselhaus am Kanal“ direkt in Rechnung, nach ihren eigenen Zahlungsbedingungen.');
    expect(mail.textBody).not.toContain('Planungspauschale');
  });
});

describe('the mails to the planner and the team, each in its account’s language', () => {
  const base = input(1);
  const snapshot = { ...base.snapshot, options: [sampleOption('v1', 'Alte Münze'), sampleOption('v2', 'Kesselhaus am Kanal')] };
  const accepted = {
    snapshot,
    optionIndex: 1,
    dateIndex: 1,
    participantCount: 82,
    requestId: 'r1',
    recipient: 'erika@mueller.test',
    signature: ['--', 'Planer GmbH'],
    billing: { company: 'Müller & Söhne GmbH', street: 'Hauptstraße 5', postalCode: '10115', city: 'Berlin' },
    purchaseOrder: 'PO-4711',
    message: 'Bitte vegetarisch, ab 22 Uhr',
    acceptedAt: new Date('2026-11-23T09:05:00Z'),
    pageUrl: LINK,
    teamAddress: 'team@planer.test',
  };
  const ADMIN_URL = 'https://www.example.de/admin/requests/r1/offer';
  const question = { requestId: 'r1', snapshot, companyEmail: 'erika@mueller.test', question: 'Gibt es vegane Menüs?', adminUrl: ADMIN_URL };

  it('tells the planner in German that the company accepted, and the team without a greeting', () => {
    const mail = acceptanceNotificationMail(accepted, 'paula@planer.test', ADMIN_URL, 'de');
    expect(mail).toMatchObject({ kind: 'offer-accepted-notification', recipient: 'paula@planer.test', replyTo: 'erika@mueller.test', subject: 'Angebot angenommen: Müller & Söhne GmbH – Kesselhaus am Kanal' });
    expect(mail.textBody).toBe(
      [
        'Hallo Paula,',
        '',
        'Müller & Söhne GmbH hat das Angebot am 23. November 2026 um 10:05 Uhr angenommen.',
        '',
        'Location: Kesselhaus am Kanal, Molkenmarkt 2, 10179 Berlin',
        'Termin: Samstag, 12. Dezember 2026 · 19:00–01:00 Uhr',
        'Teilnehmerzahl: 82',
        'Summe netto: 6.675,98\u00a0€',
        'MwSt. 7 %: 246,25\u00a0€',
        'MwSt. 19 %: 600,05\u00a0€',
        'Gesamtbetrag brutto: 7.522,28\u00a0€',
        'Pro Person brutto: 91,74\u00a0€',
        '',
        'Rechnungsadresse:',
        '    Firma: Müller & Söhne GmbH',
        '    Straße: Hauptstraße 5',
        '    Ort: 10115 Berlin',
        '    Bestellnummer: PO-4711',
        '',
        'Nachricht der Firma:',
        '    Bitte vegetarisch, ab 22 Uhr',
        '',
        `Zur Anfrage: ${ADMIN_URL}`,
      ].join('\n'),
    );
    const team = acceptanceNotificationMail({ ...accepted, message: null, purchaseOrder: null }, 'team@planer.test', ADMIN_URL, 'de');
    expect(team.textBody).toMatch(/^Müller & Söhne GmbH hat das Angebot am/);
    expect(team.textBody).toContain('    Ort: 10115 Berlin\n\nEine Nachricht hat die Firma nicht geschrieben.\n\nZur Anfrage:');
  });

  it('tells a planner whose account reads English in English, with the figures in German format and the dates in English', () => {
    const mail = acceptanceNotificationMail(accepted, 'paula@planer.test', ADMIN_URL, 'en');
    expect(mail).toMatchObject({ kind: 'offer-accepted-notification', recipient: 'paula@planer.test', replyTo: 'erika@mueller.test', subject: 'Offer accepted: Müller & Söhne GmbH – Kesselhaus am Kanal' });
    expect(mail.textBody).toBe(
      [
        'Hi Paula,',
        '',
        'Müller & Söhne GmbH accepted the offer on 23 November 2026 at 10:05.',
        '',
        'Venue: Kesselhaus am Kanal, Molkenmarkt 2, 10179 Berlin',
        'Date: Saturday, 12 December 2026 · 19:00–01:00',
        'Participants: 82',
        'Total (net): 6.675,98\u00a0€',
        'VAT 7 %: 246,25\u00a0€',
        'VAT 19 %: 600,05\u00a0€',
        'Total (gross): 7.522,28\u00a0€',
        'Per person (gross): 91,74\u00a0€',
        '',
        'Billing address:',
        '    Company: Müller & Söhne GmbH',
        '    Street: Hauptstraße 5',
        '    Postcode and city: 10115 Berlin',
        '    Purchase order number: PO-4711',
        '',
        'Message from the company:',
        '    Bitte vegetarisch, ab 22 Uhr',
        '',
        `Open the request: ${ADMIN_URL}`,
      ].join('\n'),
    );
    expect(mail.htmlBody).toMatch(/^<!DOCTYPE html><html lang="en">/);
    const team = acceptanceNotificationMail({ ...accepted, message: null, purchaseOrder: null }, 'team@planer.test', ADMIN_URL, 'en');
    expect(team.textBody).toMatch(/^Müller & Söhne GmbH accepted the offer on/);
    expect(team.textBody).toContain('    Postcode and city: 10115 Berlin\n\nThe company didn’t leave a message.\n\nOpen the request:');
  });

  it('passes on a question from the offer page, in German or in English', () => {
    const german = questionMail(question, 'paula@planer.test', 'de');
    expect(german).toMatchObject({ kind: 'offer-question', recipient: 'paula@planer.test', replyTo: 'erika@mueller.test', subject: 'Frage zum Angebot: Müller & Söhne GmbH' });
    expect(german.textBody).toBe(
      [
        'Hallo Paula,',
        '',
        'Müller & Söhne GmbH hat eine Frage zum Angebot gestellt (eine Antwort auf diese E-Mail geht an erika@mueller.test):',
        '',
        'Die Frage:',
        '    Gibt es vegane Menüs?',
        '',
        `Zur Anfrage: ${ADMIN_URL}`,
      ].join('\n'),
    );
    const english = questionMail(question, 'paula@planer.test', 'en');
    expect(english).toMatchObject({ kind: 'offer-question', replyTo: 'erika@mueller.test', subject: 'Question about the offer: Müller & Söhne GmbH' });
    expect(english.textBody).toBe(
      [
        'Hi Paula,',
        '',
        'Müller & Söhne GmbH has a question about the offer (your reply to this email goes to erika@mueller.test):',
        '',
        'The question:',
        '    Gibt es vegane Menüs?',
        '',
        `Open the request: ${ADMIN_URL}`,
      ].join('\n'),
    );
    expect(questionMail(question, 'team@planer.test', 'en').textBody).toMatch(/^Müller & Söhne GmbH has a question/);
  });
});
