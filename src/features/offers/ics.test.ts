import ical from 'node-ical';
import { describe, expect, it } from 'vitest';
import { partyCalendar } from './ics';

const venue = { name: 'Alte Münze', address: 'Molkenmarkt 2, 10179 Berlin' };

function onlyEvent(text: string) {
  const events = Object.values(ical.sync.parseICS(text)).filter((item) => item?.type === 'VEVENT');
  expect(events).toHaveLength(1);
  return events[0] as ical.VEvent;
}

describe('partyCalendar', () => {
  it('is the chosen date in Berlin winter time, at the venue, titled with it', () => {
    const event = onlyEvent(partyCalendar({ uid: 'a1@planer.test', venue, date: { date: '2026-12-11', start: '18:00', end: '23:30' }, description: '45 Personen' }));
    expect(event.start.toISOString()).toBe('2026-12-11T17:00:00.000Z');
    expect(event.end?.toISOString()).toBe('2026-12-11T22:30:00.000Z');
    expect(event.summary).toBe('Weihnachtsfeier – Alte Münze');
    expect(event.location).toBe('Alte Münze, Molkenmarkt 2, 10179 Berlin');
    expect(event.description).toBe('45 Personen');
    expect(event.uid).toBe('a1@planer.test');
  });

  it('ends on the next day when the party goes past midnight', () => {
    const event = onlyEvent(partyCalendar({ uid: 'a2@planer.test', venue, date: { date: '2026-12-12', start: '19:00', end: '01:00' }, description: '' }));
    expect(event.start.toISOString()).toBe('2026-12-12T18:00:00.000Z');
    expect(event.end?.toISOString()).toBe('2026-12-13T00:00:00.000Z');
  });

  it('keeps commas, semicolons and markup in texts as text', () => {
    const event = onlyEvent(partyCalendar({ uid: 'a3@planer.test', venue: { name: 'Bar; <b>Rot</b>, Blau', address: 'Weg 1' }, date: { date: '2026-12-11', start: '18:00', end: '22:00' }, description: 'a\nb' }));
    expect(event.summary).toBe('Weihnachtsfeier – Bar; <b>Rot</b>, Blau');
    expect(event.description).toBe('a\nb');
  });
});
