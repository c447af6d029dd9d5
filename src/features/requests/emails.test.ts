import { describe, expect, it } from 'vitest';
import { berlinTime } from '@/lib/time';
import { notificationMail, type StoredRequest } from './emails';

const TEAM = 'team@planer.test';

const request = (changes: Partial<StoredRequest> = {}): StoredRequest => ({
  id: 'r1',
  city: 'berlin',
  customCity: '',
  cityId: 'berlin',
  cityName: 'Berlin',
  participantCount: 45,
  package: 'premium',
  companyName: 'Müller & Söhne GmbH',
  salutation: 'frau',
  contactName: 'Erika Müller',
  email: 'erika@mueller.test',
  phone: '030 123',
  sourcePage: '/berlin',
  createdAt: berlinTime('2026-11-23', 9, 5),
  ...changes,
});

describe('the team’s mail about a new request', () => {
  it('names the venue the company wished for on its page, in the reader’s language', () => {
    const wished = request({ wishedVenue: { id: 'v1', name: 'Alte Münze' } });
    expect(notificationMail(wished, TEAM, 'de').textBody).toContain('    Paket: Premium – 299,00\u00a0€ zzgl. MwSt. (bis 200 Teilnehmer)\n    Wunsch-Location: Alte Münze\n    Firma:');
    expect(notificationMail(wished, TEAM, 'en').textBody).toContain('\n    Preferred venue: Alte Münze\n');
    expect(notificationMail(wished, TEAM, 'de').htmlBody).toContain('Alte Münze');
  });

  it('lists the request’s facts in German for the team, Reply-To the company', () => {
    const mail = notificationMail(request(), TEAM, 'de');
    expect(mail).toMatchObject({ kind: 'lead-notification', recipient: TEAM, replyTo: 'erika@mueller.test', requestId: 'r1', subject: 'Neue Weihnachtsfeier-Anfrage: Müller & Söhne GmbH – Berlin' });
    expect(mail.textBody).toBe(
      [
        'Eine neue Anfrage ist eingegangen.',
        '',
        'Die Anfrage:',
        '    Stadt: Berlin',
        '    Teilnehmerzahl: 45',
        '    Paket: Premium – 299,00\u00a0€ zzgl. MwSt. (bis 200 Teilnehmer)',
        '    Firma: Müller & Söhne GmbH',
        '    Ansprechpartner: Frau Erika Müller',
        '    E-Mail: erika@mueller.test',
        '    Telefon: 030 123',
        '    Auswahl im Formular: berlin',
        '    Quelle: /berlin',
        '    Eingang: 23. November 2026 um 09:05 Uhr',
        '    Anfrage-ID: r1',
      ].join('\n'),
    );
    expect(mail.htmlBody).toMatch(/^<!DOCTYPE html><html lang="de">/);
  });

  it('speaks English to a team address whose account reads English: the same facts, dates and packages in English, amounts German', () => {
    const mail = notificationMail(request({ salutation: 'herr', contactName: 'Jan Kühn', package: null, sourcePage: null, city: 'andere', customCity: 'Kleinmachnow', cityId: null, cityName: 'Kleinmachnow' }), TEAM, 'en');
    expect(mail).toMatchObject({ kind: 'lead-notification', recipient: TEAM, replyTo: 'erika@mueller.test', subject: 'New Christmas party request: Müller & Söhne GmbH – Kleinmachnow' });
    expect(mail.textBody).toBe(
      [
        'A new request has come in.',
        '',
        'The request:',
        '    City: Kleinmachnow',
        '    Participants: 45',
        '    Package: not chosen yet',
        '    Company: Müller & Söhne GmbH',
        '    Contact: Mr Jan Kühn',
        '    Email: erika@mueller.test',
        '    Phone: 030 123',
        '    Chosen in the form: andere (Kleinmachnow)',
        '    Source page: unknown',
        '    Received: 23 November 2026 at 09:05',
        '    Request ID: r1',
      ].join('\n'),
    );
    expect(mail.htmlBody).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(notificationMail(request({ salutation: null }), TEAM, 'en').textBody).toContain('    Contact: Erika Müller\n');
    expect(notificationMail(request({ package: 'basis' }), TEAM, 'en').textBody).toContain('    Package: Basic – 199,00\u00a0€ plus VAT (up to 50 participants)\n');
  });
});
