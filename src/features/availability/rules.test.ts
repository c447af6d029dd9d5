import { describe, expect, it } from 'vitest';
import type { DraftOption, OfferDraft } from '@/db/schema';
import { answerBlock, answerDueAt, answerFigures, bookingReplyDueAt, draftWithOption, holdUntilOf, inviteLinkWindow, inviteStage, offersADate, optionFromAnswer, releaseOf, reminderAt, requestClosed } from './rules';

const ASKED = new Date('2026-11-20T09:00:00Z');
const open = { status: 'answered' as const, usedAt: null, releasedAt: null, bookingMailedAt: null };

describe('whether a venue may still answer', () => {
  it('may while nothing happened and the request is open', () => {
    expect(answerBlock(open, 'neu')).toBeUndefined();
    expect(answerBlock(open, 'angebot_gesendet')).toBeUndefined();
  });

  it('may not once a planner used the answer, the option was released, the party decided or the venue was booked', () => {
    expect(answerBlock({ ...open, usedAt: ASKED }, 'angebot_gesendet')).toBe('used');
    expect(answerBlock({ ...open, releasedAt: ASKED }, 'neu')).toBe('released');
    for (const status of ['angebot_angenommen', 'gebucht', 'abgesagt']) expect(requestClosed(status)).toBe(true);
    for (const status of ['angebot_angenommen', 'gebucht']) expect(answerBlock(open, status)).toBe('closed');
    expect(answerBlock(open, 'abgesagt')).toBe('withdrawn');
    expect(answerBlock({ ...open, bookingMailedAt: ASKED }, 'angebot_angenommen')).toBe('booked');
  });

  it('names the strongest reason: booked before declined before withdrawn before released before closed before used', () => {
    expect(answerBlock({ ...open, usedAt: ASKED, releasedAt: ASKED, bookingMailedAt: ASKED }, 'gebucht')).toBe('booked');
    expect(answerBlock({ ...open, usedAt: ASKED, releasedAt: ASKED, bookingMailedAt: null }, 'angebot_angenommen')).toBe('released');
    expect(answerBlock({ ...open, usedAt: ASKED, releasedAt: ASKED, bookingMailedAt: null }, 'abgesagt')).toBe('withdrawn');
    expect(answerBlock({ ...open, usedAt: ASKED }, 'gebucht')).toBe('closed');
  });

  it('may not after a decline, which stays the reason once the company decided (a venue that held nothing is not released)', () => {
    const declined = { ...open, status: 'declined' as const };
    expect(answerBlock({ ...open, status: 'asked' }, 'neu')).toBeUndefined();
    expect(answerBlock(declined, 'neu')).toBe('declined');
    expect(answerBlock({ ...declined, releasedAt: ASKED }, 'angebot_angenommen')).toBe('declined');
    expect(answerBlock({ ...declined, releasedAt: ASKED }, 'abgesagt')).toBe('declined');
    expect(answerBlock(declined, 'gebucht')).toBe('declined');
    expect(answerBlock({ ...declined, bookingMailedAt: ASKED }, 'angebot_angenommen')).toBe('booked');
  });
});

describe('the moments of an invitation', () => {
  it('reminds after 12 hours, is due after 24, and a booking is confirmed within 48', () => {
    expect(reminderAt(ASKED).toISOString()).toBe('2026-11-20T21:00:00.000Z');
    expect(answerDueAt(ASKED).toISOString()).toBe('2026-11-21T09:00:00.000Z');
    expect(bookingReplyDueAt(ASKED).toISOString()).toBe('2026-11-22T09:00:00.000Z');
  });
});

describe('the last day a venue holds the party', () => {
  it('is the earliest option among the dates, none without an option', () => {
    expect(
      holdUntilOf([
        { state: 'option', optionUntil: '2026-12-04' },
        { state: 'available', optionUntil: null },
        { state: 'option', optionUntil: '2026-12-01' },
      ]),
    ).toBe('2026-12-01');
    expect(holdUntilOf([{ state: 'available', optionUntil: null }])).toBe('');
    expect(holdUntilOf([])).toBe('');
  });

  it('knows whether an answer offers a date at all', () => {
    expect(offersADate([{ state: 'unavailable', optionUntil: null }])).toBe(false);
    expect(offersADate([{ state: 'unavailable', optionUntil: null }, { state: 'option', optionUntil: '2026-12-01' }])).toBe(true);
  });
});

const DATES = [
  { date: '2026-12-11', start: '18:00', end: '23:30' },
  { date: '2026-12-12', start: '19:00', end: '01:00' },
  { date: '2026-12-18', start: '18:00', end: '23:00' },
];

const ANSWER = {
  id: 'invite-1',
  venueId: 'venue-1',
  answeredAt: new Date('2026-11-20T15:30:00Z'),
  dateAnswers: [
    { state: 'available' as const, optionUntil: null },
    { state: 'unavailable' as const, optionUntil: null },
    { state: 'option' as const, optionUntil: '2026-12-05' },
  ],
  quotedLines: [
    { text: 'Menü drei Gänge', basis: 'per_person' as const, unitNetCents: 49_50, vatRate: 7 as const },
    { text: 'Raummiete', basis: 'flat' as const, unitNetCents: 1234_50, vatRate: 19 as const },
  ],
  priceNote: '  Getränke nach Verbrauch ',
  note: 'Wir freuen uns!',
};

describe('the offer option an answer makes', () => {
  it('takes the dates offered, the prices as lines, the option as the hold date, and the word on the price and the message as the note', () => {
    const option = optionFromAnswer({ dates: DATES }, ANSWER, { included: 'Garderobe, Technik' });
    expect(option).toEqual({
      venueId: 'venue-1',
      dates: [DATES[0], DATES[2]],
      lines: [
        { text: 'Menü drei Gänge', basis: 'per_person', quantity: '1', unitNet: '49,50', vatRate: '7' },
        { text: 'Raummiete', basis: 'flat', quantity: '1', unitNet: '1234,50', vatRate: '19' },
      ],
      included: 'Garderobe, Technik',
      holdUntil: '2026-12-05',
      note: 'Getränke nach Verbrauch\n\nWir freuen uns!',
      fromAnswer: { inviteId: 'invite-1', answeredAt: '2026-11-20T15:30:00.000Z' },
    });
    // The option's dates are copies: changing them in the builder leaves the ask as it was.
    option.dates[0].start = '17:00';
    expect(DATES[0].start).toBe('18:00');
  });

  it('leaves the note empty and the hold date open when the venue wrote none and holds no option', () => {
    const option = optionFromAnswer({ dates: DATES.slice(0, 1) }, { ...ANSWER, dateAnswers: [{ state: 'available', optionUntil: null }], priceNote: '', note: ' ' }, { included: '' });
    expect(option).toMatchObject({ dates: [DATES[0]], holdUntil: '', note: '' });
  });

  it('takes the message alone when the venue wrote nothing on the price', () => {
    expect(optionFromAnswer({ dates: DATES }, { ...ANSWER, priceNote: ' ', note: ' Parkplätze im Hof. ' }, { included: '' }).note).toBe('Parkplätze im Hof.');
  });
});

describe('an answer taken into the draft', () => {
  const option = (venueId: string, note = ''): DraftOption => ({ venueId, dates: [], lines: [], included: '', holdUntil: '', note });
  const draft = (...options: DraftOption[]): OfferDraft => ({ validUntil: '', coverNote: '', enterpriseFee: '', options });

  it("takes the venue's place where the draft has it, keeping the order", () => {
    const taken = draftWithOption(draft(option('a'), option('b', 'alt'), option('c')), option('b', 'neu'), 3);
    expect(taken).toEqual({ ok: true, draft: draft(option('a'), option('b', 'neu'), option('c')) });
  });

  it('is added at the end while there is room', () => {
    expect(draftWithOption(draft(option('a')), option('b'), 3)).toEqual({ ok: true, draft: draft(option('a'), option('b')) });
  });

  it('is refused when the draft is full, and the draft stays as it was', () => {
    const full = draft(option('a'), option('b'), option('c'));
    expect(draftWithOption(full, option('d'), 3)).toEqual({ ok: false, reason: 'full' });
    expect(full.options.map((o) => o.venueId)).toEqual(['a', 'b', 'c']);
    // A full draft still takes a new answer of a venue it has.
    expect(draftWithOption(full, option('c', 'neu'), 3)).toMatchObject({ ok: true });
  });
});

describe("a venue's answer figures", () => {
  const NOW = new Date('2026-11-27T12:00:00Z');
  const hoursBefore = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);
  const invite = (askedHoursAgo: number, answeredAfterHours: number | null) => {
    const createdAt = hoursBefore(askedHoursAgo);
    const answeredAt = answeredAfterHours === null ? null : new Date(createdAt.getTime() + answeredAfterHours * 3_600_000);
    return { status: answeredAt ? ('answered' as const) : ('asked' as const), createdAt, answeredAt };
  };

  it('counts the answered share and the median hours (declines are answers; an even count takes the middle two)', () => {
    const figures = answerFigures([invite(100, 2), invite(100, 10), { ...invite(90, 4), status: 'declined' }, invite(80, 30), invite(50, null)], NOW);
    expect(figures).toEqual({ asked: 5, answered: 4, rate: 0.8, medianHours: 7 });
  });

  it('leaves out an invitation still within its 24 hours, but counts one answered within them', () => {
    const figures = answerFigures([invite(48, 3), invite(23, null), invite(5, 1)], NOW);
    expect(figures).toEqual({ asked: 2, answered: 2, rate: 1, medianHours: 2 });
  });

  it('counts one unanswered exactly at its 24 hours as not answered', () => {
    expect(answerFigures([invite(24, null)], NOW)).toEqual({ asked: 1, answered: 0, rate: 0, medianHours: null });
  });

  it('has no figures without invitations that count', () => {
    expect(answerFigures([], NOW)).toEqual({ asked: 0, answered: 0, rate: null, medianHours: null });
    expect(answerFigures([invite(2, null)], NOW)).toEqual({ asked: 0, answered: 0, rate: null, medianHours: null });
  });
});

describe('where an invitation stands in the partner area', () => {
  const MAILED = new Date('2026-11-28T10:00:00Z');
  const fresh = { status: 'asked' as const, bookingMailedAt: null, bookingReply: null, releasedAt: null };
  it('waits for the answer, then shows it, the booking and its reply', () => {
    expect(inviteStage(fresh, 'neu')).toBe('waiting');
    expect(inviteStage({ ...fresh, status: 'answered' }, 'angebot_gesendet')).toBe('answered');
    expect(inviteStage({ ...fresh, status: 'declined' }, 'angebot_gesendet')).toBe('declined');
    expect(inviteStage({ ...fresh, status: 'answered', bookingMailedAt: MAILED }, 'angebot_angenommen')).toBe('booking');
    expect(inviteStage({ ...fresh, status: 'answered', bookingMailedAt: MAILED, bookingReply: 'confirmed' }, 'gebucht')).toBe('confirmed');
    expect(inviteStage({ ...fresh, status: 'answered', bookingMailedAt: MAILED, bookingReply: 'declined' }, 'angebot_angenommen')).toBe('bookingDeclined');
  });

  it('tells another venue chosen from a request withdrawn, and a decided request from an open one', () => {
    expect(inviteStage({ ...fresh, status: 'answered', releasedAt: MAILED }, 'angebot_angenommen')).toBe('released');
    expect(inviteStage({ ...fresh, releasedAt: MAILED }, 'abgesagt')).toBe('withdrawn');
    expect(inviteStage(fresh, 'abgesagt')).toBe('withdrawn');
    expect(inviteStage(fresh, 'gebucht')).toBe('closed');
  });

  it('keeps a decline a decline, whatever the company decided afterwards', () => {
    const declined = { ...fresh, status: 'declined' as const };
    expect(inviteStage({ ...declined, releasedAt: MAILED }, 'angebot_angenommen')).toBe('declined');
    expect(inviteStage({ ...declined, releasedAt: MAILED }, 'abgesagt')).toBe('declined');
    expect(inviteStage(declined, 'gebucht')).toBe('declined');
  });
});

describe('what a venue not chosen hears of the decision', () => {
  const free = { state: 'available' as const, optionUntil: null };
  const held = { state: 'option' as const, optionUntil: '2026-12-04' };
  const taken = { state: 'unavailable' as const, optionUntil: null };
  it('frees the option of a venue that held a date, settles the ask of one that never answered, and says nothing to one that held nothing', () => {
    expect(releaseOf({ status: 'answered', dateAnswers: [taken, free] })).toBe('optionFreed');
    expect(releaseOf({ status: 'answered', dateAnswers: [held] })).toBe('optionFreed');
    expect(releaseOf({ status: 'asked', dateAnswers: [] })).toBe('askSettled');
    expect(releaseOf({ status: 'answered', dateAnswers: [taken, taken] })).toBeUndefined();
    expect(releaseOf({ status: 'declined', dateAnswers: [] })).toBeUndefined();
  });
});

describe('how long a venue’s link lasts', () => {
  const ask = { askDays: ['2026-12-11', '2026-12-18', '2026-12-04'], releasedAt: null };

  it('ends 30 days after the last date asked, counted in Berlin days', () => {
    expect(inviteLinkWindow(ask, '2026-11-27')).toEqual({ lastDay: '2027-01-17', ended: false, contactShown: false });
    expect(inviteLinkWindow(ask, '2027-01-17').ended).toBe(false);
    expect(inviteLinkWindow(ask, '2027-01-18').ended).toBe(true);
  });

  it('for the booked venue ends 30 days after the booked date, and shows the contact until 14 days after it', () => {
    const booked = { ...ask, bookedDay: '2026-12-04' };
    expect(inviteLinkWindow(booked, '2026-11-28')).toEqual({ lastDay: '2027-01-03', ended: false, contactShown: true });
    expect(inviteLinkWindow(booked, '2026-12-18').contactShown).toBe(true);
    expect(inviteLinkWindow(booked, '2026-12-19')).toEqual({ lastDay: '2027-01-03', ended: false, contactShown: false });
    expect(inviteLinkWindow(booked, '2027-01-04')).toEqual({ lastDay: '2027-01-03', ended: true, contactShown: false });
  });

  it('for a released venue ends 30 days after the release (in Berlin), or after the party when that is sooner', () => {
    // 23:30 UTC on 30 November is already 1 December in Berlin.
    const released = { ...ask, releasedAt: new Date('2026-11-30T23:30:00Z') };
    expect(inviteLinkWindow(released, '2026-12-31')).toEqual({ lastDay: '2026-12-31', ended: false, contactShown: false });
    expect(inviteLinkWindow(released, '2027-01-01').ended).toBe(true);
    expect(inviteLinkWindow({ ...ask, releasedAt: new Date('2027-01-10T10:00:00Z') }, '2027-01-18').ended).toBe(true);
  });
});
