import { describe, expect, it } from 'vitest';
import type { OfferLine, OfferOption } from '@/db/schema';
import { berlinDay } from '@/lib/time';
import { billingSplit, cancellationPercent, cancellationSchedule, capacityFit, firstDay, perHead, priceLine, priceOption } from './prices';

const venue = { id: 'v1', name: 'Saal', cityName: 'Berlin', address: 'Straße 1', capacitySeated: 80, capacityStanding: 120, types: ['eventlocation' as const], description: '', websiteUrl: null, imageIds: [] };

function option(overrides: Partial<OfferOption> = {}): OfferOption {
  return {
    venue,
    dates: [{ date: '2026-12-11', start: '18:00', end: '23:00' }],
    lines: [
      { text: 'Raummiete', basis: 'flat', quantity: 1, unitNetCents: 500_00, vatRate: 19 },
      { text: 'Menü 3 Gänge', basis: 'per_person', quantity: 1, unitNetCents: 42_90, vatRate: 7 },
      { text: 'Getränkepauschale', basis: 'per_person', quantity: 1, unitNetCents: 29_99, vatRate: 19 },
    ],
    included: '',
    minimumSpendCents: null,
    cancellationTerms: [],
    guestDrop: null,
    holdUntil: null,
    note: '',
    ...overrides,
  };
}

const basisFee: OfferLine = { text: 'Planungspauschale Basis', basis: 'flat', quantity: 1, unitNetCents: 199_00, vatRate: 19 };

describe('priceLine', () => {
  it('multiplies per-person lines by the guests and flat lines by the quantity only', () => {
    expect(priceLine({ text: 'Menü', basis: 'per_person', quantity: 2, unitNetCents: 12_34, vatRate: 7 }, 45)).toMatchObject({ units: 90, netCents: 1110_60 });
    expect(priceLine({ text: 'DJ', basis: 'flat', quantity: 3, unitNetCents: 150_00, vatRate: 19 }, 45)).toMatchObject({ units: 3, netCents: 450_00 });
  });
});

describe('priceOption', () => {
  it('sums VAT per rate, rounded half-up once per rate, and adds the planning fee as its own line', () => {
    // 45 guests: Raummiete 500,00 (19 %); Menü 45 × 42,90 = 1.930,50 (7 %); Getränke 45 × 29,99 = 1.349,55 (19 %).
    // Venue: 7 %: 1.930,50 → VAT 135,135 → 135,14; 19 %: 1.849,55 → VAT 351,4145 → 351,41.
    // Venue net 3.780,05, VAT 486,55, gross 4.266,60.
    // With the fee 199,00 at 19 %: 19 % net 2.048,55 → 389,2245 → 389,22; total net 3.979,05, VAT 524,36, gross 4.503,41.
    const priced = priceOption(option(), 45, basisFee);
    expect(priced.venue).toEqual({
      net: 3780_05,
      vatByRate: [
        { rate: 7, net: 1930_50, vat: 135_14 },
        { rate: 19, net: 1849_55, vat: 351_41 },
      ],
      vat: 486_55,
      gross: 4266_60,
    });
    expect(priced.total).toEqual({
      net: 3979_05,
      vatByRate: [
        { rate: 7, net: 1930_50, vat: 135_14 },
        { rate: 19, net: 2048_55, vat: 389_22 },
      ],
      vat: 524_36,
      gross: 4503_41,
    });
    // 4.503,41 / 45 = 100,0757… → 100,08
    expect(priced.perHeadGross).toBe(100_08);
    expect(priced.fee).toMatchObject({ units: 1, netCents: 199_00 });
  });

  it('rounds an exact half cent up', () => {
    // 1 guest, 0,50 net at 7 % → 0,035 → 0,04; 0,50 at 19 % → 0,095 → 0,10.
    const priced = priceOption(
      option({ lines: [{ text: 'A', basis: 'flat', quantity: 1, unitNetCents: 50, vatRate: 7 }, { text: 'B', basis: 'flat', quantity: 1, unitNetCents: 50, vatRate: 19 }] }),
      1,
      null,
    );
    expect(priced.total.vatByRate).toEqual([
      { rate: 7, net: 50, vat: 4 },
      { rate: 19, net: 50, vat: 10 },
    ]);
    expect(priced.total.gross).toBe(1_14);
    expect(priced.fee).toBeNull();
  });

  it('compares the venue gross with the minimum spend and names the shortfall', () => {
    expect(priceOption(option({ minimumSpendCents: 5000_00 }), 45, basisFee).minimumSpend).toEqual({ cents: 5000_00, reached: false, shortfall: 733_40 });
    expect(priceOption(option({ minimumSpendCents: 4266_60 }), 45, basisFee).minimumSpend).toEqual({ cents: 4266_60, reached: true, shortfall: 0 });
    expect(priceOption(option(), 45, basisFee).minimumSpend).toBeNull();
  });

  it('turns the guest-drop allowance into guests for this group', () => {
    expect(priceOption(option({ guestDrop: { kind: 'percent', amount: 10, untilDaysBefore: 7 } }), 45, null).guestDrop).toEqual({ guests: 4, allowance: { kind: 'percent', amount: 10, untilDaysBefore: 7 } });
    expect(priceOption(option({ guestDrop: { kind: 'count', amount: 5, untilDaysBefore: 3 } }), 45, null).guestDrop?.guests).toBe(5);
    expect(priceOption(option(), 45, null).guestDrop).toBeNull();
  });

  it('says whether the group fits seated, standing or not at all', () => {
    expect(priceOption(option(), 80, null).capacity).toBe('seated');
    expect(priceOption(option(), 81, null).capacity).toBe('standing');
    expect(priceOption(option(), 121, null).capacity).toBe('too_small');
    expect(capacityFit({ capacitySeated: 0, capacityStanding: 50 }, 10)).toBe('standing');
  });
});

describe('cancellationPercent', () => {
  const terms = [
    { daysBefore: 30, percent: 25 },
    { daysBefore: 14, percent: 50 },
    { daysBefore: 0, percent: 100 },
  ];
  it('applies the step with the fewest days still at or above the day asked', () => {
    expect(cancellationPercent(terms, 45)).toBe(0);
    expect(cancellationPercent(terms, 30)).toBe(25);
    expect(cancellationPercent(terms, 20)).toBe(25);
    expect(cancellationPercent(terms, 14)).toBe(50);
    expect(cancellationPercent(terms, 7)).toBe(50);
    expect(cancellationPercent(terms, 0)).toBe(100);
    expect(cancellationPercent([], 7)).toBe(0);
  });
});

describe('cancellationSchedule', () => {
  // An event on Friday 11.12.2026; the deadlines fall on 11.11., 27.11. and 04.12. Venue gross 9.756,50 €.
  const EVENT = '2026-12-11';
  const GROSS = 9756_50;
  const terms = [
    { daysBefore: 30, percent: 25 },
    { daysBefore: 14, percent: 50 },
    { daysBefore: 7, percent: 80 },
  ];
  const now = (percent: number, cents: number) => ({ from: 'now', daysBefore: null, percent, cents });
  const step = (from: string, daysBefore: number, percent: number, cents: number) => ({ from, daysBefore, percent, cents });

  it('starts with 0 % now and lists every deadline with its day while none has passed', () => {
    // 25 % of 9.756,50 = 2.439,125 → 2.439,13 (half-up)
    expect(cancellationSchedule(terms, GROSS, EVENT, '2026-11-01')).toEqual([
      now(0, 0),
      step('2026-11-11', 30, 25, 2439_13),
      step('2026-11-27', 14, 50, 4878_25),
      step('2026-12-04', 7, 80, 7805_20),
    ]);
  });

  it('merges the deadlines passed into the share due now, then the steps still ahead (viewed on 28.11.)', () => {
    expect(cancellationSchedule(terms, GROSS, EVENT, '2026-11-28')).toEqual([now(50, 4878_25), step('2026-12-04', 7, 80, 7805_20)]);
    expect(cancellationSchedule(terms, GROSS, EVENT, '2026-11-20')).toEqual([now(25, 2439_13), step('2026-11-27', 14, 50, 4878_25), step('2026-12-04', 7, 80, 7805_20)]);
  });

  it('counts a deadline on today itself as passed, as cancellationPercent does', () => {
    expect(cancellationSchedule(terms, GROSS, EVENT, '2026-11-27')).toEqual([now(50, 4878_25), step('2026-12-04', 7, 80, 7805_20)]);
    expect(cancellationSchedule(terms, GROSS, EVENT, '2026-11-26')[0]).toEqual(now(25, 2439_13));
    expect(cancellationSchedule(terms, GROSS, EVENT, '2026-11-11')[0]).toEqual(now(25, 2439_13));
    expect(cancellationSchedule(terms, GROSS, EVENT, '2026-11-10')[0]).toEqual(now(0, 0));
    // The share now is always the one cancellationPercent gives for the days left.
    for (let daysLeft = 40; daysLeft >= -2; daysLeft--) {
      const today = new Date(Date.UTC(2026, 11, 11 - daysLeft)).toISOString().slice(0, 10);
      expect(cancellationSchedule(terms, GROSS, EVENT, today)[0].percent).toBe(cancellationPercent(terms, daysLeft));
    }
  });

  it('is one line when every deadline has passed, on the event day and after it too', () => {
    expect(cancellationSchedule(terms, GROSS, EVENT, '2026-12-04')).toEqual([now(80, 7805_20)]);
    expect(cancellationSchedule(terms, GROSS, EVENT, EVENT)).toEqual([now(80, 7805_20)]);
    expect(cancellationSchedule(terms, GROSS, EVENT, '2026-12-20')).toEqual([now(80, 7805_20)]);
    expect(cancellationSchedule([...terms, { daysBefore: 0, percent: 100 }], GROSS, EVENT, '2026-12-10')).toEqual([now(80, 7805_20), step(EVENT, 0, 100, GROSS)]);
    expect(cancellationSchedule([...terms, { daysBefore: 0, percent: 100 }], GROSS, EVENT, EVENT)).toEqual([now(100, GROSS)]);
  });

  it('lists only the steps that change the share: a 0 % first step, a step repeating the share before it', () => {
    const freeFirst = [
      { daysBefore: 60, percent: 0 },
      { daysBefore: 30, percent: 50 },
    ];
    expect(cancellationSchedule(freeFirst, GROSS, EVENT, '2026-10-01')).toEqual([now(0, 0), step('2026-11-11', 30, 50, 4878_25)]);
    expect(cancellationSchedule(freeFirst, GROSS, EVENT, '2026-10-20')).toEqual([now(0, 0), step('2026-11-11', 30, 50, 4878_25)]);
    const repeated = [
      { daysBefore: 30, percent: 50 },
      { daysBefore: 14, percent: 50 },
      { daysBefore: 7, percent: 100 },
    ];
    expect(cancellationSchedule(repeated, GROSS, EVENT, '2026-11-01')).toEqual([now(0, 0), step('2026-11-11', 30, 50, 4878_25), step('2026-12-04', 7, 100, GROSS)]);
  });

  it('reads the terms in any order and has no cost without terms', () => {
    expect(cancellationSchedule([terms[2], terms[0], terms[1]], GROSS, EVENT, '2026-11-28')).toEqual(cancellationSchedule(terms, GROSS, EVENT, '2026-11-28'));
    expect(cancellationSchedule([], GROSS, EVENT, '2026-11-28')).toEqual([now(0, 0)]);
    // 33 % of 4.266,60 = 1.407,978 → 1.407,98
    expect(cancellationSchedule([{ daysBefore: 30, percent: 33 }], 4266_60, EVENT, '2026-11-28')).toEqual([now(33, 1407_98)]);
  });

  it('takes today as the Berlin day: after midnight in Berlin the deadline has passed, though UTC is still on the day before', () => {
    const at = (iso: string) => cancellationSchedule(terms, GROSS, EVENT, berlinDay(new Date(iso)))[0].percent;
    expect(at('2026-11-26T22:59:59Z')).toBe(25); // 23:59:59 on 26.11. in Berlin (CET)
    expect(at('2026-11-26T23:00:00Z')).toBe(50); // 00:00 on 27.11. in Berlin, the 14-day deadline
    // In summer (CEST) the Berlin day starts at 22:00 UTC.
    const summer = (iso: string) => cancellationSchedule(terms, GROSS, '2026-07-10', berlinDay(new Date(iso)))[0].percent;
    expect(summer('2026-06-25T21:59:59Z')).toBe(25);
    expect(summer('2026-06-25T22:00:00Z')).toBe(50);
  });

  it('refuses a day that is not yyyy-mm-dd', () => {
    expect(() => cancellationSchedule(terms, GROSS, EVENT, '28.11.2026')).toThrow(RangeError);
  });
});

describe('firstDay', () => {
  it('is the earliest date, whatever the order they were entered in', () => {
    expect(firstDay([{ date: '2026-12-12' }, { date: '2026-12-04' }, { date: '2026-12-11' }])).toBe('2026-12-04');
    expect(firstDay([])).toBeUndefined();
  });
});

describe('perHead', () => {
  it('rounds half-up to the cent', () => {
    expect(perHead(10_00, 3)).toBe(3_33);
    expect(perHead(20_00, 3)).toBe(6_67);
    expect(perHead(1_01, 2)).toBe(51);
    expect(() => perHead(100, 0)).toThrow(RangeError);
  });
});

describe('billingSplit', () => {
  it('splits the total into what the venue bills (its gross) and what we bill (the planning fee with its VAT)', () => {
    // 45 guests: venue gross 4.266,60; the fee 199,00 + 19 % = 236,81; together the total 4.503,41.
    const priced = priceOption(option(), 45, basisFee);
    expect(billingSplit(priced)).toEqual({ venueGross: 4266_60, feeGross: 236_81 });
    expect(4266_60 + 236_81).toBe(priced.total.gross);
    // The accepted group, not the offer's: 82 guests.
    expect(billingSplit(priceOption(option(), 82, basisFee))).toEqual({ venueGross: 7285_47, feeGross: 236_81 });
  });

  it('leaves all to the venue without a planning fee', () => {
    const priced = priceOption(option(), 45, null);
    expect(billingSplit(priced)).toEqual({ venueGross: 4266_60, feeGross: null });
  });

  it('states the fee as our invoice does, its VAT on the fee alone, where the total rounds both together', () => {
    // 19 % of 0,03 is 0,0057: on each invoice alone 0,01, over both lines (0,06 → 0,0114) 0,01 in all.
    const tiny = option({ lines: [{ text: 'Garderobe', basis: 'flat', quantity: 1, unitNetCents: 3, vatRate: 19 }] });
    const priced = priceOption(tiny, 10, { ...basisFee, unitNetCents: 3 });
    expect(billingSplit(priced)).toEqual({ venueGross: 4, feeGross: 4 });
    expect(priced.total.gross).toBe(7);
  });
});
