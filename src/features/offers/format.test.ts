import { describe, expect, it } from 'vitest';
import { sampleOption, sampleSnapshot } from '@/test/offer-fixtures';
import { translator } from '@/i18n/translator';
import { acceptanceAdminFacts, acceptanceText, acceptedFacts, acceptedOf, billingLines, cancellationLines, cancellationRun, capacityText, formatDateOption, formatShortDay, guestDropText, lineBasisText, personsText } from './format';
import { cancellationSchedule, priceOption } from './prices';
import { CHOICE_FORM_TEXTS } from './texts';

describe('offer texts', () => {
  it('writes date options in German with the weekday', () => {
    expect(formatDateOption({ date: '2026-12-11', start: '18:00', end: '23:30' })).toBe('Freitag, 11. Dezember 2026 · 18:00–23:30 Uhr');
    expect(formatDateOption({ date: '2026-03-29', start: '10:00', end: '12:00' })).toBe('Sonntag, 29. März 2026 · 10:00–12:00 Uhr');
    expect(formatShortDay('2026-10-25')).toBe('25.10.2026');
  });

  it('writes date options in English for an English admin', () => {
    expect(formatDateOption({ date: '2026-12-08', start: '10:00', end: '12:00' }, 'en')).toBe('Tuesday, 8 December 2026 · 10:00–12:00');
    expect(formatDateOption({ date: '2026-10-25', start: '18:00', end: '23:30' }, 'en')).toBe('Sunday, 25 October 2026 · 18:00–23:30');
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
    // With the party's day, the deadline's own date.
    expect(guestDropText({ guests: 4, allowance: { kind: 'percent', amount: 10, untilDaysBefore: 7 } }, '2026-12-11')).toBe('bis zu 4 Personen (10 %) kostenfrei bis 7 Tage vorher (04.12.2026)');
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

describe('who bills what', () => {
  // Kesselhaus am Kanal as option 2 of the sample offer (Basis, 199,00 € net): for 45 guests the venue's gross is
  // 4.266,60 €, the fee with its VAT 236,81 €, the total 4.503,41 €; for 82 guests the venue's is 7.285,47 €.
  const snapshot = { ...sampleSnapshot([]), options: [sampleOption('v1', 'Alte Münze'), sampleOption('v2', 'Kesselhaus am Kanal')] };
  const kesselhaus = (participants: number, fee = snapshot.planningFee) => priceOption(snapshot.options[1], participants, fee);

  it('says the venue bills its share directly and we only the planning fee, the venue named after „die Location“', () => {
    expect(billingLines('Kesselhaus am Kanal', kesselhaus(45))).toEqual([
      'Davon stellt Ihnen die Location „Kesselhaus am Kanal“ 4.266,60\u00a0€ direkt in Rechnung, nach ihren eigenen Zahlungsbedingungen.',
      'Unsere Planungspauschale von 236,81\u00a0€ stellen wir Ihnen nach der Buchung der Location in Rechnung.',
    ]);
  });

  it('names the total where it does not stand right above', () => {
    expect(billingLines('Kesselhaus am Kanal', kesselhaus(45), { apart: true })[0]).toBe(
      'Vom Gesamtbetrag von 4.503,41\u00a0€ stellt Ihnen die Location „Kesselhaus am Kanal“ 4.266,60\u00a0€ direkt in Rechnung, nach ihren eigenen Zahlungsbedingungen.',
    );
  });

  it('leaves the whole to the venue without a planning fee', () => {
    expect(billingLines('Kesselhaus am Kanal', kesselhaus(45, null))).toEqual(['Diesen Betrag stellt Ihnen die Location „Kesselhaus am Kanal“ direkt in Rechnung, nach ihren eigenen Zahlungsbedingungen.']);
    expect(billingLines('Kesselhaus am Kanal', kesselhaus(45, null), { apart: true })).toEqual([
      'Den Gesamtbetrag von 4.266,60\u00a0€ stellt Ihnen die Location „Kesselhaus am Kanal“ direkt in Rechnung, nach ihren eigenen Zahlungsbedingungen.',
    ]);
  });

  describe('the accepted offer', () => {
    const accepted = {
      optionIndex: 1,
      dateIndex: 1,
      participantCount: 82,
      acceptedAt: new Date('2026-11-23T09:05:00Z'),
      billing: { company: 'Müller & Söhne GmbH', street: 'Hauptstraße 5', postalCode: '10115', city: 'Berlin' },
      purchaseOrder: 'PO-4711',
    };

    it('states on the page the option, date, the group as accepted, its total split, the billing address and the order number', () => {
      // 82 guests: 82 × 42,90 = 3.517,80 (7 %, VAT 246,25); 500,00 + 82 × 29,99 + 199,00 = 3.158,18 (19 %, VAT 600,05): 7.522,28 €.
      expect(acceptedFacts(snapshot, accepted, '2026-11-23')).toEqual([
        { label: 'Ihre Wahl', lines: ['Option 2 – Kesselhaus am Kanal', 'Molkenmarkt 2, 10179 Berlin'] },
        { label: 'Termin', lines: ['Samstag, 12. Dezember 2026 · 19:00–01:00 Uhr'] },
        { label: 'Teilnehmerzahl', lines: ['82 Personen'] },
        { label: 'Gesamtbetrag brutto', lines: ['7.522,28\u00a0€ (91,74\u00a0€ pro Person)'] },
        { label: 'Rechnungsstellung', lines: billingLines('Kesselhaus am Kanal', kesselhaus(82)) },
        // The terms as of the day the page is read, each deadline with its date (venue gross 7.285,47 €; event 12.12.).
        { label: 'Wenn Sie absagen', lines: ['ab sofort: 1.821,37\u00a0€ (25 %)', '14 Tage vorher (28.11.2026): 3.642,74\u00a0€ (50 %)', '7 Tage vorher (05.12.2026): 5.828,38\u00a0€ (80 %)'] },
        { label: 'Weniger Gäste', lines: ['bis zu 8 Personen (10 %) kostenfrei bis 7 Tage vorher (05.12.2026)'] },
        { label: 'Rechnungsadresse', lines: ['Müller & Söhne GmbH', 'Hauptstraße 5', '10115 Berlin'] },
        { label: 'Bestellnummer', lines: ['PO-4711'] },
      ]);
      expect(billingLines('Kesselhaus am Kanal', kesselhaus(82))[0]).toContain('7.285,47\u00a0€');
      expect(acceptedFacts(snapshot, { ...accepted, purchaseOrder: null }, '2026-11-23').at(-1)).toEqual({ label: 'Bestellnummer', lines: ['keine angegeben'] });
    });

    it('states the same for the admin in English, with the group the offer was made for', () => {
      const en = translator('en', 'offers.acceptance');
      expect(acceptanceAdminFacts(snapshot, accepted, en)).toEqual([
        ['Accepted', '23.11.2026, 10:05'],
        ['Option', 'Option 2: Kesselhaus am Kanal'],
        ['Date', '12.12.2026, 19:00–01:00'],
        ['Guests', '82 (offered for 45)'],
        ['Total (gross)', '7.522,28\u00a0€ (91,74\u00a0€ per person)'],
        ['Billed by the venue', '7.285,47\u00a0€'],
        ['Billed by us (planning fee)', '236,81\u00a0€'],
        ['Billing address', 'Müller & Söhne GmbH\nHauptstraße 5\n10115 Berlin'],
        ['Order number', 'PO-4711'],
      ]);
      const asOffered = acceptanceAdminFacts({ ...snapshot, planningFee: null }, { ...accepted, participantCount: 45, purchaseOrder: null }, en);
      expect(asOffered).toContainEqual(['Guests', '45']);
      expect(asOffered).toContainEqual(['Billed by us (planning fee)', 'nothing (no planning fee)']);
      expect(asOffered).toContainEqual(['Order number', '–']);
    });

    it('and in German for a German admin, with the same German dates and amounts', () => {
      const facts = acceptanceAdminFacts(snapshot, accepted, translator('de', 'offers.acceptance'));
      expect(facts[0]).toEqual(['Angenommen am', '23.11.2026, 10:05']);
      expect(facts[3]).toEqual(['Gäste', '82 (angeboten für 45)']);
      expect(facts[4]).toEqual(['Gesamtbetrag (brutto)', '7.522,28\u00a0€ (91,74\u00a0€ pro Person)']);
    });

    it('refuses an option or date the offer does not have', () => {
      expect(() => acceptedOf(snapshot, { ...accepted, optionIndex: 5 })).toThrow(RangeError);
      expect(() => acceptedOf(snapshot, { ...accepted, dateIndex: 2 })).toThrow(RangeError);
    });
  });
});
