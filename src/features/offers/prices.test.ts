import { describe, expect, it } from 'vitest';
import type { OfferLine, OfferOption } from '@/db/schema';
import { cancellationPercent, capacityFit, perHead, priceLine, priceOption } from './prices';

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

  it('states the cancellation cost in cents of the venue gross at 30, 14 and 7 days', () => {
    const terms = [
      { daysBefore: 60, percent: 10 },
      { daysBefore: 14, percent: 50 },
      { daysBefore: 3, percent: 90 },
    ];
    // Venue gross 4.266,60: 10 % = 426,66; 50 % = 2.133,30; at 7 days still the 14-day step.
    expect(priceOption(option({ cancellationTerms: terms }), 45, basisFee).cancellation).toEqual([
      { daysBefore: 30, percent: 10, cents: 426_66 },
      { daysBefore: 14, percent: 50, cents: 2133_30 },
      { daysBefore: 7, percent: 50, cents: 2133_30 },
    ]);
    // 33 % of 4.266,60 = 1.407,978 → 1.407,98
    expect(priceOption(option({ cancellationTerms: [{ daysBefore: 30, percent: 33 }] }), 45, null).cancellation[0]).toEqual({ daysBefore: 30, percent: 33, cents: 1407_98 });
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

describe('perHead', () => {
  it('rounds half-up to the cent', () => {
    expect(perHead(10_00, 3)).toBe(3_33);
    expect(perHead(20_00, 3)).toBe(6_67);
    expect(perHead(1_01, 2)).toBe(51);
    expect(() => perHead(100, 0)).toThrow(RangeError);
  });
});
