import { describe, expect, it } from 'vitest';
import { berlinTime } from '@/lib/time';
import type { DueRequest } from './due-queries';
import { morningMail } from './emails';

const SITE = 'https://www.planer.test';
const NOW = berlinTime('2026-11-25', 8, 0);

const due = (id: string, companyName: string, next: DueRequest['next'], planner: string | null): DueRequest => ({
  id,
  companyName,
  cityName: 'Berlin',
  planner,
  next,
  createdAt: berlinTime('2026-11-20', 10, 0),
  status: 'neu',
  callBookedAt: null,
  callHeldAt: null,
  offerSentAt: null,
  acceptedAt: null,
  offerEndsAt: null,
  optionEndsAt: null,
  invoiceDueAt: null,
});

const own = [
  due('r1', 'Müller GmbH', { kind: 'offer', at: berlinTime('2026-11-24', 16, 30) }, 'paula@planer.test'),
  due('r2', 'Schmidt AG', { kind: 'booking', at: berlinTime('2026-11-25', 12, 0) }, 'paula@planer.test'),
];
const unassigned = [due('r3', 'Neu KG', { kind: 'call', at: berlinTime('2026-11-25', 11, 0) }, null)];
const input = { recipient: 'paula@planer.test', firstName: 'Paula', own, unassigned, siteUrl: SITE, now: NOW };

describe('the planners’ morning mail', () => {
  it('lists the planner’s due requests, overdue first, then those nobody works yet, in German', () => {
    const mail = morningMail({ ...input, locale: 'de' });
    expect(mail).toMatchObject({ kind: 'morning-due', recipient: 'paula@planer.test', subject: 'Heute fällig: 3 Anfragen, 1 überfällig' });
    expect(mail.textBody).toBe(
      [
        'Guten Morgen Paula,',
        '',
        'das ist heute bei Ihren Anfragen fällig (Überfälliges zuerst):',
        '',
        '- Müller GmbH (Berlin): Gespräch geführt – Angebot senden, überfällig seit 24. November 2026 um 16:30 Uhr',
        `  ${SITE}/admin/requests/r1`,
        '- Schmidt AG (Berlin): Werbebuchung prüfen und freigeben, bis 25. November 2026 um 12:00 Uhr',
        `  ${SITE}/admin/requests/r2`,
        '',
        'Noch niemandem zugeordnet:',
        '',
        '- Neu KG (Berlin): kein Gespräch gebucht – bitte anrufen, bis 25. November 2026 um 11:00 Uhr',
        `  ${SITE}/admin/requests/r3`,
        '',
        `Alles Fällige im Eingang: ${SITE}/admin/requests?due=1`,
      ].join('\n'),
    );
    expect(morningMail({ ...input, firstName: undefined, own: [], locale: 'de' })).toMatchObject({ subject: 'Heute fällig: 1 Anfrage' });
    expect(morningMail({ ...input, firstName: undefined, own: [], locale: 'de' }).textBody).toMatch(/^Guten Morgen,\n\nheute fällig und noch niemandem zugeordnet:\n\n- Neu KG/);
  });

  it('speaks English to a planner whose account reads English, dates too', () => {
    const mail = morningMail({ ...input, locale: 'en' });
    expect(mail).toMatchObject({ kind: 'morning-due', recipient: 'paula@planer.test', subject: 'Due today: 3 requests, 1 overdue' });
    expect(mail.textBody).toBe(
      [
        'Good morning Paula,',
        '',
        'Here’s what’s due on your requests today (overdue first):',
        '',
        '- Müller GmbH (Berlin): call held – send the offer, overdue since 24 November 2026 at 16:30',
        `  ${SITE}/admin/requests/r1`,
        '- Schmidt AG (Berlin): review and approve the ad booking, by 25 November 2026 at 12:00',
        `  ${SITE}/admin/requests/r2`,
        '',
        'Not assigned to anyone yet:',
        '',
        '- Neu KG (Berlin): no call booked – phone the company, by 25 November 2026 at 11:00',
        `  ${SITE}/admin/requests/r3`,
        '',
        `All due requests in the inbox: ${SITE}/admin/requests?due=1`,
      ].join('\n'),
    );
    expect(mail.htmlBody).toMatch(/^<!DOCTYPE html><html lang="en">/);
    const nobodys = morningMail({ ...input, firstName: undefined, own: [], locale: 'en' });
    expect(nobodys.subject).toBe('Due today: 1 request');
    expect(nobodys.textBody).toMatch(/^Good morning,\n\nHere’s what’s due today and not assigned to anyone yet:\n\n- Neu KG/);
  });
});
