import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, checkBooking, EMPTY_BOOKING, NOTE_MAX_LENGTH } from './form-schema';

const TODAY = '2026-11-25';
const slot = '2026-11-26T09:15:00.000Z';

describe('checkBooking', () => {
  it('takes a slot alone, with the wishes empty', () => {
    expect(checkBooking({ ...EMPTY_BOOKING, slot }, TODAY)).toEqual({ ok: true, data: { startsAt: new Date(slot), wishedDates: [], budgetPerPersonCents: null, note: null } });
  });

  it('takes up to three wished dates in order, a budget in euros as cents and a trimmed note', () => {
    const values = { ...EMPTY_BOOKING, slot, wishedDate1: '12.12.2026', wishedDate2: '2026-12-05', wishedDate3: '', budget: '65,50 €', note: '  Gern mit Kegelbahn  ' };
    expect(checkBooking(values, TODAY)).toEqual({ ok: true, data: { startsAt: new Date(slot), wishedDates: ['2026-12-05', '2026-12-12'], budgetPerPersonCents: 6550, note: 'Gern mit Kegelbahn' } });
  });

  it('names every bad field: no slot, a past or malformed or repeated date, a budget that is no amount, a long note', () => {
    const values = { slot: 'morgen früh', wishedDate1: '24.11.2026', wishedDate2: 'Weihnachten', wishedDate3: '', budget: 'viel', note: 'x'.repeat(NOTE_MAX_LENGTH + 1) };
    expect(checkBooking(values, TODAY)).toEqual({
      ok: false,
      errors: { slot: BOOKING_MESSAGES.slot, wishedDate1: BOOKING_MESSAGES.wishedDatePast, wishedDate2: BOOKING_MESSAGES.wishedDate, budget: BOOKING_MESSAGES.budget, note: BOOKING_MESSAGES.note },
    });
    expect(checkBooking({ ...EMPTY_BOOKING, slot, wishedDate1: '2026-12-05', wishedDate3: '5.12.2026' }, TODAY)).toEqual({ ok: false, errors: { wishedDate3: BOOKING_MESSAGES.wishedDateTwice } });
    expect(checkBooking({ ...EMPTY_BOOKING, slot, budget: '-5' }, TODAY)).toEqual({ ok: false, errors: { budget: BOOKING_MESSAGES.budget } });
    expect(checkBooking({ ...EMPTY_BOOKING, slot, budget: '0' }, TODAY)).toEqual({ ok: false, errors: { budget: BOOKING_MESSAGES.budget } });
  });

  it('reads the budget as Germans type it, and refuses the English form with the German example', () => {
    const budget = (value: string) => checkBooking({ ...EMPTY_BOOKING, slot, budget: value }, TODAY);
    for (const [value, cents] of [['65', 6500], ['65,5', 6550], ['5.000', 500000], ['5.000,00', 500000], ['5000', 500000], ['5000,5', 500050]] as const)
      expect(budget(value)).toMatchObject({ ok: true, data: { budgetPerPersonCents: cents } });
    for (const value of ['5,000.00', '65.50', '1,234']) expect(budget(value)).toEqual({ ok: false, errors: { budget: BOOKING_MESSAGES.budget } });
    expect(BOOKING_MESSAGES.budget).toBe('Bitte geben Sie das Budget pro Person als Betrag in Euro an, z. B. 65 oder 65,50.');
  });

  it('accepts today as a wished date', () => {
    expect(checkBooking({ ...EMPTY_BOOKING, slot, wishedDate1: TODAY }, TODAY)).toMatchObject({ ok: true, data: { wishedDates: [TODAY] } });
  });
});
