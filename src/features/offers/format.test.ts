import { describe, expect, it } from 'vitest';
import { acceptanceText, capacityText, formatDateOption, formatShortDay, guestDropText, lineBasisText, personsText } from './format';

describe('offer texts', () => {
  it('writes date options in German with the weekday', () => {
    expect(formatDateOption({ date: '2026-12-11', start: '18:00', end: '23:30' })).toBe('Freitag, 11. Dezember 2026 · 18:00–23:30 Uhr');
    expect(formatDateOption({ date: '2026-03-29', start: '10:00', end: '12:00' })).toBe('Sonntag, 29. März 2026 · 10:00–12:00 Uhr');
    expect(formatShortDay('2026-10-25')).toBe('25.10.2026');
  });

  it('names how a line is charged', () => {
    expect(lineBasisText({ basis: 'flat', quantity: 1 })).toBe('pauschal');
    expect(lineBasisText({ basis: 'per_person', quantity: 1 })).toBe('pro Person');
    expect(lineBasisText({ basis: 'per_person', quantity: 2 })).toBe('2 × pro Person');
  });

  it('says whether the group fits', () => {
    const venue = { capacitySeated: 80, capacityStanding: 150 };
    expect(capacityText('seated', venue, 45)).toBe('Passt: 80 Sitzplätze für 45 Personen');
    expect(capacityText('standing', venue, 100)).toBe('Nur stehend: 150 Stehplätze für 100 Personen (80 Sitzplätze)');
    expect(capacityText('too_small', venue, 200)).toBe('Zu klein: höchstens 150 Personen');
  });

  it('states the guest drop', () => {
    expect(guestDropText({ guests: 4, allowance: { kind: 'percent', amount: 10, untilDaysBefore: 7 } })).toBe('bis zu 4 Personen (10 %) kostenfrei bis 7 Tage vorher');
    expect(guestDropText({ guests: 1, allowance: { kind: 'count', amount: 1, untilDaysBefore: 3 } })).toBe('bis zu 1 Person kostenfrei bis 3 Tage vorher');
    expect(guestDropText(null)).toBe('Keine kostenfreie Reduzierung vereinbart');
  });

  it('states the choice and the group size', () => {
    // 23:30 UTC is already the next day in Berlin.
    expect(acceptanceText(new Date('2026-11-22T23:30:00Z'), 'Alte Münze', { date: '2026-12-11', start: '18:00', end: '23:30' })).toBe(
      'Angenommen am 23. November 2026 – Alte Münze, Freitag, 11. Dezember 2026 · 18:00–23:30 Uhr',
    );
    expect(personsText(45)).toBe('45 Personen');
    expect(personsText(1)).toBe('1 Person');
  });
});
