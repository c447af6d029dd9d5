import ical from 'node-ical';
import { describe, expect, it } from 'vitest';
import { berlinTime, formatInBerlin } from '@/lib/time';
import { type FeedCall, plannerFeed } from './feed';

const planner = { name: 'Katrin Vogel', email: 'katrin@planer.test' };
const call = (id: string, startsAt: Date, overrides: Partial<FeedCall> = {}): FeedCall => ({
  id,
  startsAt,
  endsAt: new Date(startsAt.getTime() + 15 * 60_000),
  sequence: 0,
  wishedDates: ['2026-12-11'],
  budgetPerPersonCents: 4500,
  note: null,
  planner,
  request: { companyName: 'Müller & Söhne GmbH', contactName: 'Erika Müller', email: 'erika@mueller.test', phone: '+49 30 1234567' },
  ...overrides,
});

function events(text: string) {
  return (Object.values(ical.sync.parseICS(text)).filter((item) => item?.type === 'VEVENT') as ical.VEvent[]).sort((a, b) => a.start.getTime() - b.start.getTime());
}

describe('the planner’s calendar feed', () => {
  it('publishes each booked call at its Berlin time, with the invitations’ UID and SEQUENCE, the number and the wishes', () => {
    const text = plannerFeed({
      plannerName: 'Katrin Vogel',
      siteUrl: 'https://www.weihnachtsfeier.test',
      calls: [call('c1', berlinTime('2026-12-02', 10, 15)), call('c2', berlinTime('2026-10-25', 2, 30), { sequence: 2, wishedDates: [], budgetPerPersonCents: null, note: 'Bitte früh' })],
    });
    expect(text).toContain('METHOD:PUBLISH');
    const [october, december] = events(text);
    expect(december).toMatchObject({ uid: 'c1@www.weihnachtsfeier.test', sequence: 0, summary: 'Telefonat zur Weihnachtsfeier – Müller & Söhne GmbH' });
    expect(formatInBerlin(december.start, 'yyyy-MM-dd HH:mm')).toBe('2026-12-02 10:15');
    expect(december.organizer).toMatchObject({ params: { CN: 'Katrin Vogel' }, val: expect.stringMatching(/^mailto:katrin@planer\.test$/i) });
    expect(december.description).toBe('Katrin Vogel ruft Erika Müller (Müller & Söhne GmbH) an: +49 30 1234567\nWunschtermin: 11.12.2026\nBudget pro Person: 45,00\u00a0€');
    // The second 02:30 of the autumn Sunday (winter time) is 01:30 UTC.
    expect(october).toMatchObject({ uid: 'c2@www.weihnachtsfeier.test', sequence: 2 });
    expect(october.start.toISOString()).toBe('2026-10-25T01:30:00.000Z');
    expect(october.description).toContain('Notiz: „Bitte früh“');
  });

  it('names the brand as organizer and the team as caller while the planner has no name', () => {
    const text = plannerFeed({
      plannerName: 'chefin@example.test',
      siteUrl: 'https://www.weihnachtsfeier.test',
      calls: [call('c1', berlinTime('2026-12-02', 10, 15), { planner: { name: '', email: 'chefin@example.test' } })],
    });
    expect(text).toContain('ORGANIZER;CN=Weihnachtsfeier-Planer:MAILTO:chefin@example.test');
    const [event] = events(text);
    expect(event.organizer).toMatchObject({ params: { CN: 'Weihnachtsfeier-Planer' } });
    expect(event.description).toMatch(/^Das Team vom Weihnachtsfeier-Planer ruft Erika Müller \(Müller & Söhne GmbH\) an: \+49 30 1234567\n/);
  });

  it('is a valid calendar without calls', () => {
    const text = plannerFeed({ plannerName: 'Anna Planer', siteUrl: 'http://localhost:3000', calls: [] });
    expect(text).toMatch(/^BEGIN:VCALENDAR/);
    expect(events(text)).toEqual([]);
  });
});
