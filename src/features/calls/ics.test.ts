import ical from 'node-ical';
import { describe, expect, it } from 'vitest';
import { berlinTime, formatInBerlin } from '@/lib/time';
import { type CallCalendarInput, callCalendar, unquotedNames } from './ics';

const base: CallCalendarInput = {
  uid: 'c0ffee@planer.test',
  sequence: 0,
  method: 'REQUEST',
  startsAt: berlinTime('2026-12-02', 10, 15),
  endsAt: berlinTime('2026-12-02', 10, 30),
  planner: { name: 'Katrin Vogel', email: 'katrin@planer.test' },
  company: { companyName: 'Müller & Söhne GmbH', contactName: 'Erika Müller', email: 'erika@mueller.test', phone: '+49 30 1234567' },
  details: ['Wunschtermine: 11.12., 18.12.'],
};

function parsed(text: string) {
  const items = Object.values(ical.sync.parseICS(text));
  const events = items.filter((item) => item?.type === 'VEVENT') as ical.VEvent[];
  expect(events).toHaveLength(1);
  return events[0];
}

describe('the call calendar file', () => {
  it('invites to the call at its Berlin time in winter, the planner organizing, the number in the description', () => {
    const text = callCalendar(base);
    expect(text).toContain('METHOD:REQUEST');
    expect(text).toContain('SEQUENCE:0');
    const event = parsed(text);
    expect(event.start.toISOString()).toBe('2026-12-02T09:15:00.000Z');
    expect(formatInBerlin(event.start, 'HH:mm')).toBe('10:15');
    expect(event.end?.toISOString()).toBe('2026-12-02T09:30:00.000Z');
    expect(event.uid).toBe('c0ffee@planer.test');
    // Written as RFC 5545 writes a plain name: no quotes where none are needed.
    expect(text).toContain('ORGANIZER;CN=Katrin Vogel:MAILTO:katrin@planer.test');
    expect(event.organizer).toMatchObject({ params: { CN: 'Katrin Vogel' }, val: expect.stringMatching(/^mailto:katrin@planer\.test$/i) });
    expect(event.description).toBe('Katrin Vogel ruft Erika Müller (Müller & Söhne GmbH) an: +49 30 1234567\nWunschtermine: 11.12., 18.12.');
    expect(event.summary).toBe('Telefonat zur Weihnachtsfeier – Müller & Söhne GmbH');
  });

  for (const name of ['', '  ', 'chefin@example.test']) {
    it(`names the brand, never an address, while the planner has no name (${JSON.stringify(name)})`, () => {
      const text = callCalendar({ ...base, planner: { name, email: 'chefin@example.test' } });
      expect(text).toContain('ORGANIZER;CN=Weihnachtsfeier-Planer:MAILTO:chefin@example.test');
      expect(text).not.toContain('chefin@example.test:MAILTO');
      const event = parsed(text);
      expect(event.organizer).toMatchObject({ params: { CN: 'Weihnachtsfeier-Planer' }, val: expect.stringMatching(/^mailto:chefin@example\.test$/i) });
      expect(event.description).toBe('Das Team vom Weihnachtsfeier-Planer ruft Erika Müller (Müller & Söhne GmbH) an: +49 30 1234567\nWunschtermine: 11.12., 18.12.');
    });
  }

  it('keeps a name with double quotes a valid parameter', () => {
    const text = callCalendar({ ...base, planner: { name: 'Katrin "Kati" Vogel', email: 'katrin@planer.test' } });
    expect(text).toContain('ORGANIZER;CN=Katrin Kati Vogel:MAILTO:katrin@planer.test');
    expect(parsed(text).organizer).toMatchObject({ params: { CN: 'Katrin Kati Vogel' } });
  });

  it('keeps the quotes a name needs: one with a comma, colon or semicolon', () => {
    expect(unquotedNames('ORGANIZER;CN="Vogel, Katrin":MAILTO:k@planer.test\r\nATTENDEE;RSVP=FALSE;CN="Erika Müller":MAILTO:e@m.test')).toBe(
      'ORGANIZER;CN="Vogel, Katrin":MAILTO:k@planer.test\r\nATTENDEE;RSVP=FALSE;CN=Erika Müller:MAILTO:e@m.test',
    );
    const event = parsed(callCalendar({ ...base, planner: { name: 'Vogel, Katrin', email: 'katrin@planer.test' } }));
    expect(event.organizer).toMatchObject({ params: { CN: 'Vogel, Katrin' } });
  });

  it('keeps the local time in summer time', () => {
    const event = parsed(callCalendar({ ...base, startsAt: berlinTime('2026-07-01', 10, 15), endsAt: berlinTime('2026-07-01', 10, 30) }));
    expect(event.start.toISOString()).toBe('2026-07-01T08:15:00.000Z');
    expect(formatInBerlin(event.start, 'HH:mm')).toBe('10:15');
  });

  it('updates a moved call under the same UID with the next sequence, and cancels it', () => {
    const moved = callCalendar({ ...base, sequence: 1, startsAt: berlinTime('2026-12-03', 9), endsAt: berlinTime('2026-12-03', 9, 15) });
    expect(parsed(moved)).toMatchObject({ uid: base.uid, sequence: 1 });
    const cancelled = callCalendar({ ...base, sequence: 2, method: 'CANCEL' });
    expect(cancelled).toContain('METHOD:CANCEL');
    expect(parsed(cancelled)).toMatchObject({ uid: base.uid, sequence: 2, status: 'CANCELLED' });
  });
});
