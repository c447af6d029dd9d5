import { describe, expect, it } from 'vitest';
import { parseSubscriberFilter, subscriberQuery } from './admin-filter';
import { subscriberCsvRow } from './csv';
import { confirmationMail, welcomeMail } from './emails';
import { hashToken, isExpired, isWellFormedToken, mayResendConfirmation, newToken, parseEmail, planSignup, type StoredSignup } from './rules';
import { CONSENT_TEXT } from './texts';

const now = new Date('2026-11-23T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const pending = (change: Partial<StoredSignup> = {}): StoredSignup => ({ status: 'pending', requestedAt: minutesAgo(30), confirmationSentAt: minutesAgo(30), confirmationMails: 1, ...change });

describe('flood rule', () => {
  it('allows another confirmation mail only 10 minutes after the last and only up to 3 in all', () => {
    expect(mayResendConfirmation(null, 0, now)).toBe(true);
    expect(mayResendConfirmation(minutesAgo(9), 1, now)).toBe(false);
    expect(mayResendConfirmation(minutesAgo(10), 1, now)).toBe(true);
    expect(mayResendConfirmation(minutesAgo(60), 2, now)).toBe(true);
    expect(mayResendConfirmation(minutesAgo(60), 3, now)).toBe(false);
  });

  it('plans each sign-up by the address’s state', () => {
    expect(planSignup(undefined, now)).toBe('new');
    expect(planSignup(pending(), now)).toBe('resend');
    expect(planSignup(pending({ confirmationSentAt: minutesAgo(2) }), now)).toBe('none');
    expect(planSignup(pending({ confirmationMails: 3 }), now)).toBe('none');
    expect(planSignup(pending({ status: 'confirmed' }), now)).toBe('none');
    expect(planSignup(pending({ status: 'unsubscribed', confirmationMails: 3 }), now)).toBe('restart');
    expect(planSignup(pending({ status: 'unsubscribed', confirmationSentAt: minutesAgo(5) }), now)).toBe('none');
    // An expired sign-up that the prune has not reached yet starts over, with a fresh count.
    expect(planSignup(pending({ requestedAt: minutesAgo(48 * 60), confirmationSentAt: minutesAgo(48 * 60), confirmationMails: 3 }), now)).toBe('restart');
  });

  it('expires a sign-up 48 hours after it was requested', () => {
    expect(isExpired(minutesAgo(48 * 60 - 1), now)).toBe(false);
    expect(isExpired(minutesAgo(48 * 60), now)).toBe(true);
  });
});

describe('tokens', () => {
  it('are random, URL-safe and stored as their SHA-256', () => {
    const token = newToken();
    expect(isWellFormedToken(token)).toBe(true);
    expect(newToken()).not.toBe(token);
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashToken(token)).not.toContain(token);
  });
  it('refuses anything else before asking the database', () => {
    expect(['', 'kurz', `${newToken()}x`, `${newToken().slice(1)}/`, "' or 1=1 --"].map(isWellFormedToken)).toEqual([false, false, false, false, false]);
  });
});

describe('e-mail address', () => {
  it('is trimmed and lower case, with the German messages otherwise', () => {
    expect(parseEmail('  Anna.Weber@Firma.DE ')).toEqual({ ok: true, email: 'anna.weber@firma.de' });
    expect(parseEmail('   ')).toEqual({ ok: false, message: 'Bitte geben Sie Ihre E-Mail-Adresse ein.' });
    for (const wrong of ['anna', 'anna@firma', '@firma.de', 'an na@firma.de', `${'a'.repeat(250)}@x.de`]) {
      expect(parseEmail(wrong), wrong).toEqual({ ok: false, message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' });
    }
    expect(parseEmail(undefined)).toMatchObject({ ok: false });
  });
});

describe('mails', () => {
  const signature = ['--', 'Muster Eventplanung GmbH'];
  it('the confirmation mail links the confirmation page, names the period and quotes the consent', () => {
    const mail = confirmationMail('anna@firma.de', 'TOKEN', CONSENT_TEXT, signature);
    expect(mail).toMatchObject({ kind: 'newsletter-confirmation', recipient: 'anna@firma.de', subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung' });
    expect(mail.textBody).toContain('http://localhost:3000/newsletter/bestaetigen?token=TOKEN');
    expect(mail.textBody).toContain('48 Stunden gültig');
    expect(mail.textBody).toContain(`„${CONSENT_TEXT}“`);
    expect(mail.textBody.endsWith('--\nMuster Eventplanung GmbH')).toBe(true);
    expect(mail.headers).toBeUndefined();
  });
  it('every mail to a subscriber carries the unsubscribe link, also as one-click List-Unsubscribe', () => {
    const mail = welcomeMail({ email: 'anna@firma.de', unsubscribeToken: 'ABMELDEN' }, signature);
    const url = 'http://localhost:3000/newsletter/abmelden?token=ABMELDEN';
    expect(mail.kind).toBe('newsletter-welcome');
    expect(mail.textBody).toContain(`Newsletter abbestellen: ${url}`);
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });
});

describe('admin list and export', () => {
  it('reads the state filter and page from the URL, ignoring anything else', () => {
    expect(parseSubscriberFilter({ status: 'confirmed', page: '3' })).toEqual({ status: 'confirmed', page: 3 });
    expect(parseSubscriberFilter({ status: 'drop table', page: '-1' })).toEqual({ status: undefined, page: 1 });
    expect(subscriberQuery({ status: 'pending', page: 2 })).toBe('?status=pending&page=2');
    expect(subscriberQuery({ page: 1 })).toBe('');
  });
  it('writes a subscriber as a CSV row in Berlin time, formula-safe', () => {
    const row = subscriberCsvRow({
      id: '00000000-0000-4000-8000-000000000001',
      email: '=cmd@evil.de',
      status: 'confirmed',
      confirmTokenHash: null,
      unsubscribeToken: 'x',
      consentText: 'Ich möchte; bitte',
      requestedAt: new Date('2026-11-23T08:05:00Z'),
      confirmationSentAt: new Date('2026-11-23T08:05:00Z'),
      confirmationMails: 1,
      confirmedAt: new Date('2026-11-23T08:07:00Z'),
      unsubscribedAt: null,
      createdAt: new Date('2026-11-23T08:05:00Z'),
    });
    expect(row).toBe(`'=cmd@evil.de;Confirmed;23.11.2026 09:05;1;23.11.2026 09:07;;"Ich möchte; bitte"\r\n`);
  });
});
