import { describe, expect, it } from 'vitest';
import { ANSWER_FORM, askDates } from '@/test/availability-fixtures';
import { ASK_ERRORS, answerValues, readAnswer, readAsk, readReason, readRevision } from './form-schema';
import { lineRows, NOTE_MAX, postedValues, REASON_MAX } from './form-state';
import { INVITE_TEXTS } from './texts';

const TODAY = '2026-11-27';
const DATES = askDates();

const read = (overrides: Record<string, string> = {}) => readAnswer({ ...ANSWER_FORM, ...overrides }, DATES, TODAY);
const errorsOf = (overrides: Record<string, string>) => {
  const outcome = read(overrides);
  return outcome.ok ? {} : outcome.errors;
};

describe("a venue's answer", () => {
  it('reads a state per date, an option with its last day, and the price lines in cents', () => {
    expect(read({ note: '  Wir freuen uns!  ' })).toEqual({
      ok: true,
      value: {
        dateAnswers: [
          { state: 'available', optionUntil: null },
          { state: 'option', optionUntil: '2026-12-04' },
        ],
        quotedLines: [{ text: 'Menü drei Gänge', basis: 'per_person', unitNetCents: 49_50, vatRate: 7 }],
        priceNote: '',
        note: 'Wir freuen uns!',
      },
    });
  });

  it('needs an answer for every date', () => {
    expect(errorsOf({ 'dates.1.state': '' })).toEqual({ 'dates.1.state': INVITE_TEXTS.dateStateMissing });
    expect(errorsOf({ 'dates.0.state': 'vielleicht' })).toEqual({ 'dates.0.state': INVITE_TEXTS.dateStateMissing });
  });

  it('needs the option day: given, not past, not after the party', () => {
    expect(errorsOf({ 'dates.1.optionUntil': '' })).toEqual({ 'dates.1.optionUntil': INVITE_TEXTS.optionDateMissing });
    expect(errorsOf({ 'dates.1.optionUntil': '31.11.2026' })).toEqual({ 'dates.1.optionUntil': INVITE_TEXTS.optionDateMissing });
    expect(errorsOf({ 'dates.1.optionUntil': '2026-11-26' })).toEqual({ 'dates.1.optionUntil': INVITE_TEXTS.optionDatePast });
    expect(errorsOf({ 'dates.1.optionUntil': '2026-12-13' })).toEqual({ 'dates.1.optionUntil': INVITE_TEXTS.optionDateLate });
    // Today and the party's own day are the bounds; a day typed the German way (no date picker) counts the same.
    expect(read({ 'dates.1.optionUntil': TODAY })).toMatchObject({ ok: true });
    expect(read({ 'dates.1.optionUntil': '2026-12-12' })).toMatchObject({ ok: true });
    expect(read({ 'dates.1.optionUntil': '4.12.2026' })).toMatchObject({ ok: true, value: { dateAnswers: [{ state: 'available' }, { state: 'option', optionUntil: '2026-12-04' }] } });
  });

  it('drops an option day given with a free or taken date', () => {
    expect(read({ 'dates.0.optionUntil': '2026-12-01', 'dates.1.state': 'unavailable' })).toMatchObject({
      ok: true,
      value: {
        dateAnswers: [
          { state: 'available', optionUntil: null },
          { state: 'unavailable', optionUntil: null },
        ],
      },
    });
  });

  it('needs a price when it offers a date: a line or a word on the price', () => {
    const noLines = { 'lines.0.text': '', 'lines.0.unitNet': '' };
    expect(errorsOf(noLines)).toEqual({ priceNote: INVITE_TEXTS.priceMissing });
    expect(read({ ...noLines, priceNote: 'Mindestumsatz 3.000 € netto' })).toMatchObject({ ok: true, value: { quotedLines: [], priceNote: 'Mindestumsatz 3.000 € netto' } });
    // A venue that has none of the dates owes no price.
    expect(read({ ...noLines, 'dates.0.state': 'unavailable', 'dates.1.state': 'unavailable' })).toMatchObject({ ok: true });
  });

  it("refuses an amount that is none ('viel'), and then asks for no price besides", () => {
    expect(errorsOf({ 'lines.0.unitNet': 'viel' })).toEqual({ 'lines.0.unitNet': INVITE_TEXTS.lineAmountInvalid });
    expect(errorsOf({ 'lines.0.unitNet': '12.50' })).toEqual({ 'lines.0.unitNet': INVITE_TEXTS.lineAmountInvalid });
    expect(errorsOf({ 'lines.0.unitNet': '-5' })).toEqual({ 'lines.0.unitNet': INVITE_TEXTS.lineAmountInvalid });
  });

  it('refuses an amount above 1.000.000,00 € with its own message, and takes the ceiling itself', () => {
    const tooHigh = { 'lines.0.unitNet': 'Bitte prüfen Sie den Betrag: Je Leistung können wir höchstens 1.000.000,00\u00a0€ annehmen.' };
    expect(errorsOf({ 'lines.0.unitNet': '90.071.992.547.409,91 €' })).toEqual(tooHigh);
    expect(errorsOf({ 'lines.0.unitNet': '1.000.000,01' })).toEqual(tooHigh);
    expect(read({ 'lines.0.unitNet': '1.000.000,00' })).toMatchObject({ ok: true, value: { quotedLines: [{ unitNetCents: 100_000_000 }] } });
  });

  it('reads amounts as Germans type them', () => {
    const cents = (amount: string) => {
      const outcome = read({ 'lines.0.unitNet': amount });
      return outcome.ok ? outcome.value.quotedLines[0].unitNetCents : outcome.errors;
    };
    expect(cents('1.234,50')).toBe(1234_50);
    expect(cents('1234,5')).toBe(1234_50);
    expect(cents('45')).toBe(45_00);
    expect(cents('45,00 €')).toBe(45_00);
    expect(cents('0')).toBe(0);
  });

  it('skips blank rows (also between filled ones) and keeps the order of the others', () => {
    const outcome = read({
      'lines.0.text': '',
      'lines.0.unitNet': '  ',
      'lines.0.basis': 'flat',
      'lines.1.text': 'Raummiete',
      'lines.1.basis': 'flat',
      'lines.1.unitNet': '500',
      'lines.1.vatRate': '19',
      'lines.2.text': '',
      'lines.2.unitNet': '',
      'lines.3.text': 'Getränke',
      'lines.3.basis': 'per_person',
      'lines.3.unitNet': '29,90',
      'lines.3.vatRate': '19',
    });
    expect(outcome).toMatchObject({
      ok: true,
      value: {
        quotedLines: [
          { text: 'Raummiete', basis: 'flat', unitNetCents: 500_00, vatRate: 19 },
          { text: 'Getränke', basis: 'per_person', unitNetCents: 29_90, vatRate: 19 },
        ],
      },
    });
  });

  it('needs the text of a line with an amount, the amount of a line with a text, and a basis and rate of ours', () => {
    expect(errorsOf({ 'lines.0.text': ' ' })).toEqual({ 'lines.0.text': INVITE_TEXTS.lineTextMissing });
    expect(errorsOf({ 'lines.0.unitNet': '' })).toEqual({ 'lines.0.unitNet': INVITE_TEXTS.lineAmountMissing });
    expect(errorsOf({ 'lines.0.basis': 'per_hour', 'lines.0.vatRate': '16' })).toEqual({ 'lines.0.basis': INVITE_TEXTS.lineChoice, 'lines.0.vatRate': INVITE_TEXTS.lineChoice });
    expect(errorsOf({ 'lines.0.text': 'x'.repeat(201) })).toEqual({ 'lines.0.text': INVITE_TEXTS.tooLong(200) });
    expect(errorsOf({ 'lines.0.text': 'Menü\nGetränke frei' })).toEqual({ 'lines.0.text': INVITE_TEXTS.lineOneLine });
  });

  it('refuses notes beyond their length', () => {
    expect(errorsOf({ note: 'x'.repeat(NOTE_MAX + 1), priceNote: 'y'.repeat(1001) })).toEqual({ note: INVITE_TEXTS.tooLong(NOTE_MAX), priceNote: INVITE_TEXTS.tooLong(1000) });
  });

  it('refuses a field of a date the ask does not have (a forged or outdated form) as a whole', () => {
    expect(read({ 'dates.2.state': 'available' })).toEqual({ ok: false, errors: { form: INVITE_TEXTS.dateOutside } });
    expect(read({ 'dates.7.optionUntil': '2026-12-01' })).toEqual({ ok: false, errors: { form: INVITE_TEXTS.dateOutside } });
  });
});

describe('a reason', () => {
  it('is required, trimmed and limited, with the words of its form', () => {
    expect(readReason({ declineReason: '  Ausgebucht  ' }, 'declineReason')).toEqual({ ok: true, value: 'Ausgebucht' });
    expect(readReason({ declineReason: '   ' }, 'declineReason')).toEqual({ ok: false, errors: { declineReason: INVITE_TEXTS.declineReasonMissing } });
    expect(readReason({}, 'bookingReason')).toEqual({ ok: false, errors: { bookingReason: INVITE_TEXTS.bookingReasonMissing } });
    expect(readReason({ bookingReason: 'x'.repeat(REASON_MAX + 1) }, 'bookingReason')).toEqual({ ok: false, errors: { bookingReason: INVITE_TEXTS.tooLong(REASON_MAX) } });
    expect(readReason({ bookingReason: 'x'.repeat(REASON_MAX) }, 'bookingReason')).toMatchObject({ ok: true });
  });
});

describe("the form's revision", () => {
  it('is a whole number the page wrote, else undefined', () => {
    expect(readRevision({ revision: '0' })).toBe(0);
    expect(readRevision({ revision: '3' })).toBe(3);
    for (const forged of ['-1', '1.5', 'abc', '1e400']) expect(readRevision({ revision: forged })).toBeUndefined();
  });
});

describe("the form's values", () => {
  const blocks = [{ text: 'Menü', basis: 'per_person' as const, unitNetCents: 45_00, vatRate: 7 as const }];

  it("start from the catalogue's price blocks before an answer, from the answer after it", () => {
    expect(answerValues(undefined, 2, blocks)).toEqual({
      priceNote: '',
      note: '',
      'dates.0.state': '',
      'dates.0.optionUntil': '',
      'dates.1.state': '',
      'dates.1.optionUntil': '',
      'lines.0.text': 'Menü',
      'lines.0.basis': 'per_person',
      'lines.0.unitNet': '45,00',
      'lines.0.vatRate': '7',
    });
    const answer = { dateAnswers: [{ state: 'option' as const, optionUntil: '2026-12-04' }], quotedLines: [{ text: 'Raummiete', basis: 'flat' as const, unitNetCents: 1234_50, vatRate: 19 as const }], priceNote: 'netto', note: 'Gern!' };
    expect(answerValues(answer, 1, blocks)).toMatchObject({ 'dates.0.state': 'option', 'dates.0.optionUntil': '2026-12-04', 'lines.0.text': 'Raummiete', 'lines.0.unitNet': '1234,50', priceNote: 'netto', note: 'Gern!' });
    expect(answerValues(answer, 1, blocks)).not.toHaveProperty('lines.1.text');
  });

  it('show the filled price rows and two spare, up to twelve', () => {
    expect(lineRows({})).toBe(2);
    expect(lineRows(answerValues(undefined, 1, blocks))).toBe(3);
    expect(lineRows(Object.fromEntries(Array.from({ length: 12 }, (_, j) => [`lines.${j}.text`, 'x'])))).toBe(12);
  });

  it('come back from a post as typed, strings only', () => {
    expect(postedValues({ note: ' Hallo ', file: new Blob(['x']), $ACTION_ID_1: '' })).toEqual({ note: ' Hallo ' });
  });
});

describe("the planner's ask", () => {
  const VENUE_A = '0b7f2c1e-5d1a-4e2b-9f3c-1a2b3c4d5e6f';
  const VENUE_B = '9c8d7e6f-5a4b-4c3d-8e2f-1a0b9c8d7e6f';
  const ASK = {
    [`venue.${VENUE_A}`]: 'on',
    [`venue.${VENUE_B}`]: 'on',
    'dates.0.date': '2026-12-11',
    'dates.0.start': '18:00',
    'dates.0.end': '23:30',
    participantCount: '60',
    budget: '85',
    wishes: ' Live-Musik ',
    plannerNote: '',
  };
  const ask = (overrides: Record<string, string> = {}, maxVenues = 200) => readAsk({ ...ASK, ...overrides }, TODAY, maxVenues);
  const askErrors = (overrides: Record<string, string>, maxVenues = 200) => {
    const outcome = ask(overrides, maxVenues);
    return outcome.ok ? {} : outcome.errors;
  };

  it('reads the venues ticked, the dates, the guests, the budget in cents and the texts', () => {
    expect(ask({ 'dates.1.date': '12.12.2026', 'dates.1.start': '19:00', 'dates.1.end': '01:00' })).toEqual({
      ok: true,
      value: {
        venueIds: [VENUE_A, VENUE_B],
        dates: DATES,
        participantCount: 60,
        budgetPerPersonCents: 85_00,
        wishes: 'Live-Musik',
        plannerNote: '',
      },
    });
  });

  it('takes only venue fields with an id, each once, and needs one but not too many', () => {
    expect(ask({ [`venue.${VENUE_A.toUpperCase()}`]: 'on', 'venue.nicht-eine-id': 'on' })).toMatchObject({ ok: true, value: { venueIds: [VENUE_A, VENUE_B] } });
    const none = Object.fromEntries(Object.entries(ASK).filter(([name]) => !name.startsWith('venue.')));
    expect(readAsk(none, TODAY, 200)).toEqual({ ok: false, errors: { venues: ASK_ERRORS.noVenue } });
    expect(askErrors({}, 1)).toEqual({ venues: ASK_ERRORS.tooManyVenues });
  });

  it('needs a date, refuses a past or impossible one, and times of the clock', () => {
    expect(askErrors({ 'dates.0.date': '', 'dates.0.start': '', 'dates.0.end': '' })).toEqual({ 'dates.0.date': ASK_ERRORS.noDate });
    expect(askErrors({ 'dates.0.date': '2026-11-26' })).toEqual({ 'dates.0.date': ASK_ERRORS.datePast });
    expect(askErrors({ 'dates.0.date': '31.02.2026' })).toEqual({ 'dates.0.date': ASK_ERRORS.dateInvalid });
    expect(askErrors({ 'dates.0.start': '25:00', 'dates.0.end': '8 Uhr' })).toEqual({ 'dates.0.start': ASK_ERRORS.timeInvalid, 'dates.0.end': ASK_ERRORS.timeInvalid });
    // A blank second row is no date; one with only a time is an incomplete date.
    expect(ask({ 'dates.1.date': '', 'dates.1.start': '', 'dates.1.end': '' })).toMatchObject({ ok: true, value: { dates: [{ date: '2026-12-11' }] } });
    expect(askErrors({ 'dates.1.start': '19:00' })).toEqual({ 'dates.1.date': ASK_ERRORS.dateInvalid, 'dates.1.end': ASK_ERRORS.timeInvalid });
    // Today counts, and an end before the start runs past midnight.
    expect(ask({ 'dates.0.date': TODAY, 'dates.0.start': '20:00', 'dates.0.end': '02:00' })).toMatchObject({ ok: true });
  });

  it('needs a guest count and reads the budget as an optional German amount', () => {
    for (const count of ['', '0', '-3', '12,5', 'viele']) expect(askErrors({ participantCount: count })).toEqual({ participantCount: ASK_ERRORS.participants });
    expect(ask({ budget: '' })).toMatchObject({ ok: true, value: { budgetPerPersonCents: null } });
    expect(ask({ budget: '1.234,50' })).toMatchObject({ ok: true, value: { budgetPerPersonCents: 1234_50 } });
    expect(askErrors({ budget: 'viel' })).toEqual({ budget: ASK_ERRORS.budget });
    expect(askErrors({ budget: '1.000.000,01' })).toEqual({ budget: ASK_ERRORS.budgetTooHigh });
  });

  it('limits the wishes and the note', () => {
    expect(askErrors({ wishes: 'x'.repeat(NOTE_MAX + 1), plannerNote: 'y'.repeat(NOTE_MAX + 1) })).toEqual({ wishes: ASK_ERRORS.tooLong, plannerNote: ASK_ERRORS.tooLong });
  });
});
