import { describe, expect, it } from 'vitest';
import { sampleOption, sampleSnapshot } from '@/test/offer-fixtures';
import { describeChanges } from './changes';

describe('describeChanges', () => {
  const before = sampleSnapshot(['v1', 'v2']);

  it('finds nothing between equal versions', () => {
    expect(describeChanges(before, structuredClone(before))).toEqual([]);
  });

  it('names added and removed options by their venue', () => {
    const after = { ...before, options: [before.options[0], sampleOption('v3', 'Kesselhaus')] };
    expect(describeChanges(before, after)).toEqual(['Option removed: Location 2', 'Option added: Kesselhaus']);
  });

  it('names each changed price line, the dates, the option date and the note of an option', () => {
    const [first] = before.options;
    const changed = {
      ...first,
      dates: [{ date: '2026-12-18', start: '18:00', end: '23:30' }],
      lines: [
        { ...first.lines[1], unitNetCents: 45_00 },
        { ...first.lines[2] },
        { text: 'DJ', basis: 'flat' as const, quantity: 1, unitNetCents: 400_00, vatRate: 19 as const },
      ],
      holdUntil: null,
      note: 'Neu',
      minimumSpendCents: null,
    };
    expect(describeChanges(before, { ...before, options: [changed, before.options[1]] })).toEqual([
      'Location 1: dates changed from 2026-12-11 18:00–23:30, 2026-12-12 19:00–01:00 to 2026-12-18 18:00–23:30',
      'Location 1: price line “Menü 3 Gänge” changed from 1 × 42,90\u00a0€ per person, VAT 7 % to 1 × 45,00\u00a0€ per person, VAT 7 %',
      'Location 1: price line “DJ” added (1 × 400,00\u00a0€ flat, VAT 19 %)',
      'Location 1: price line “Raummiete” removed',
      'Location 1: option date changed from 2026-12-01 to none',
      'Location 1: personal note changed',
      'Location 1: minimum spend changed from 3.000,00\u00a0€ to none',
    ]);
  });

  it('names the offer-wide changes: order, validity, cover note and fee', () => {
    const after = {
      ...before,
      options: [before.options[1], before.options[0]],
      validUntil: '2026-12-16',
      coverNote: 'Anders',
      planningFee: { text: 'Planungspauschale Enterprise', basis: 'flat' as const, quantity: 1, unitNetCents: 1500_00, vatRate: 19 as const },
    };
    expect(describeChanges(before, after)).toEqual([
      'Order of the options changed',
      'Valid until changed from 2026-12-09 to 2026-12-16',
      'Cover note changed',
      'Planning fee changed from Planungspauschale Basis 199,00\u00a0€ net to Planungspauschale Enterprise 1.500,00\u00a0€ net',
    ]);
  });
});

describe('describeChanges after storage', () => {
  it('ignores the key order a jsonb column gives back', () => {
    const before = sampleSnapshot(['v1', 'v2']);
    const reordered = JSON.parse(JSON.stringify(before, (_, value) => (value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).reverse()) : value)));
    expect(describeChanges(reordered, before)).toEqual([]);
  });
});

describe('describeChanges of the planner', () => {
  const before = sampleSnapshot(['v1']);

  it('names a planner without a name by their address, never as an empty name', () => {
    const unnamed = { ...before, planner: { name: '', email: 'chefin@example.test' } };
    expect(describeChanges(unnamed, before)).toEqual(['Planner changed from chefin@example.test to Paula Planer']);
    expect(describeChanges(before, { ...before, planner: { name: 'Katrin Vogel', email: 'katrin@planer.test' } })).toEqual(['Planner changed from Paula Planer to Katrin Vogel']);
  });

  it('finds nothing when an older snapshot lacks the fields a newer one has empty', () => {
    const newer = { ...before, request: { ...before.request, salutation: null }, planner: { ...before.planner, phone: null, jobTitle: null, photoImageId: null } };
    expect(describeChanges(before, newer)).toEqual([]);
  });

  it('names a change of the planner’s title, phone or photo', () => {
    expect(describeChanges(before, { ...before, planner: { ...before.planner, phone: '030 1234567' } })).toEqual(['Planner details changed (title, phone or photo)']);
  });
});
