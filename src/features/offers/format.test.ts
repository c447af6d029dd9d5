import { describe, expect, it } from 'vitest';
import { acceptanceText, cancellationLines, cancellationRun, capacityText, formatDateOption, formatShortDay, guestDropText, lineBasisText, personsText } from './format';
import { cancellationSchedule } from './prices';
import { CHOICE_FORM_TEXTS } from './texts';

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

  describe('the cancellation terms as of a day', () => {
    // Event on 11.12.2026, deadlines 11.11., 27.11., 04.12.; venue gross 9.756,50 €. formatEuro puts a no-break space before €.
    const terms = [
      { daysBefore: 30, percent: 25 },
      { daysBefore: 14, percent: 50 },
      { daysBefore: 7, percent: 80 },
    ];
    const schedule = (today: string, steps = terms) => cancellationSchedule(steps, 9756_50, '2026-12-11', today);

    it('merges the passed deadlines into „ab sofort“ and dates the steps ahead (viewed on 28.11.)', () => {
      expect(cancellationLines(schedule('2026-11-28'))).toEqual(['ab sofort: 4.878,25\u00a0€ (50 %)', '7 Tage vorher (04.12.2026): 7.805,20\u00a0€ (80 %)']);
      expect(cancellationLines(schedule('2026-11-28'), '2026-11-28')[0]).toBe('ab sofort (Stand 28.11.2026): 4.878,25\u00a0€ (50 %)');
      expect(cancellationRun(schedule('2026-11-28'))).toBe('ab sofort 4.878,25\u00a0€ (50 %), ab 04.12.2026 7.805,20\u00a0€ (80 %)');
      expect(CHOICE_FORM_TEXTS.cancellationOfDates(['11.12.2026', '12.12.2026'], 'ab sofort 7.805,20\u00a0€ (80 %)')).toBe('Termine 11.12.2026 und 12.12.2026: ab sofort 7.805,20\u00a0€ (80 %)');
      expect(CHOICE_FORM_TEXTS.cancellation(cancellationRun(schedule('2026-11-28')))).toBe(
        'Wenn Sie heute annehmen und später absagen: ab sofort 4.878,25\u00a0€ (50 %), ab 04.12.2026 7.805,20\u00a0€ (80 %).',
      );
    });

    it('says until when cancelling is free while no deadline has come, and no „ab sofort“', () => {
      expect(cancellationLines(schedule('2026-11-01'), '2026-11-01')).toEqual([
        'bis 10.11.2026 kostenfrei',
        '30 Tage vorher (11.11.2026): 2.439,13\u00a0€ (25 %)',
        '14 Tage vorher (27.11.2026): 4.878,25\u00a0€ (50 %)',
        '7 Tage vorher (04.12.2026): 7.805,20\u00a0€ (80 %)',
      ]);
      expect(cancellationRun(schedule('2026-11-10'))).toBe('bis 10.11.2026 kostenfrei, ab 11.11.2026 2.439,13\u00a0€ (25 %), ab 27.11.2026 4.878,25\u00a0€ (50 %), ab 04.12.2026 7.805,20\u00a0€ (80 %)');
    });

    it('is one line once every deadline has passed, and names no cost without terms', () => {
      expect(cancellationLines(schedule('2026-12-05'))).toEqual(['ab sofort: 7.805,20\u00a0€ (80 %)']);
      expect(cancellationRun(schedule('2026-12-05'))).toBe('ab sofort 7.805,20\u00a0€ (80 %)');
      expect(cancellationLines(schedule('2026-12-05', []))).toEqual(['keine Stornokosten']);
      expect(cancellationRun(schedule('2026-11-01', []))).toBe('keine Stornokosten');
    });

    it('writes the day before and the event day itself in words', () => {
      const late = [
        { daysBefore: 1, percent: 90 },
        { daysBefore: 0, percent: 100 },
      ];
      expect(cancellationLines(schedule('2026-12-01', late))).toEqual(['bis 09.12.2026 kostenfrei', '1 Tag vorher (10.12.2026): 8.780,85\u00a0€ (90 %)', 'am Tag der Feier (11.12.2026): 9.756,50\u00a0€ (100 %)']);
    });
  });
});
