import { describe, expect, it } from 'vitest';
import { berlinTime } from '@/lib/time';
import { type CallMailDetails, callChangeMails, callReminderMails } from './emails';

const SETTINGS = { siteUrl: 'https://www.planer.test', signature: ['--', 'Planer GmbH'], callPageUrl: 'https://www.planer.test/termin/abc' };

const details = (changes: Partial<CallMailDetails['call']> = {}, plannerName = 'Paula Planer'): CallMailDetails => ({
  call: { id: 'c1', startsAt: berlinTime('2026-11-30', 9, 15), endsAt: berlinTime('2026-11-30', 9, 30), sequence: 0, wishedDates: ['2026-12-11'], budgetPerPersonCents: 65_00, note: 'Gern mit Kegelbahn', ...changes },
  planner: { name: plannerName, email: 'paula@planer.test', phone: '030 609 88 41', jobTitle: 'Eventplanerin' },
  request: { id: 'r1', companyName: 'Müller & Söhne GmbH', contactName: 'Erika Müller', salutation: 'frau', email: 'erika@mueller.test', phone: '030 123', cityName: 'Berlin', participantCount: 45, package: 'basis' },
});

const PREVIOUS = berlinTime('2026-11-27', 14, 0);

describe('the planner’s mails about a call', () => {
  it('tells the planner in German of a booked call, with the request’s facts and wishes', () => {
    const [company, planner] = callChangeMails(details(), 'booked', SETTINGS, 'de');
    expect(company.subject).toBe('Ihr Telefonat zur Weihnachtsfeier: Montag, 30. November · 09:15 Uhr');
    expect(planner).toMatchObject({ kind: 'call-booked-planner', recipient: 'paula@planer.test', replyTo: 'erika@mueller.test', subject: 'Neues Telefonat: Müller & Söhne GmbH, Montag, 30. November · 09:15 Uhr' });
    expect(planner.textBody).toBe(
      [
        'Hallo Paula,',
        '',
        'ein Unternehmen hat ein Telefonat bei Ihnen gebucht: Montag, 30. November · 09:15 Uhr.',
        '',
        'Die Anfrage:',
        '    Firma: Müller & Söhne GmbH',
        '    Ansprechpartner: Erika Müller',
        '    Telefon: 030 123',
        '    E-Mail: erika@mueller.test',
        '    Stadt: Berlin',
        '    Teilnehmer: 45',
        '    Paket: Basis',
        '    Wunschtermin: 11.12.2026',
        '    Budget pro Person: 65,00\u00a0€',
        '    Notiz: Gern mit Kegelbahn',
        '',
        'Zur Anfrage: https://www.planer.test/admin/requests/r1',
      ].join('\n'),
    );
  });

  it('speaks English to a planner whose account reads English, while the company’s mail stays German', () => {
    const [company, planner] = callChangeMails(details({ wishedDates: ['2026-12-11', '2026-12-12'] }), 'booked', SETTINGS, 'en');
    expect(company.textBody.split('\n')[0]).toBe('Guten Tag Frau Müller,');
    expect(company.htmlBody).toMatch(/^<!DOCTYPE html><html lang="de">/);
    expect(planner).toMatchObject({ kind: 'call-booked-planner', recipient: 'paula@planer.test', subject: 'New call: Müller & Söhne GmbH, Monday, 30 November · 09:15' });
    expect(planner.textBody).toBe(
      [
        'Hi Paula,',
        '',
        'A company has booked a call with you for Monday, 30 November · 09:15.',
        '',
        'The request:',
        '    Company: Müller & Söhne GmbH',
        '    Contact: Erika Müller',
        '    Phone: 030 123',
        '    Email: erika@mueller.test',
        '    City: Berlin',
        '    Participants: 45',
        '    Package: Basic',
        '    Preferred dates: 11.12.2026, 12.12.2026',
        '    Budget per person: 65,00\u00a0€',
        '    Note: Gern mit Kegelbahn',
        '',
        'Open the request: https://www.planer.test/admin/requests/r1',
      ].join('\n'),
    );
    expect(planner.htmlBody).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(planner.attachments?.map((file) => file.filename)).toEqual(['telefonat.ics']);
  });

  it('tells of a move and a cancellation in English, and without wishes or a name plainly', () => {
    const [, moved] = callChangeMails(details(), 'moved', SETTINGS, 'en', PREVIOUS);
    expect(moved.subject).toBe('Call moved: Müller & Söhne GmbH, now Monday, 30 November · 09:15');
    expect(moved.textBody).toContain('Hi Paula,\n\nThe company has moved its call from Friday, 27 November · 14:00 to Monday, 30 November · 09:15.\n\nThe request:');
    const [, cancelled] = callChangeMails(details(), 'cancelled', SETTINGS, 'en');
    expect(cancelled.subject).toBe('Call cancelled: Müller & Söhne GmbH, Monday, 30 November · 09:15');
    expect(cancelled.textBody).toContain('The company has cancelled its call on Monday, 30 November · 09:15.');
    const [, plain] = callChangeMails(details({ wishedDates: [], budgetPerPersonCents: null, note: null }, ''), 'booked', SETTINGS, 'en');
    expect(plain.textBody).toMatch(/^Hi,\n\n/);
    expect(plain.textBody).toContain('    Package: Basic\n\nOpen the request:');
  });

  it('reminds the planner in their language: German „morgen", English "tomorrow" and "in an hour"', () => {
    const [, german] = callReminderMails(details(), '24h', SETTINGS, 'de');
    expect(german).toMatchObject({ kind: 'call-reminder-24h-planner', subject: 'Erinnerung: Telefonat morgen mit Müller & Söhne GmbH (Montag, 30. November · 09:15 Uhr)' });
    expect(german.textBody).toMatch(/^Hallo Paula,\n\nIhr Telefonat morgen: Montag, 30\. November · 09:15 Uhr\.\n\nDie Anfrage:/);
    const [company, tomorrow] = callReminderMails(details(), '24h', SETTINGS, 'en');
    expect(company.subject).toBe('Erinnerung: Ihr Telefonat zur Weihnachtsfeier morgen (Montag, 30. November · 09:15 Uhr)');
    expect(tomorrow).toMatchObject({ kind: 'call-reminder-24h-planner', subject: 'Reminder: call with Müller & Söhne GmbH tomorrow (Monday, 30 November · 09:15)' });
    expect(tomorrow.textBody).toMatch(/^Hi Paula,\n\nJust a reminder: you have a call tomorrow \(Monday, 30 November · 09:15\)\.\n\nThe request:/);
    const [, soon] = callReminderMails(details(), '1h', SETTINGS, 'en');
    expect(soon.subject).toBe('Reminder: call with Müller & Söhne GmbH in an hour (Monday, 30 November · 09:15)');
    expect(soon.textBody).toContain('Just a reminder: you have a call in an hour (Monday, 30 November · 09:15).');
  });
});
